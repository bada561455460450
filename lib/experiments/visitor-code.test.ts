import { describe, expect, it } from 'vitest';
import { generateVisitorCode, revokedVisitorCookie, validateVisitorCode, visitorCodeFromCookieHeader, visitorCookie } from './visitor-code';
import { ExperimentError } from './errors';

describe('visitor code (SPEC §3, §5, §9)', () => {
  it('is 16 lower-case letters and digits, and varies', () => {
    const codes = new Set(Array.from({ length: 200 }, generateVisitorCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{16}$/);
  });

  it('is kept in kameleoonVisitorCode for 31536000 s on path /, and revoking consent sets max age 0', () => {
    expect(visitorCookie('abc123')).toBe('kameleoonVisitorCode=abc123; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(revokedVisitorCookie('abc123')).toBe('kameleoonVisitorCode=abc123; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('is read from a Cookie header only when valid', () => {
    expect(visitorCodeFromCookieHeader('locale=SG; kameleoonVisitorCode=abcdefgh12345678; language=lng_en')).toBe('abcdefgh12345678');
    expect(visitorCodeFromCookieHeader('kameleoonVisitorCode=')).toBeUndefined();
    expect(visitorCodeFromCookieHeader(`kameleoonVisitorCode=${'a'.repeat(256)}`)).toBeUndefined();
    expect(visitorCodeFromCookieHeader(null)).toBeUndefined();
  });

  it('refuses an empty code and one longer than 255 characters', () => {
    expect(() => validateVisitorCode('')).toThrow(ExperimentError);
    expect(() => validateVisitorCode('a'.repeat(256))).toThrow(/longer than 255/);
    expect(() => validateVisitorCode('a'.repeat(255))).not.toThrow();
  });
});
