/**
 * Segment-specific blocks in the studio (issue 18): a `segmentBlocks` entry sits in a page's block list like any
 * block and holds blocks of its own, shown only to visitors in one of its user segments (renderer/segment-blocks.ts,
 * lib/user-segments.ts). Pure, so the editor (messages in place) and the publish API (422) share the check.
 */
import { SEGMENT_ID } from '@/lib/user-segments';
import { entryLink, linkedEntryIds, type EntryFields } from './form-schema';
import type { FieldProblem } from './validate';

/** The content type id (renderer/segment-blocks.ts `SEGMENT_BLOCKS_CONTENT_TYPE`; a test keeps them equal). */
export const SEGMENT_BLOCKS = 'segmentBlocks';
/** As the content schema allows (schemas/cms/segment-blocks.schema.json). */
export const MAX_SEGMENTS = 20;

export const isSegmentBlocks = (contentType: string) => contentType === SEGMENT_BLOCKS;

/** The segment ids a segment-blocks entry targets, as stored (not localized: default-locale values). */
export function segmentsOf(fields: EntryFields, defaultLocale: string): string[] {
  const value = fields.userSegments?.[defaultLocale];
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

/** The ids of the blocks inside a segment-blocks entry, in order. */
export const innerBlockIds = (fields: EntryFields, defaultLocale: string): string[] => linkedEntryIds(fields.blocks?.[defaultLocale]);

/** The entry's fields with its inner blocks replaced (ids in order), stored as links. */
export function withInnerBlocks(fields: EntryFields, ids: readonly string[], defaultLocale: string): EntryFields {
  return { ...fields, blocks: { [defaultLocale]: ids.map(entryLink) } };
}

/** The entry's fields with its segments replaced, in the order given by `order` (the store's list) when known. */
export function withSegments(fields: EntryFields, segments: readonly string[], defaultLocale: string, order: readonly string[] = []): EntryFields {
  const rank = (s: string) => (order.includes(s) ? order.indexOf(s) : order.length);
  const sorted = [...new Set(segments)].sort((a, b) => rank(a) - rank(b));
  return { ...fields, userSegments: { [defaultLocale]: sorted } };
}

/** The entry's editors-only title (empty: removed). */
export function withTitle(fields: EntryFields, title: string, defaultLocale: string): EntryFields {
  const next = { ...fields };
  if (title.trim()) next.title = { [defaultLocale]: title };
  else delete next.title;
  return next;
}

/** A fresh segment-blocks entry's fields: no segment chosen yet, no blocks. */
export const emptySegmentBlocks = (defaultLocale: string): EntryFields => ({ userSegments: { [defaultLocale]: [] }, blocks: { [defaultLocale]: [] } });

/**
 * What keeps a segment-blocks entry from being published: no segment (it would show to no one, or, read as
 * untargeted, to everyone), a malformed id, more than the schema allows, or (when the store's list is given) a
 * segment the store does not have.
 */
export function segmentBlocksProblems(fields: EntryFields, defaultLocale: string, known?: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const raw = fields.userSegments?.[defaultLocale];
  const segments = segmentsOf(fields, defaultLocale);
  if (raw !== undefined && (!Array.isArray(raw) || segments.length !== raw.length)) problems.push({ field: 'userSegments', locale: '', message: 'User segments must be a list of segment ids.' });
  if (segments.length === 0) problems.push({ field: 'userSegments', locale: '', message: 'Choose at least one user segment: these blocks show only to visitors in the segments chosen.' });
  if (segments.length > MAX_SEGMENTS) problems.push({ field: 'userSegments', locale: '', message: `Choose at most ${MAX_SEGMENTS} user segments.` });
  const malformed = segments.filter((s) => !SEGMENT_ID.test(s));
  if (malformed.length) problems.push({ field: 'userSegments', locale: '', message: `Not a segment id: ${malformed.join(', ')}.` });
  const unknown = known ? segments.filter((s) => SEGMENT_ID.test(s) && !known.includes(s)) : [];
  if (unknown.length) problems.push({ field: 'userSegments', locale: '', message: `The store has no user segment ${unknown.join(', ')}; untick it.` });
  const blocks = fields.blocks?.[defaultLocale];
  if (blocks !== undefined && !Array.isArray(blocks)) problems.push({ field: 'blocks', locale: '', message: 'Blocks must be a list of linked entries.' });
  return problems;
}

/**
 * Every entry below `roots` (linked entries and blocks inside segment blocks, at any depth), each once, children
 * before the entries that link to them: the order to save and publish in, so nothing saved or published ever links
 * to an entry that is not. The roots themselves are left out; a link back up (a cycle) is not followed twice.
 */
export function saveOrder(roots: readonly string[], childrenOf: (id: string) => readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>(roots);
  const visit = (id: string) => {
    for (const child of childrenOf(id)) {
      if (seen.has(child)) continue;
      seen.add(child);
      visit(child);
      order.push(child);
    }
  };
  for (const root of roots) visit(root);
  return order;
}
