/**
 * What changed in a page since it was last published (issue 18, "Changes since publish"): the page entry, each of
 * its blocks and the entries they link to (slides, tiles), field by field and per locale, the published value
 * beside the draft's. Pure: the caller hands in each entry's draft and published fields (server/studio/content.ts
 * reads them from the Management API: the entries and the published collection, `entry.getPublished`).
 *
 * Which (field, locale) pairs differ comes from **microdiff** (a kept deep diff of two JSON values); its deeper
 * paths (a rich-text node, one slide of a list) are gathered to their field and locale, and the whole value of
 * each side is shown as text. The order of the page's blocks is compared here, by id.
 */
import diff from 'microdiff';
import { documentToPlainTextString } from '@contentful/rich-text-plain-text-renderer';
import type { Document } from '@contentful/rich-text-types';
import type { EntryFields } from './form-schema';

/** One entry's fields as saved (draft) and as published; either is missing when there is none. */
export interface EntryVersions {
  id: string;
  contentType: string;
  draft?: EntryFields;
  published?: EntryFields;
}

export type ValueChange = 'added' | 'removed' | 'changed';

/** One field in one locale: its published value and its draft value, as text ('' when it has none). */
export interface FieldChange {
  field: string;
  locale: string;
  change: ValueChange;
  published: string;
  draft: string;
}

/**
 * An entry's state against the published page: `new` never published; `added` to the page since (a block that
 * may have been published elsewhere); `removed` from the page (or a slide from its block) since; `changed`;
 * `unchanged`.
 */
export type EntryState = 'new' | 'added' | 'removed' | 'changed' | 'unchanged';

export interface EntryChanges {
  id: string;
  contentType: string;
  state: EntryState;
  /** The block's position (1-based) in the published page and in the draft (blocks only). */
  position?: { published?: number; draft?: number };
  fields: FieldChange[];
}

export interface PageChanges {
  /** False when the page was never published: there is nothing to compare with. */
  published: boolean;
  page: EntryChanges;
  /** The blocks in the draft's order, then those removed since publishing. */
  blocks: EntryChanges[];
  /** True when blocks kept on the page are in another order than published. */
  reordered: boolean;
  /** The entries the blocks link to (slides, tiles), in the blocks' order. */
  linked: EntryChanges[];
  /** True when anything differs (what "No changes" is said for when false). */
  changed: boolean;
}

type Link = { sys?: { type?: unknown; linkType?: unknown; id?: unknown } };
const isLink = (value: unknown): value is { sys: { linkType: string; id: string } } =>
  !!value && typeof value === 'object' && (value as Link).sys?.type === 'Link' && typeof (value as Link).sys?.id === 'string';
const isDocument = (value: unknown): value is Document => !!value && typeof value === 'object' && (value as { nodeType?: unknown }).nodeType === 'document';

/** A field value as an editor reads it: text as is, rich text as plain text, a link by its name (or id). */
export function valueText(value: unknown, nameOf: (id: string) => string | undefined = () => undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isDocument(value)) return documentToPlainTextString(value, '\n');
  if (isLink(value)) return nameOf(value.sys.id) ?? `${value.sys.linkType === 'Asset' ? 'Image' : 'Entry'} ${value.sys.id}`;
  if (Array.isArray(value)) return value.map((v) => valueText(v, nameOf)).join(', ');
  return JSON.stringify(value);
}

/**
 * The fields that differ between the published and the draft fields, per locale, in field order (the draft's,
 * then fields only the published version had). `skip` names fields compared elsewhere (the page's `blocks`).
 */
export function fieldChanges(published: EntryFields, draft: EntryFields, options: { skip?: readonly string[]; nameOf?: (id: string) => string | undefined } = {}): FieldChange[] {
  const pairs = new Set<string>();
  for (const difference of diff(published, draft, { cyclesFix: false })) {
    const [field, locale] = difference.path as [string, string?];
    if (options.skip?.includes(field)) continue;
    // A whole field added or removed: each of its locales.
    const locales = locale === undefined ? Object.keys({ ...published[field], ...draft[field] }) : [locale];
    for (const l of locales) pairs.add(JSON.stringify([field, l]));
  }
  const order = [...new Set([...Object.keys(draft), ...Object.keys(published)])];
  return [...pairs]
    .map((p) => JSON.parse(p) as [string, string])
    .sort(([fa, la], [fb, lb]) => order.indexOf(fa) - order.indexOf(fb) || la.localeCompare(lb))
    .map(([field, locale]) => {
      const before = published[field]?.[locale];
      const after = draft[field]?.[locale];
      const change: ValueChange = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
      return { field, locale, change, published: valueText(before, options.nameOf), draft: valueText(after, options.nameOf) };
    });
}

const linkIds = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter(isLink).map((l) => l.sys.id);

/** The ids of the entries an entry links to in one locale (Link fields and lists of links to entries). */
export function linkedEntryIdsIn(fields: EntryFields | undefined, locale: string): string[] {
  return Object.values(fields ?? {}).flatMap((values) =>
    (Array.isArray(values[locale]) ? (values[locale] as unknown[]) : [values[locale]]).filter((v) => isLink(v) && v.sys.linkType === 'Entry').map((l) => (l as { sys: { id: string } }).sys.id),
  );
}

function entryChanges(entry: EntryVersions, nameOf: (id: string) => string | undefined, skip: readonly string[] = []): EntryChanges {
  const { id, contentType, draft, published } = entry;
  if (!published) return { id, contentType, state: 'new', fields: fieldChanges({}, draft ?? {}, { skip, nameOf }) };
  if (!draft) return { id, contentType, state: 'removed', fields: fieldChanges(published, {}, { skip, nameOf }) };
  const fields = fieldChanges(published, draft, { skip, nameOf });
  return { id, contentType, state: fields.length ? 'changed' : 'unchanged', fields };
}

/**
 * The page's changes since its last publish. `entries` holds every block and linked entry of the draft page and
 * of the published one (a removed block is still looked up by its id); an entry missing from it is left out.
 * `nameOf` names a linked entry or asset in the text of a link field (a slide's heading; else its id).
 */
export function pageChanges(page: EntryVersions, entries: readonly EntryVersions[], defaultLocale: string, nameOf: (id: string) => string | undefined = () => undefined): PageChanges {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const before = linkIds(page.published?.blocks?.[defaultLocale]);
  const after = linkIds(page.draft?.blocks?.[defaultLocale]);
  const kept = after.filter((id) => before.includes(id));
  const reordered = page.published !== undefined && kept.join() !== before.filter((id) => after.includes(id)).join();

  const blockIds = [...new Set([...after, ...before.filter((id) => !after.includes(id))])];
  const blocks = blockIds
    .filter((id) => byId.has(id))
    .map((id) => {
      const onPage = after.includes(id);
      const wasOnPage = before.includes(id);
      const own = entryChanges(onPage ? byId.get(id)! : { ...byId.get(id)!, draft: undefined }, nameOf);
      const state: EntryState = !onPage ? 'removed' : !wasOnPage && page.published ? (own.state === 'new' ? 'new' : 'added') : own.state;
      const position = { ...(wasOnPage ? { published: before.indexOf(id) + 1 } : {}), ...(onPage ? { draft: after.indexOf(id) + 1 } : {}) };
      return { ...own, state, position };
    });

  const draftLinked = after.flatMap((id) => linkedEntryIdsIn(byId.get(id)?.draft, defaultLocale));
  const publishedLinked = before.flatMap((id) => linkedEntryIdsIn(byId.get(id)?.published, defaultLocale));
  const linked = [...new Set([...draftLinked, ...publishedLinked])]
    .filter((id) => byId.has(id))
    .map((id) => {
      const entry = byId.get(id)!;
      return draftLinked.includes(id) ? entryChanges(entry, nameOf) : { ...entryChanges({ ...entry, draft: undefined }, nameOf), state: 'removed' as const };
    });

  const pageOwn = entryChanges(page, nameOf, ['blocks']);
  const changed =
    !page.published ||
    pageOwn.state !== 'unchanged' ||
    reordered ||
    blocks.some((b) => b.state !== 'unchanged') ||
    linked.some((l) => l.state !== 'unchanged');
  return { published: !!page.published, page: pageOwn, blocks, reordered, linked, changed };
}
