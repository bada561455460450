/**
 * Cached reads of pages, layouts and brands. Each read is a `'use cache'` scope tagged with its cache
 * group (SPEC §2: cms-pages, preview-cms-pages, pages, homepage) and with every entry id in the result,
 * so the revalidation webhook can expire exactly what an edit touches. A request for a cached page does
 * no content fetch.
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { EntrySkeletonType } from 'contentful';
import { readContent } from '@/content/source';
import { entryIds, normalizeAsset, normalizeEntry } from '@/content/normalize';
import { layUnsaved, type UnsavedEntries } from '@/content/unsaved-overlay';
import type { ContentEntry } from '@/renderer/types';

export const CACHE_GROUPS = { cms: 'cms-pages', preview: 'preview-cms-pages', pages: 'pages', home: 'homepage', layout: 'layout', brands: 'brands', segments: 'user-segments' } as const;

export const entryTag = (id: string) => `entry:${id}`;
export const pageSlugTag = (slug: string) => `page-slug:${slug}`;
export const brandSlugTag = (slug: string) => `brand-slug:${slug}`;

type Query = Record<string, string | number | boolean | undefined>;

async function fetchEntries(query: Query, preview: boolean): Promise<ContentEntry[]> {
  const response = await readContent((client) => client.withoutUnresolvableLinks.getEntries<EntrySkeletonType>({ include: 10, limit: 100, ...query } as never), preview);
  return response.items.map((item) => normalizeEntry(item)).filter((e): e is ContentEntry => !!e);
}

/** Of several entries made for different countries, the one listing `country`, else one for every country. */
export function pickForCountry<T extends ContentEntry>(entries: T[], country: string): T | undefined {
  const countriesOf = (e: T) => ((e.fields as { countries?: unknown }).countries as string[] | undefined) ?? [];
  return entries.find((e) => countriesOf(e).includes(country)) ?? entries.find((e) => countriesOf(e).length === 0);
}

function tagEntries(entry: ContentEntry | undefined) {
  if (entry) cacheTag(...entryIds(entry).map(entryTag));
}

/** The page entry for a slug in a country and content locale; null when there is none. */
export async function loadPage(slug: string, country: string, locale: string, preview = false): Promise<ContentEntry | null> {
  'use cache';
  cacheTag(preview ? CACHE_GROUPS.preview : CACHE_GROUPS.cms, slug === 'home' ? CACHE_GROUPS.home : CACHE_GROUPS.pages, pageSlugTag(slug));
  if (preview) cacheLife('seconds');
  else cacheLife('max');
  const page = pickForCountry(await fetchEntries({ content_type: 'page', 'fields.slug': slug, locale }, preview), country);
  tagEntries(page);
  return page ?? null;
}

/** The header/footer layout for a country and content locale; null when there is none. */
export async function loadLayout(country: string, locale: string, preview = false): Promise<ContentEntry | null> {
  'use cache';
  cacheTag(preview ? CACHE_GROUPS.preview : CACHE_GROUPS.cms, CACHE_GROUPS.layout);
  if (preview) cacheLife('seconds');
  else cacheLife('max');
  const layout = pickForCountry(await fetchEntries({ content_type: 'layout', locale }, preview), country);
  tagEntries(layout);
  return layout ?? null;
}

/** A brand entry by slug; null when there is none. */
export async function loadBrand(slug: string, locale: string, preview = false): Promise<ContentEntry | null> {
  'use cache';
  cacheTag(preview ? CACHE_GROUPS.preview : CACHE_GROUPS.cms, CACHE_GROUPS.brands, brandSlugTag(slug));
  if (preview) cacheLife('seconds');
  else cacheLife('max');
  const [brand] = await fetchEntries({ content_type: 'brand', 'fields.slug': slug, locale }, preview);
  tagEntries(brand);
  return brand ?? null;
}

/** Every brand, A–Z, with name, slug and logo only. */
export async function loadBrands(locale: string): Promise<{ slug: string; name: string }[]> {
  'use cache';
  cacheTag(CACHE_GROUPS.cms, CACHE_GROUPS.brands);
  cacheLife('max');
  const brands = await fetchEntries({ content_type: 'brand', locale, include: 0, order: 'fields.name', select: 'sys.id,sys.contentType,fields.slug,fields.name' }, false);
  return brands
    .map((b) => ({ slug: String(b.fields.slug ?? ''), name: String(b.fields.name ?? '') }))
    .filter((b) => b.slug && b.name)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export interface UserSegmentSummary {
  id: string;
  name: string;
  description: string | null;
}

/** The user segments content can target (SPEC §7 `sea-falcon/all-user-segments/`), A–Z by name. */
export async function loadUserSegments(locale: string): Promise<UserSegmentSummary[]> {
  'use cache';
  cacheTag(CACHE_GROUPS.cms, CACHE_GROUPS.segments);
  cacheLife('max');
  const entries = await fetchEntries({ content_type: 'userSegment', locale, include: 0 }, false);
  entries.forEach(tagEntries);
  return entries
    .map((e) => ({ id: String(e.fields.key ?? ''), name: String(e.fields.name ?? ''), description: typeof e.fields.description === 'string' ? e.fields.description : null }))
    .filter((s) => s.id && s.name)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** An overlay entry by id, its latest draft (editors preview overlays before they go live); null when there is none. */
export async function loadOverlay(id: string, locale: string): Promise<ContentEntry | null> {
  'use cache';
  cacheTag(CACHE_GROUPS.preview, entryTag(id));
  cacheLife('seconds');
  const [overlay] = await fetchEntries({ content_type: 'overlay', 'sys.id': id, locale }, true);
  tagEntries(overlay);
  return overlay ?? null;
}

/** One entry by id, for the `contentful/content-entries/{id}` API; null when there is none. */
export async function loadEntry(id: string, locale: string, preview = false): Promise<ContentEntry | null> {
  const [entry] = await fetchEntries({ 'sys.id': id, locale }, preview);
  return entry ?? null;
}

/**
 * A draft tree (a preview page's page entry) with the editor's unsaved fields laid over it (issue 33, the studio's
 * live preview): entries and assets the draft tree lacks are read from the preview API, uncached.
 */
export async function withUnsaved(entry: ContentEntry, unsaved: UnsavedEntries, locale: string): Promise<ContentEntry> {
  return layUnsaved(entry, unsaved, locale, async (kind, id) => {
    if (kind === 'Entry') return (await loadEntry(id, locale, true)) ?? undefined;
    return normalizeAsset(await readContent((client) => client.getAsset(id, { locale }), true));
  });
}
