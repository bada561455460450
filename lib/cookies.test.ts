import { describe, expect, it } from 'vitest';
import { COOKIES, cookieOptions, languageCookieValue, languageFromCookie, readCookieHeader, serializeCookie } from './cookies';

describe('cookies (SPEC §3, §9)', () => {
  it('country and language cookies last 365 days on path /', () => {
    expect(serializeCookie('country', 'TH')).toBe('locale=TH; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(serializeCookie('language', languageCookieValue('th'))).toBe('language=lng_th; Path=/; Max-Age=31536000; SameSite=Lax');
  });
  it('JWT cookies last 5184000 s, SameSite=Lax, Secure; signature and refresh token are HTTP-only', () => {
    expect(serializeCookie('jwtData', 'x')).toBe('jwt-data=x; Path=/; Max-Age=5184000; SameSite=Lax; Secure');
    expect(serializeCookie('jwtSignature', 'x')).toBe('jwt-signature=x; Path=/; Max-Age=5184000; SameSite=Lax; Secure; HttpOnly');
    expect(serializeCookie('jwtRefreshToken', 'x')).toBe('jwt-refresh-token=x; Path=/; Max-Age=5184000; SameSite=Lax; Secure; HttpOnly');
  });
  it('the visitor cookie lasts 31536000 s on path /, and removal sets Max-Age=0', () => {
    expect(COOKIES.visitor.maxAge).toBe(31_536_000);
    expect(serializeCookie('visitor', 'abc', { remove: true })).toMatch(/Max-Age=0/);
  });
  it('gives Next the same attributes', () => {
    expect(cookieOptions('jwtSignature')).toEqual({ path: '/', httpOnly: true, secure: true, sameSite: 'lax', maxAge: 5_184_000 });
    expect(cookieOptions('visitorCountry')).toEqual({ path: '/', httpOnly: false, secure: false, sameSite: 'lax' });
  });
  it('stores the language as lng_<code>', () => {
    expect(languageFromCookie('lng_zh')).toBe('zh');
    expect(languageFromCookie('zh')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
  it('encodes values', () => {
    expect(serializeCookie('country', 'a b;c')).toMatch(/^locale=a%20b%3Bc;/);
  });
  it('reads one of our cookies from a Cookie header, decoded; a malformed escape is kept as it is', () => {
    expect(readCookieHeader('a=1; kameleoonVisitorCode=abc%20d; locale=SG', 'visitor')).toBe('abc d');
    expect(readCookieHeader('kameleoonSimulationFFData=%E0%A4%A', 'experimentSimulation')).toBe('%E0%A4%A');
    expect(readCookieHeader(undefined, 'country')).toBeUndefined();
    expect(readCookieHeader('localeX=SG', 'country')).toBeUndefined();
  });
});
