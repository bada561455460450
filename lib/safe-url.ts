/**
 * The one link-scheme allow list for hrefs that come from content (DESIGN.md, security sinks).
 *
 * Allowed: `http:`, `https:`, `mailto:`, `tel:`, same-origin paths (`/…`) and fragments (`#…`). Everything
 * else is refused — `javascript:`, `data:`, `vbscript:`, `file:`, unknown schemes, protocol-relative
 * `//host` and `/\host` (they leave the site; write `https://` for an external link), bare relative paths
 * and query-only hrefs.
 *
 * The check is made on the href as a browser's URL parser would read it: leading and trailing C0 controls
 * and spaces are stripped and tabs and newlines are removed anywhere (so `java\tscript:` and ` javascript:`
 * are recognised). Character references such as `&#106;avascript:` are never decoded by the browser in a
 * React attribute, and an allow list refuses them anyway: they start with none of the allowed prefixes.
 */

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// What the WHATWG URL parser strips at the ends, and removes everywhere.
const EDGE_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TAB_OR_NEWLINE = /[\t\n\r]/g;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The href as the browser reads it, when it passes the allow list; otherwise null. */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.replace(EDGE_CONTROLS_AND_SPACES, '').replace(TAB_OR_NEWLINE, '');
  if (value === '' || CONTROL.test(value)) return null;

  if (value.startsWith('#')) return value;
  if (value.startsWith('/')) {
    // `//host` and `/\host` (browsers read `\` as `/`) are protocol-relative: another origin.
    return value[1] === '/' || value[1] === '\\' ? null : value;
  }

  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !ALLOWED_SCHEMES.has(scheme)) return null;
  if (scheme === 'http' || scheme === 'https') {
    // Must be written as an absolute URL with a host (not `https:evil` or `https://`).
    if (!/^https?:\/\//i.test(value)) return null;
    try {
      const url = new URL(value);
      if (!url.hostname) return null;
    } catch {
      return null;
    }
  } else if (value.length === scheme.length + 1) {
    return null; // `mailto:` / `tel:` with nothing after it
  }
  return value;
}

/** True when `href` may be rendered as a link's `href` (see `safeHref`). */
export function isSafeHref(href: unknown): href is string {
  return safeHref(href) !== null;
}

/** True for a same-origin path (`/…`, not `//…`): such links go through `context.href` for the locale prefix. */
export function isStorePath(href: string): boolean {
  return href.startsWith('/') && href[1] !== '/' && href[1] !== '\\';
}
