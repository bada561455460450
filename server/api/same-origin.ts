/**
 * Cross-site request protection for mutating API routes (DESIGN.md security sinks: "Mutating API routes
 * check Origin/Sec-Fetch-Site"). A browser always tells where a request comes from; a non-browser client
 * (server, app, curl) sends neither header and is let through, since it cannot ride on a shopper's cookies.
 *
 * The decision, in order:
 * 1. Safe methods (GET, HEAD, OPTIONS) are not checked — but for a route whose GET changes state (`changesState`: the
 *    studio's preview route turns on draft mode and sets cookies), which a link from another site must not do.
 * 2. An `Origin` listed in `trustedOrigins` passes.
 * 3. `Sec-Fetch-Site` present: `same-origin` and `none` (typed into the address bar, a bookmark) pass;
 *    `same-site` and `cross-site` are refused. Browsers set this header and pages cannot forge it.
 * 4. No `Sec-Fetch-Site` (older browsers): an `Origin` must name this server's host (`Host` or the CDN's
 *    `X-Forwarded-Host`); `Origin: null` (sandboxed frames, privacy redirects) is refused.
 * 5. Neither header: a non-browser client; it passes.
 */
import 'server-only';
import { jsonError } from './respond';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SameOriginDecision = { ok: true } | { ok: false; reason: string };

export interface SameOriginOptions {
  /** Origins (scheme://host[:port]) allowed in addition to this server's own, e.g. another storefront domain. */
  trustedOrigins?: readonly string[];
  /** The route's GET changes state: it is checked like a mutation (a cross-site link or frame is refused). */
  changesState?: boolean;
}

/** The origin (scheme://host[:port]) of a URL, or undefined when it is not a URL with a host. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.host ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The hosts this request was addressed to: the `Host` header, the CDN's `X-Forwarded-Host` and the URL's host. */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set<string>();
  const add = (value: string | null | undefined) => {
    const host = value?.split(',')[0]?.trim().toLowerCase();
    if (host) hosts.add(host);
  };
  add(request.headers.get('host'));
  add(request.headers.get('x-forwarded-host'));
  add(originOf(request.url) ? new URL(request.url).host : undefined);
  return hosts;
}

/** Whether a request may change state on behalf of whoever sent it. Pure: reads only the request's method, URL and headers. */
export function checkSameOrigin(request: Request, options: SameOriginOptions = {}): SameOriginDecision {
  if (SAFE_METHODS.has(request.method.toUpperCase()) && !options.changesState) return { ok: true };
  const origin = request.headers.get('origin')?.trim();
  const trusted = new Set((options.trustedOrigins ?? []).map((o) => originOf(o)).filter((o): o is string => !!o));
  const requestOrigin = origin ? originOf(origin) : undefined;
  if (requestOrigin && trusted.has(requestOrigin)) return { ok: true };

  const fetchSite = request.headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) {
    if (fetchSite === 'same-origin' || fetchSite === 'none') return { ok: true };
    return { ok: false, reason: `Sec-Fetch-Site is ${fetchSite}` };
  }
  if (origin === undefined || origin === '') return { ok: true };
  if (!requestOrigin) return { ok: false, reason: `Origin ${origin} is not a web origin` };
  if (ownHosts(request).has(new URL(requestOrigin).host)) return { ok: true };
  return { ok: false, reason: `Origin ${requestOrigin} is not this site` };
}

/** The trusted origins from `API_TRUSTED_ORIGINS` (comma-separated), read per call so tests and deployments can set it. */
export function trustedOriginsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  return (env.API_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The 403 answer for a cross-site request to a mutating route, or null when the request may proceed. */
export function rejectCrossSite(request: Request, options: SameOriginOptions = {}) {
  const decision = checkSameOrigin(request, { trustedOrigins: trustedOriginsFromEnv(), ...options });
  return decision.ok ? null : jsonError(403, 'Cross-site requests are not allowed', { reason: decision.reason });
}
