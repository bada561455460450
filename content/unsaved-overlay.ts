/**
 * The studio's live preview (issue 33): an editor's unsaved fields laid over the draft entries a preview page read.
 * The studio keeps the fields it has not saved (by entry id, in the Management API's shape: field → locale → value,
 * links as `{ sys: { type: 'Link' } }`) for the editor's session (server/studio/unsaved-state.ts); a preview page in
 * that session lays them over the normalized draft tree here, in the page's locale with Contentful's fallback, and
 * resolves their links: to the unsaved entries (new blocks included), to the entries and assets already in the tree,
 * else through `resolve` (an entry or asset picked but not in the saved draft). Pure, apart from `resolve`.
 */
import space from '@/demo-data/content/space.json';
import type { ContentAsset, ContentEntry } from '@/renderer/types';
import type { UnsavedEntries } from '@/schemas/api/studio';

export type { UnsavedEntries };

/** Loads an entry or asset the tree lacks (normalized, in the page's locale); undefined when there is none. */
export type UnsavedResolver = (kind: 'Entry' | 'Asset', id: string) => Promise<ContentEntry | ContentAsset | undefined>;

type Link = { sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string } };

const MAX_DEPTH = 12;

/** A locale and the locales it falls back to (the space's `fallbackCode`), ending with the default locale. */
export function fallbackChain(locale: string): string[] {
  const byCode = new Map(space.locales.map((l) => [l.code, l]));
  const chain: string[] = [];
  for (let code: string | null | undefined = locale; code && !chain.includes(code); code = byCode.get(code)?.fallbackCode) chain.push(code);
  const fallback = space.locales.find((l) => l.default)?.code;
  if (fallback && !chain.includes(fallback)) chain.push(fallback);
  return chain;
}

const isLink = (value: unknown): value is Link => {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  return !!sys && sys.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string';
};

const isEntry = (value: unknown): value is ContentEntry => !!value && typeof value === 'object' && 'contentType' in value && 'fields' in value && 'id' in value;
const isAsset = (value: unknown): value is ContentAsset => !!value && typeof value === 'object' && 'url' in value && 'id' in value && !('fields' in value);

/** Every entry and asset of a normalized tree, by id (the first of each). */
function collect(tree: unknown): { entries: Map<string, ContentEntry>; assets: Map<string, ContentAsset> } {
  const entries = new Map<string, ContentEntry>();
  const assets = new Map<string, ContentAsset>();
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((v) => walk(v, depth + 1));
    if (isEntry(value)) {
      if (!entries.has(value.id)) entries.set(value.id, value);
      return Object.values(value.fields as Record<string, unknown>).forEach((v) => walk(v, depth + 1));
    }
    if (isAsset(value)) {
      if (!assets.has(value.id)) assets.set(value.id, value);
      return;
    }
    Object.values(value).forEach((v) => walk(v, depth + 1));
  };
  walk(tree, 0);
  return { entries, assets };
}

/**
 * `entry` (a normalized draft tree: a page with its blocks) with the unsaved fields laid over every entry of it they
 * name, in `locale`. Without unsaved entries the tree is answered as it is.
 */
export async function layUnsaved(entry: ContentEntry, unsaved: UnsavedEntries, locale: string, resolve: UnsavedResolver): Promise<ContentEntry> {
  if (!Object.keys(unsaved).length) return entry;
  const known = collect(entry);
  const chain = fallbackChain(locale);
  const fetched = new Map<string, Promise<ContentEntry | ContentAsset | undefined>>();
  const fetchOnce = (kind: 'Entry' | 'Asset', id: string) => {
    const key = `${kind}:${id}`;
    if (!fetched.has(key)) fetched.set(key, resolve(kind, id).catch(() => undefined));
    return fetched.get(key)!;
  };

  /** A stored value in the page's locale: links resolved, unresolvable ones left out (as the SDK does). */
  async function value(raw: unknown, depth: number, ancestors: ReadonlySet<string>): Promise<unknown> {
    if (depth > MAX_DEPTH || raw === null || typeof raw !== 'object') return raw;
    if (isLink(raw)) {
      const { linkType, id } = raw.sys;
      if (linkType === 'Asset') return known.assets.get(id) ?? (await fetchOnce('Asset', id));
      if (ancestors.has(id)) return undefined;
      return lay(known.entries.get(id) ?? unsavedOnly(id) ?? (await fetchOnce('Entry', id)), depth + 1, ancestors);
    }
    if (Array.isArray(raw)) return (await Promise.all(raw.map((v) => value(v, depth + 1, ancestors)))).filter((v) => v !== undefined);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) out[k] = await value(v, depth + 1, ancestors);
    return out;
  }

  /** A new entry (never saved), from its unsaved fields alone. */
  const unsavedOnly = (id: string): ContentEntry | undefined => (unsaved[id] ? { id, contentType: unsaved[id].contentType, fields: {} } : undefined);

  /** An entry of the tree: its unsaved fields when it has some, else its own; the entries below it likewise. */
  async function lay(node: unknown, depth: number, ancestors: ReadonlySet<string>): Promise<unknown> {
    if (!isEntry(node)) return node;
    const inner = new Set(ancestors).add(node.id);
    const changed = unsaved[node.id];
    const fields: Record<string, unknown> = {};
    if (changed) {
      for (const [name, byLocale] of Object.entries(changed.fields)) {
        const code = chain.find((c) => byLocale[c] !== undefined && byLocale[c] !== null && byLocale[c] !== '');
        if (code === undefined) continue;
        const v = await value(byLocale[code], depth + 1, inner);
        if (v !== undefined) fields[name] = v;
      }
    } else {
      for (const [name, v] of Object.entries(node.fields as Record<string, unknown>)) fields[name] = await below(v, depth + 1, inner);
    }
    return { ...node, fields };
  }

  /** The entries inside a field that has no unsaved change (a block of a saved page), laid over in turn. */
  async function below(v: unknown, depth: number, ancestors: ReadonlySet<string>): Promise<unknown> {
    if (depth > MAX_DEPTH || !v || typeof v !== 'object') return v;
    if (isEntry(v)) return lay(v, depth, ancestors);
    if (isAsset(v)) return v;
    if (Array.isArray(v)) return Promise.all(v.map((x) => below(x, depth + 1, ancestors)));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = await below(x, depth + 1, ancestors);
    return out;
  }

  return (await lay(entry, 0, new Set())) as ContentEntry;
}
