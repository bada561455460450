/**
 * SPEC §3/§5 visitor codes: 16 characters of lower-case letters and digits, kept in the
 * `kameleoonVisitorCode` cookie (attributes from `lib/cookies.ts`: 31536000 s, path /). Any code of 1–255
 * characters is accepted from elsewhere (an app, a caller); an empty or longer one is refused.
 */
import { readCookieHeader, serializeCookie } from '../cookies';
import { VISITOR_CODE_ALPHABET, VISITOR_CODE_LENGTH, VISITOR_CODE_MAX_LENGTH } from './constants';
import { ExperimentError } from './errors';

/** Throws `visitor-code-empty` or `visitor-code-too-long`. */
export function validateVisitorCode(visitorCode: string): void {
  if (typeof visitorCode !== 'string' || visitorCode.length === 0) throw new ExperimentError('visitor-code-empty');
  if (visitorCode.length > VISITOR_CODE_MAX_LENGTH) throw new ExperimentError('visitor-code-too-long');
}

export function isValidVisitorCode(visitorCode: string | null | undefined): visitorCode is string {
  return typeof visitorCode === 'string' && visitorCode.length > 0 && visitorCode.length <= VISITOR_CODE_MAX_LENGTH;
}

/** A new code from the platform's cryptographic random source (browser and Node alike). */
export function generateVisitorCode(): string {
  const alphabet = VISITOR_CODE_ALPHABET;
  const out: string[] = [];
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
  const limit = 256 - (256 % alphabet.length);
  while (out.length < VISITOR_CODE_LENGTH) {
    const bytes = crypto.getRandomValues(new Uint8Array(VISITOR_CODE_LENGTH * 2));
    for (const byte of bytes) {
      if (byte < limit && out.length < VISITOR_CODE_LENGTH) out.push(alphabet[byte % alphabet.length]);
    }
  }
  return out.join('');
}

/** The visitor code of a request's `Cookie` header (or `document.cookie`), when it holds a valid one. */
export function visitorCodeFromCookieHeader(header: string | null | undefined): string | undefined {
  const code = readCookieHeader(header, 'visitor');
  return isValidVisitorCode(code) ? code : undefined;
}

/** `Set-Cookie` that keeps the visitor code for a year. */
export function visitorCookie(visitorCode: string): string {
  return serializeCookie('visitor', visitorCode);
}

/** `Set-Cookie` that drops the visitor code (max age 0): what revoking consent sends. */
export function revokedVisitorCookie(visitorCode: string): string {
  return serializeCookie('visitor', visitorCode, { remove: true });
}
