/**
 * Paths that name nothing: a segment whose percent-encoding is not UTF-8 (`%C0%AF`, a lone `%`, a cut sequence
 * such as `%E0%A4%A`) or that decodes to a control character (`%00`). Next.js decodes dynamic segments itself and
 * answers such a path with a bare 500 (vercel/next.js#92527), so the proxy answers them first (SPEC §2: a page that
 * matches no route is the 404 page; an API path is a 400 with a message).
 */

const CONTROL = /[\u0000-\u001F\u007F]/;

/** The first segment of `pathname` (as sent, still encoded) that cannot name anything, or undefined. */
export function unreadablePathSegment(pathname: string): string | undefined {
  if (!pathname.includes('%')) return undefined;
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) continue;
    try {
      if (CONTROL.test(decodeURIComponent(segment))) return segment;
    } catch {
      return segment;
    }
  }
  return undefined;
}

/** The message of the API's 400 for such a path. */
export function unreadablePathMessage(segment: string): string {
  return `The path is not valid: "${segment.slice(0, 60)}" must be percent-encoded UTF-8 without control characters`;
}
