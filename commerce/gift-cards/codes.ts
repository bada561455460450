/**
 * E-gift card codes: 16 characters from a 30-character alphabet without look-alikes (no 0/O, 1/I/L, U), drawn from the
 * system’s cryptographic random source — 30^16 (about 2^78) codes, so a code cannot be guessed. Shown in groups
 * of four (`K7QX-9M2D-…`); typed in any case, with or without spaces or dashes. The store keeps only a
 * SHA-256 of the normalised code and its last four characters.
 */
import { createHash, randomInt } from 'node:crypto';

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The code as typed, upper case without separators; null when it cannot be a code. */
export function normalizeCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== CODE_LENGTH) return null;
  return [...compact].every((c) => CODE_ALPHABET.includes(c)) ? compact : null;
}

/** `ABCDEFGH…` → `ABCD-EFGH-…`. */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

export function hashCode(normalized: string): string {
  return createHash('sha256').update(`atelier-gift-card:${normalized}`).digest('hex');
}

/** How a card is named without its code: `•••• 9M2D`. */
export function maskedCode(last4: string): string {
  return `•••• ${last4}`;
}
