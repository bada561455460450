/**
 * The session as route handlers see it: who is signed in (the `jwt-data` + `jwt-signature` cookies, or an
 * `Authorization: Bearer` access token from a server or app), and the session cookies written onto an answer
 * (SPEC §3/§9 attributes from lib/cookies.ts, the one cookie module).
 */
import 'server-only';
import type { NextResponse } from 'next/server';
import { COOKIES, cookieOptions, readCookieHeader, type CookieKey } from '@/lib/cookies';
import { verifyAccessToken, type AccessClaims } from '@/commerce/accounts/tokens';
import type { SessionTokens } from '@/commerce/accounts/sessions';

/** A cookie of the request, by its key in lib/cookies.ts (read by the one cookie parser there). */
export function requestCookie(request: Request, key: CookieKey): string | undefined {
  return readCookieHeader(request.headers.get('cookie'), key);
}

/** The access token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1];
}

/** The signed-in account's claims, or undefined (no session, a forged or an expired token). */
export async function readSession(request: Request): Promise<AccessClaims | undefined> {
  const bearer = bearerToken(request);
  if (bearer) {
    const lastDot = bearer.lastIndexOf('.');
    return verifyAccessToken(bearer.slice(0, lastDot), bearer.slice(lastDot + 1));
  }
  return verifyAccessToken(requestCookie(request, 'jwtData'), requestCookie(request, 'jwtSignature'));
}

function setCookie(response: NextResponse, key: CookieKey, value: string) {
  response.cookies.set(COOKIES[key].name, value, cookieOptions(key));
}

/** Writes a new session onto an answer: jwt-data (readable), jwt-signature and jwt-refresh-token (HTTP-only), device-id. */
export function setSessionCookies(response: NextResponse, session: SessionTokens): NextResponse {
  setCookie(response, 'jwtData', session.jwtData);
  setCookie(response, 'jwtSignature', session.jwtSignature);
  setCookie(response, 'jwtRefreshToken', session.refreshToken);
  setCookie(response, 'deviceId', session.deviceId);
  return response;
}

/** Removes the session cookies (the device id stays: it names the browser, not the session). */
export function clearSessionCookies(response: NextResponse): NextResponse {
  for (const key of ['jwtData', 'jwtSignature', 'jwtRefreshToken'] as const) {
    response.cookies.set(COOKIES[key].name, '', { ...cookieOptions(key), maxAge: 0 });
  }
  return response;
}

const LOCAL_HOST = /^(?:[a-z0-9-]+\.)*localhost(?::\d+)?$|^127\.0\.0\.1(?::\d+)?$/i;

/**
 * The storefront origin links in emails to someone of `country` point to. The request's host is used only when
 * it is that country's domain (or a subdomain of it) or a local development host; anything else (another
 * country's storefront, or a forged `Host` asking for a reset link to another site) gets the country's domain.
 */
export function linkOrigin(request: Request, country: { domain: string }): string {
  const url = new URL(request.url);
  const host = (request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || url.host).toLowerCase();
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() || url.protocol.replace(':', '');
  const bare = host.replace(/:\d+$/, '');
  if (LOCAL_HOST.test(host)) return `${proto === 'https' ? 'https' : 'http'}://${host}`;
  if (bare === country.domain || bare.endsWith(`.${country.domain}`)) return `https://${bare}`;
  return `https://${country.domain}`;
}
