/**
 * What a shared cache in front of the store (a CDN, nginx) may do with an answer of the proxy (issue 20). Pages are
 * sent with `s-maxage`, and a cache on its defaults keys them by URL and host; so an answer that read anything
 * else — the `x-site-country` header (the host named no country), Accept-Language (a first visit's language), a
 * cookie (the country or language cookie, the visitor's experiment cookies when a page flag can differ between
 * visitors) — is `Cache-Control: private`, and so is an answer that sets a cookie (a shared copy would hand one
 * browser's cookies to the next). An editor's page (the studio's session, draft mode on a preview path) is
 * `private, no-store`.
 *
 * The request headers it read are also named in `Vary` (the redirects keep it; on a page Next sets its own `Vary`
 * after the proxy, replacing ours, so `private` is what holds there). Not `Vary: Cookie`: it would split a cache
 * by every browser's whole Cookie header (the device id alone is one per browser) and some CDNs ignore `Vary`.
 *
 * An answer that read only the URL and the host (a country's domain, a language prefix or parameter, page flags
 * alike for every visitor) keeps Next's `s-maxage` and stays shared.
 */

import { COOKIES } from './cookies';

/** What one answer read besides the URL and the host. */
export interface RequestInputs {
  siteCountryHeader: boolean;
  acceptLanguage: boolean;
  cookies: boolean;
  /**
   * An editor's session or draft mode (the studio, a preview path): stored nowhere. Next answers these dynamic pages
   * `no-store` only when no Cache-Control is set before it, so a bare `private` from the proxy would weaken them.
   */
  personal?: boolean;
  /**
   * A cookie or header a cache's key holds came more than once, or in a spelling a cache may read as it (issue 30,
   * `ambiguousCacheInputs`): a cache in front may have keyed the request on another occurrence than the one the
   * store read, so the answer is stored nowhere.
   */
  ambiguous?: boolean;
}

export const NO_INPUTS: RequestInputs = { siteCountryHeader: false, acceptLanguage: false, cookies: false };

export interface SharedCacheHeaders {
  /** Request headers to add to `Vary` (none: leave it as it is). */
  vary: string[];
  /** The Cache-Control to send in place of Next's `s-maxage` (undefined: Next's stands, the answer is shared). */
  cacheControl?: 'private' | 'private, no-store';
}

export const SITE_COUNTRY_HEADER = 'x-site-country';

/** Merges what several parts of a decision read. */
export function readEither(...parts: Partial<RequestInputs>[]): RequestInputs {
  return {
    siteCountryHeader: parts.some((p) => !!p.siteCountryHeader),
    acceptLanguage: parts.some((p) => !!p.acceptLanguage),
    cookies: parts.some((p) => !!p.cookies),
    personal: parts.some((p) => !!p.personal),
    ambiguous: parts.some((p) => !!p.ambiguous),
  };
}

export function sharedCacheHeaders(inputs: RequestInputs, { setsCookie }: { setsCookie: boolean }): SharedCacheHeaders {
  const vary: string[] = [];
  if (inputs.siteCountryHeader) vary.push(SITE_COUNTRY_HEADER);
  if (inputs.acceptLanguage) vary.push('Accept-Language');
  if (inputs.personal || inputs.ambiguous) return { vary, cacheControl: 'private, no-store' };
  return vary.length > 0 || inputs.cookies || setsCookie ? { vary, cacheControl: 'private' } : { vary };
}

/** A `Vary` value with `names` added to `current` (case-insensitive, no repeats; `*` stays `*`). */
export function withVary(current: string | null | undefined, names: readonly string[]): string | undefined {
  const listed = (current ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  if (listed.includes('*')) return '*';
  const seen = new Set(listed.map((v) => v.toLowerCase()));
  for (const name of names) {
    if (!seen.has(name.toLowerCase())) {
      listed.push(name);
      seen.add(name.toLowerCase());
    }
  }
  return listed.length > 0 ? listed.join(', ') : undefined;
}

/** Next's draft-mode cookie (its signed `__prerender_bypass`): a cache in front passes a request that has it. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The cookies a cache in front keys pages on or decides by (the nginx template: the country, language and page-flags
 * cookies in the key, draft mode and an experiment simulation to pass the cache): each must reach the store once.
 */
export const CACHE_KEY_COOKIES: readonly string[] = [COOKIES.country.name, COOKIES.language.name, COOKIES.experimentFlags.name, COOKIES.experimentSimulation.name, DRAFT_MODE_COOKIE];

/**
 * The request headers the nginx template keys pages on: the host, the CDN's host and country headers and Next's
 * router headers. None of them ever holds a list, so a comma in one is two headers joined (Node joins a repeated
 * header with ", ", while nginx reads the first).
 */
export const CACHE_KEY_HEADERS: readonly string[] = ['host', SITE_COUNTRY_HEADER, 'x-forwarded-host', 'rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'];

/**
 * Set by the server preload scripts/lib/repeated-headers.mjs: the headers the request's head repeats. The proxy does
 * not see Next's router headers (Next takes them out before it runs) and Node keeps only the first Host.
 */
export const REPEATED_HEADERS_HEADER = 'x-atelier-repeated-headers';

/**
 * Every value of cookie `name` in a Cookie header, in order, as a browser writes it (`name=value`, pairs split at
 * `;`). Next's own reading (`request.cookies.get`) takes the last of them; a browser sends the most specific one
 * first (RFC 6265 §5.4: longer path, then older), and so does the first one a cache in front keys on.
 */
export function cookieValues(header: string | null | undefined, name: string): string[] {
  const values: string[] = [];
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) values.push(pair.slice(at + 1).trim());
  }
  return values;
}

/**
 * How many pairs of a Cookie header a lenient reader may take for cookie `name`: nginx's `$cookie_NAME` matches the
 * name in any case, with spaces before the `=`, and splits pairs at `,` as well as `;` (seen on nginx 1.22), so
 * `LOCALE=TH`, `locale =TH` and `a=1,locale=TH` are `locale` to it but not to Next.
 */
function lenientCookieCount(header: string, name: string): number {
  const lower = name.toLowerCase();
  let count = 0;
  for (const pair of header.split(/[;,]/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim().toLowerCase() === lower) count += 1;
  }
  return count;
}

/**
 * The first value of cookie `name`, decoded as Next decodes cookies; undefined when there is none (or it cannot be
 * decoded). The store decides by this one, the occurrence a cache in front keys on.
 */
export function firstCookie(header: string | null | undefined, name: string): string | undefined {
  const [first] = cookieValues(header, name);
  if (first === undefined) return undefined;
  try {
    return decodeURIComponent(first);
  } catch {
    return undefined;
  }
}

/** The first of a header's comma-joined values (Node joins a repeated header with ", "), trimmed; null when absent. */
export function firstHeaderValue(value: string | null | undefined): string | null {
  if (value == null) return null;
  return value.split(',')[0].trim();
}

/**
 * The cache-key cookies and headers of a request that a cache in front may read otherwise than the store (issue 30):
 * a key cookie sent twice (in one Cookie header or two, which Node joins with "; "), or in a spelling only a lenient
 * reader takes for it; a key header sent twice (joined with ", ", or named by the repeated-headers preload). Empty when
 * every input reads one way.
 */
export function ambiguousCacheInputs(headers: Pick<Headers, 'get'>): string[] {
  const found: string[] = [];
  const cookie = headers.get('cookie') ?? '';
  for (const name of CACHE_KEY_COOKIES) {
    const exact = cookieValues(cookie, name).length;
    if (exact > 1 || lenientCookieCount(cookie, name) !== exact) found.push(`cookie ${name}`);
  }
  const repeated = new Set((headers.get(REPEATED_HEADERS_HEADER) ?? '').split(',').map((name) => name.trim()));
  for (const name of CACHE_KEY_HEADERS) {
    if (repeated.has(name) || headers.get(name)?.includes(',')) found.push(`header ${name}`);
  }
  return found;
}
