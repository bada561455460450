/**
 * SPEC §2: the page type is the first path segment, the third in sandbox, the second in preview; the
 * /preview prefix is stripped for tracking; /cart is not tracked as a page view. Paths are public paths;
 * a locale prefix is ignored.
 */
import { splitLocalePrefix } from './locale/paths';

const segmentsOf = (pathname: string) => splitLocalePrefix(pathname.split(/[?#]/)[0]).rest.split('/').filter(Boolean);

export function pageTypeOf(pathname: string): string {
  const segments = segmentsOf(pathname);
  if (segments.length === 0) return 'home';
  if (segments[0] === 'sandbox') return segments[2] ?? segments[1] ?? 'sandbox';
  if (segments[0] === 'preview') return segments[1] ?? 'preview';
  return segments[0];
}

/** The path tracking reports: without the locale prefix and without `/preview`. */
export function trackingPath(pathname: string): string {
  const segments = segmentsOf(pathname);
  const tracked = segments[0] === 'preview' ? segments.slice(1) : segments;
  return `/${tracked.join('/')}`;
}

export function tracksPageView(pathname: string): boolean {
  return trackingPath(pathname) !== '/cart';
}
