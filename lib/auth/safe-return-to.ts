/**
 * The one place a `return_to` redirect target is accepted (DESIGN.md security sinks): only a same-origin
 * relative path is kept; anything else — another origin, a protocol-relative `//host`, a backslash trick
 * (`/\host`), a `javascript:` URL, control characters, or any of these percent-encoded — falls back to `/`.
 *
 * The check is made on the path as a browser would read it (issue 30): the value is parsed the WHATWG way against
 * a fixed origin first — backslashes become slashes, dot segments (`.`, `..`, `%2e`, `%2e%2e`) are resolved —
 * and the path that results must start with one slash only. Before, `/.//evil.example`, `/a/..//x`, `/%2e//` and
 * the like passed the check as written and came out of the parser as `//evil.example`, a link to another site.
 * The same is asked of the path with its percent-encoding undone (a twice-encoded `%252e%252e//` is refused too).
 */
const FALLBACK = '/';
const MAX_LENGTH = 2048;
const BASE = 'https://return-to.invalid';

/**
 * Undoes percent-encoding of ASCII characters, repeatedly (double-encoded payloads): what a path can hide behind
 * `%2F`, `%5C`, `%2E` or `%09` is ASCII. Other sequences (UTF-8 text, a stray `%`) are left as they are, so a
 * query holding `100%25` or Chinese text is still read. Undefined when still changing after five rounds.
 */
function asciiDecoded(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** `value` parsed against the fixed origin, when it stays there and its path starts with a single slash. */
function sameOriginPath(value: string): URL | undefined {
  // Written as a path from the root, never `//host`, `/\host` or a relative path (`cart`, `evil.example`).
  const path = value.split(/[?#]/, 1)[0];
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  // As parsed: dot segments resolved, so the path must still start with one slash.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return undefined;
  return url;
}

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return FALLBACK;
  const written = value.trim();
  // Where a browser goes is decided by the path alone; the query and fragment are kept as written (a search for
  // `%00` or `100%` is text, not a trick), so only the path is decoded and checked again.
  const decodedPath = asciiDecoded(written.split(/[?#]/, 1)[0]);
  if (decodedPath === undefined) return FALLBACK;
  // Control characters (tab, CR, LF…) are stripped by browsers and can smuggle in another origin.
  if (/[\u0000-\u001F\u007F]/.test(decodedPath)) return FALLBACK;
  const url = sameOriginPath(written);
  if (!url || !sameOriginPath(decodedPath)) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
