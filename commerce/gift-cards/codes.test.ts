import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, formatCode, generateCode, hashCode, normalizeCode } from './codes';

describe('e-gift card codes', () => {
  it('draws 16 characters of the alphabet, different every time', () => {
    const codes = new Set(Array.from({ length: 500 }, generateCode));
    expect(codes.size).toBe(500);
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
  });

  it('is shown in groups of four and read back however it is typed', () => {
    const code = 'K7QX9M2DHT4WZ8PB';
    expect(formatCode(code)).toBe('K7QX-9M2D-HT4W-Z8PB');
    expect(normalizeCode('k7qx-9m2d ht4w-z8pb')).toBe(code);
    expect(normalizeCode(formatCode(code))).toBe(code);
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeCode('K7QX-9M2D')).toBeNull();
    expect(normalizeCode('K7QX-9M2D-HT4W-Z8P0')).toBeNull();
    expect(normalizeCode('')).toBeNull();
  });

  it('hashes a code to the same value each time, and different codes apart', () => {
    expect(hashCode('K7QX9M2DHT4WZ8PB')).toBe(hashCode('K7QX9M2DHT4WZ8PB'));
    expect(hashCode('K7QX9M2DHT4WZ8PB')).not.toBe(hashCode('K7QX9M2DHT4WZ8PC'));
  });
});
