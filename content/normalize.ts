/**
 * Turns SDK entries (links resolved) into the renderer's `ContentEntry` / `ContentAsset` shapes. Walks
 * Object fields and rich-text documents too, so embedded entries are normalized wherever they appear.
 */
import type { ContentAsset, ContentEntry } from '@/renderer/types';

type Sys = { id?: string; type?: string; contentType?: { sys?: { id?: string } } };
type Node = { sys?: Sys; fields?: Record<string, unknown> } & Record<string, unknown>;

const MAX_DEPTH = 12;

export function normalizeEntry(raw: unknown): ContentEntry | undefined {
  const value = normalizeValue(raw, 0, new Set());
  return isEntry(value) ? value : undefined;
}

function isEntry(value: unknown): value is ContentEntry {
  return !!value && typeof value === 'object' && 'contentType' in value && 'fields' in value && 'id' in value;
}

function normalizeValue(value: unknown, depth: number, ancestors: Set<string>): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return value.map((v) => normalizeValue(v, depth + 1, ancestors)).filter((v) => v !== undefined);
  }
  const node = value as Node;
  const type = node.sys?.type;
  if (type === 'Asset') return toAsset(node);
  if (type === 'Link') return undefined; // unresolvable (unpublished, deleted or beyond include depth)
  if (type === 'Entry') {
    const id = node.sys?.id ?? '';
    if (ancestors.has(id)) return undefined; // a circular reference: render it once
    const contentType = node.sys?.contentType?.sys?.id ?? 'unknown';
    const inner = new Set(ancestors).add(id);
    const fields: Record<string, unknown> = {};
    for (const [name, v] of Object.entries(node.fields ?? {})) {
      const normalized = normalizeValue(v, depth + 1, inner);
      if (normalized !== undefined) fields[name] = normalized;
    }
    return { id, contentType, fields } satisfies ContentEntry;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = normalizeValue(v, depth + 1, ancestors);
  return out;
}

/** An SDK asset as the renderer's `ContentAsset`; undefined without a file. */
export const normalizeAsset = (raw: unknown): ContentAsset | undefined => (raw && typeof raw === 'object' ? toAsset(raw as Node) : undefined);

function toAsset(node: Node): ContentAsset | undefined {
  const fields = (node.fields ?? {}) as {
    title?: string;
    description?: string;
    file?: { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } };
  };
  const file = fields.file;
  if (!file?.url) return undefined;
  const url = file.url.startsWith('//') ? `https:${file.url}` : file.url;
  return {
    id: node.sys?.id ?? '',
    url,
    title: fields.title ?? '',
    ...(fields.description ? { description: fields.description } : {}),
    contentType: file.contentType ?? 'application/octet-stream',
    width: file.details?.image?.width ?? 0,
    height: file.details?.image?.height ?? 0,
  };
}

/** Every entry id in a normalized tree (for cache tags). */
export function entryIds(entry: ContentEntry): string[] {
  const ids = new Set<string>();
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    if (isEntry(value)) {
      ids.add(value.id);
      Object.values(value.fields as Record<string, unknown>).forEach(walk);
      return;
    }
    Object.values(value).forEach(walk);
  };
  walk(entry);
  return [...ids];
}
