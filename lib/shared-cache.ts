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
  };
}

export function sharedCacheHeaders(inputs: RequestInputs, { setsCookie }: { setsCookie: boolean }): SharedCacheHeaders {
  const vary: string[] = [];
  if (inputs.siteCountryHeader) vary.push(SITE_COUNTRY_HEADER);
  if (inputs.acceptLanguage) vary.push('Accept-Language');
  if (inputs.personal) return { vary, cacheControl: 'private, no-store' };
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
