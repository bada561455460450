/**
 * What every CMS-rendered route does: read params → load the page entry → validate → render its blocks.
 * Routes stay one line each (app/[country]/[lang]/[flags]/(shop)/…/page.tsx).
 *
 * Catalogue pages: `/pages/{top category}`, `/pages/sale` and `/pages/new` get a product listing after their
 * CMS blocks when the editors placed none; deeper paths (`/pages/makeup/lips/lipstick`) are default category
 * pages — breadcrumb, heading and the listing of that category path — when the catalogue has the category,
 * else a 404 (decided before anything streams).
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadPage, withUnsaved } from '@/server/content/pages';
import { Breadcrumb } from '@/components/breadcrumb/Breadcrumb';
import { categoryChain, loadCategories } from '@/server/catalog';
import { getTranslator } from '@/lib/i18n/intl';
import { logPageNotFound } from '@/lib/log';
import { notFoundMetadata, pageMetadata } from '@/lib/metadata';
import { cmsPagePath } from '@/lib/seo/urls';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '@/lib/safe-json-ld';
import { pageAvailability } from '@/server/seo/availability';
import type { LocaleParams } from '@/lib/locale/page-context';
import type { ProductListingFields } from '@/blocks/product-listing/ProductListing';
import { renderContextFor } from './context';
import { PageReport } from './EntryReport';
import { checkPage, validPage, type PageFields } from './page';
import { renderBlocks } from './render-blocks';
import type { ContentEntry, PreviewState, RenderContext } from './types';

type RoutePath = NonNullable<RenderContext['path']>;

/** Landing pages that list products of a source rather than a category. */
const SOURCE_PAGES: Record<string, ProductListingFields['source']> = { sale: 'sale', new: 'new' };

/** The category path of a deeper `/pages/…` URL (`makeup/lips/lipstick`), or undefined for `/pages/{slug}`. */
function categoryPathOf(slug: string, path?: RenderContext['path']): string | undefined {
  if (!path?.topCategory) return undefined;
  return [slug, path.topCategory, path.category, path.subCategory].filter(Boolean).join('/');
}

/** A product listing entry the route adds itself (not from the CMS); it renders through the same block. */
export function listingEntry(id: string, fields: ProductListingFields): ContentEntry<ProductListingFields> {
  return { id, contentType: 'productListing', fields, generated: true };
}

/** The listing a CMS page gets when its editors placed none: for a top category, Sale or New; else none. */
async function defaultListingFor(page: ContentEntry<PageFields>, context: RenderContext): Promise<ContentEntry | null> {
  const { slug, title } = page.fields;
  if ((page.fields.blocks ?? []).some((b) => b.contentType === 'productListing')) return null;
  const source = SOURCE_PAGES[slug];
  if (source) return listingEntry(`${slug}-listing`, { source }) as ContentEntry;
  const tree = await loadCategories(context.country.code, context.lang);
  if (!tree.some((c) => c.path === slug)) return null;
  const t = getTranslator(context.country, context.lang);
  return listingEntry(`${slug}-listing`, { title: t('listing.shopAll', { name: title }), category: slug }) as ContentEntry;
}

/**
 * The page entry for `slug`, or a 404 (no entry, an entry for other countries, or an invalid one), logged with the
 * path the visitor asked for (`at`). With a preview state (an editor in draft mode) the draft entry is loaded
 * and rendered with editors' reports; an invalid draft is shown to the editor as its ajv errors (`report`)
 * rather than a bare 404.
 */
async function pageOrNotFound(params: Promise<LocaleParams>, slug: string, at: string, path?: RenderContext['path'], preview: PreviewState | null = null) {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { path, flags, preview });
  if (!context) notFound();
  const loaded = await loadPage(slug, context.country.code, context.locale, preview !== null);
  const unsaved = preview?.unsaved;
  const checked = checkPage(loaded && unsaved && Object.keys(unsaved).length ? await withUnsaved(loaded, unsaved, context.locale) : loaded, slug);
  if (checked.kind === 'valid') return { page: checked.page, context, report: null };
  logPageNotFound(at, { country, lang, ...(checked.kind === 'invalid' ? { reason: 'invalid page entry' } : {}) });
  if (checked.kind === 'invalid' && preview) return { page: null, context, report: <PageReport entry={checked.entry} errors={checked.errors} path={at} /> };
  notFound();
}

/** The category chain of a deeper path, or a 404 when the catalogue has no such category. */
async function categoryOrNotFound(params: Promise<LocaleParams>, at: string, path: RoutePath, categoryPath: string) {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { path, flags });
  if (!context) notFound();
  const chain = categoryChain(await loadCategories(context.country.code, context.lang), categoryPath);
  if (!chain) {
    logPageNotFound(at, { country, lang, reason: 'unknown category' });
    notFound();
  }
  return { chain, context };
}

export async function cmsPageMetadata(params: Promise<LocaleParams>, slug: string, path?: RoutePath, preview = false): Promise<Metadata> {
  const { country, lang, flags } = await params;
  const context = renderContextFor(country, lang, { flags });
  if (!context) return {};
  const categoryPath = categoryPathOf(slug, path);
  if (categoryPath) {
    const chain = categoryChain(await loadCategories(context.country.code, context.lang), categoryPath);
    return chain ? pageMetadata(chain.at(-1)!.name, context.country, context.lang, { path: `/pages/${categoryPath}` }) : notFoundMetadata(country, lang);
  }
  const page = validPage(await loadPage(slug, context.country.code, context.locale, preview), slug);
  if (!page) return notFoundMetadata(country, lang);
  if (preview) return { ...pageMetadata(page.fields.title, context.country, context.lang), robots: { index: false } };
  // `/pages/about` shows the page of `/about`: one canonical URL, the page's own route.
  return pageMetadata(page.fields.title, context.country, context.lang, {
    path: cmsPagePath(slug),
    available: await pageAvailability(slug),
    ...(page.fields.description ? { description: page.fields.description } : {}),
  });
}

/**
 * Renders a CMS page (its title as the page's h1 for assistive technology, its blocks in order), or a category
 * page. `at` is the public path the route serves (`/`, `/about`, `/pages/sale`, `/preview/pages/sale`), for the
 * "Page Not Found: {path}" line. `preview` (the preview routes, editors only) renders the page's drafts.
 */
export async function CmsPage({ params, slug, at, path, preview = null, children }: { params: Promise<LocaleParams>; slug: string; at: string; path?: RenderContext['path']; preview?: PreviewState | null; children?: React.ReactNode }) {
  const categoryPath = categoryPathOf(slug, path);
  // Rendered in place (not as a child element) so that its 404 is decided here, before anything streams.
  if (categoryPath) return categoryPage({ params, at, path: path!, categoryPath });
  const { page, context, report } = await pageOrNotFound(params, slug, at, path, preview);
  if (!page) return report;
  const listing = await defaultListingFor(page, context);
  const blocks = await renderBlocks([...(page.fields.blocks ?? []), ...(listing ? [listing] : [])], context);
  return (
    <article className="cms-page" data-page-type={page.fields.pageType}>
      <h1 className="visually-hidden">{page.fields.title}</h1>
      {blocks}
      {children}
    </article>
  );
}

/** `/pages/{top}/{category}/{sub?}`: breadcrumb, the category's name and its product listing. */
async function categoryPage({ params, at, path, categoryPath }: { params: Promise<LocaleParams>; at: string; path: RoutePath; categoryPath: string }) {
  const { chain, context } = await categoryOrNotFound(params, at, path, categoryPath);
  const t = getTranslator(context.country, context.lang);
  const current = chain.at(-1)!;
  const listing = listingEntry(`category-${categoryPath.replace(/\//g, '-')}`, { category: categoryPath }) as ContentEntry;
  const blocks = await renderBlocks([listing], context);
  return (
    <article className="cms-page category-page" data-page-type="category">
      <header className="category-page__header">
        <Breadcrumb
          label={t('breadcrumb.label')}
          items={[{ label: t('breadcrumb.home'), href: context.href('/') }, ...chain.map((c) => ({ label: c.name, href: context.href(`/pages/${c.path}`) }))]}
        />
        <h1 className="category-page__title">{current.name}</h1>
      </header>
      {blocks}
      <JsonLd data={breadcrumbJsonLd([{ name: t('breadcrumb.home'), path: '/' }, ...chain.map((c) => ({ name: c.name, path: `/pages/${c.path}` }))], context.country, context.lang)} />
    </article>
  );
}
