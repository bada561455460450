/**
 * The one place a `return_to` redirect target is accepted (DESIGN.md security sinks): only a same-origin
 * relative path is kept; anything else — another origin, a protocol-relative `//host`, a backslash trick
 * (`/\host`), a `javascript:` URL, control characters, or any of these percent-encoded — falls back to `/`.
 */
const FALLBACK = '/';
const MAX_LENGTH = 2048;

/** Decodes percent-encoding repeatedly (double-encoded payloads), giving up on malformed input. */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined; // still changing after five rounds: not a path a person wrote
}

export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return FALLBACK;
  const decoded = fullyDecoded(value.trim());
  if (decoded === undefined) return FALLBACK;
  // Control characters (tab, CR, LF…) are stripped by browsers and can smuggle in another origin.
  if (/[\u0000-\u001F\u007F]/.test(decoded)) return FALLBACK;
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return FALLBACK;
  // Resolve against a fixed origin: a path that leaves it is not ours.
  const base = 'https://return-to.invalid';
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== base) return FALLBACK;
  return `${url.pathname}${url.search}${url.hash}`;
}
