/**
 * Every cookie the store sets, with its SPEC §3/§9 attributes. Cookies are written only through this
 * module (the proxy, route handlers and the browser all take their options from here).
 */
const DAY = 24 * 60 * 60;

export interface CookieSpec {
  name: string;
  /** Seconds; undefined for a session cookie. */
  maxAge?: number;
  path: '/';
  httpOnly: boolean;
  secure: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

const jwt = { maxAge: 5_184_000, path: '/', secure: true, sameSite: 'lax' } as const;

export const COOKIES = {
  /** Country code, upper case (SPEC calls this cookie `locale`). */
  country: { name: 'locale', maxAge: 365 * DAY, path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
  /** Interface language, stored as `lng_<code>`. */
  language: { name: 'language', maxAge: 365 * DAY, path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
  jwtData: { name: 'jwt-data', ...jwt, httpOnly: false },
  jwtSignature: { name: 'jwt-signature', ...jwt, httpOnly: true },
  jwtRefreshToken: { name: 'jwt-refresh-token', ...jwt, httpOnly: true },
  deviceId: { name: 'device-id', maxAge: 365 * DAY, path: '/', httpOnly: true, secure: false, sameSite: 'lax' },
  /** Experiment visitor code. */
  visitor: { name: 'kameleoonVisitorCode', maxAge: 31_536_000, path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
  /**
   * Simulated experiment variations set by the vendor's simulation panel (URI-encoded JSON
   * `{ featureKey: { expId, varId } }`). The store only reads it; session cookie.
   */
  experimentSimulation: { name: 'kameleoonSimulationFFData', path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
  /**
   * The visitor's page-flags segment (lib/experiments/page-flags.ts), for a CDN's cache key: the public URL is
   * the same for every variant of a page. Session cookie; the store itself never reads it.
   */
  experimentFlags: { name: 'experiment-flags', path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
  /** The visitor's consent to experiment tracking, as the consent banner records it: `1` given, `0` refused. */
  experimentConsent: { name: 'experiment-consent', maxAge: 365 * DAY, path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
  /** The visitor's geo country as the CDN reported it; read by the welcome mat island. Session cookie. */
  visitorCountry: { name: 'visitor-country', path: '/', httpOnly: false, secure: false, sameSite: 'lax' },
} as const satisfies Record<string, CookieSpec>;

export type CookieKey = keyof typeof COOKIES;

const LANGUAGE_PREFIX = 'lng_';

export function languageCookieValue(lang: string): string {
  return `${LANGUAGE_PREFIX}${lang}`;
}

/** `lng_th` → `th`; anything else → undefined. */
export function languageFromCookie(value: string | undefined | null): string | undefined {
  if (!value || !value.startsWith(LANGUAGE_PREFIX)) return undefined;
  return value.slice(LANGUAGE_PREFIX.length) || undefined;
}

/** Options in the shape of Next's `ResponseCookies.set` (and `cookies().set`). */
export function cookieOptions(key: CookieKey) {
  const spec: CookieSpec = COOKIES[key];
  return {
    path: spec.path,
    httpOnly: spec.httpOnly,
    secure: spec.secure,
    sameSite: spec.sameSite,
    ...(spec.maxAge !== undefined ? { maxAge: spec.maxAge } : {}),
  };
}

/** A Set-Cookie header value; `remove` writes Max-Age=0. */
export function serializeCookie(key: CookieKey, value: string, { remove = false } = {}): string {
  const spec: CookieSpec = COOKIES[key];
  const parts = [`${spec.name}=${encodeURIComponent(value)}`, `Path=${spec.path}`];
  if (remove) parts.push('Max-Age=0');
  else if (spec.maxAge !== undefined) parts.push(`Max-Age=${spec.maxAge}`);
  if (spec.sameSite) parts.push(`SameSite=${spec.sameSite[0].toUpperCase()}${spec.sameSite.slice(1)}`);
  if (spec.secure) parts.push('Secure');
  if (spec.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Sets a cookie from the browser. HTTP-only cookies cannot be, and are refused. */
export function setBrowserCookie(key: CookieKey, value: string, { remove = false } = {}): void {
  if (COOKIES[key].httpOnly) throw new Error(`Cookie ${COOKIES[key].name} is HTTP-only`);
  document.cookie = serializeCookie(key, value, { remove });
}

/** Reads a cookie in the browser. */
export function readBrowserCookie(key: CookieKey): string | undefined {
  return readCookieHeader(document.cookie, key);
}

/** Reads one of our cookies from a `Cookie` header (or `document.cookie`); undefined when absent. */
export function readCookieHeader(header: string | null | undefined, key: CookieKey): string | undefined {
  if (!header) return undefined;
  const name = COOKIES[key].name;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return v.join('=');
      }
    }
  }
  return undefined;
}
