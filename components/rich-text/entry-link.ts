/**
 * Where a linked CMS entry lives in the store, for links inside rich text. An entry links only when it has
 * a `slug`; anything else is not linkable (the caller renders nothing, or plain text).
 */

/** A linked entry as it may appear in a rich-text node's `data.target`: normalized, or the SDK's shape. */
interface LinkedEntry {
  contentType?: unknown;
  sys?: { contentType?: { sys?: { id?: unknown } } };
  fields?: Record<string, unknown>;
}

export interface EntryLink {
  /** Store path, without the locale prefix. */
  path: string;
  /** The entry's own name for itself (title, name or heading), else its slug. */
  label: string;
}

const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}_-]*$/u;

export function entryLink(target: unknown): EntryLink | undefined {
  if (!target || typeof target !== 'object') return undefined;
  const entry = target as LinkedEntry;
  const fields = entry.fields;
  const slug = fields?.slug;
  if (typeof slug !== 'string' || !SLUG.test(slug)) return undefined;

  const contentType = typeof entry.contentType === 'string' ? entry.contentType : entry.sys?.contentType?.sys?.id;
  const path = pathFor(contentType, fields?.pageType, encodeURIComponent(slug));
  const label = [fields?.title, fields?.name, fields?.heading].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return { path, label: label ?? slug };
}

function pathFor(contentType: unknown, pageType: unknown, slug: string): string {
  if (contentType === 'brand') return `/brands/${slug}`;
  if (contentType === 'page') {
    if (pageType === 'home') return '/';
    if (pageType === 'about' || pageType === 'legal') return `/${slug}`;
    if (pageType === 'brand') return `/brands/${slug}`;
  }
  // Landing and category pages, and any other content with a slug, are content pages.
  return `/pages/${slug}`;
}
