import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bucketSeed, hashDouble, sha256Hex } from './hash';

describe('sha256Hex', () => {
  it('matches node:crypto on block edges and any text, including non-ASCII', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'a'.repeat(length);
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('hashDouble', () => {
  it('is the digest read as a 256-bit integer over 2^256, in [0, 1)', () => {
    const digest = createHash('sha256').update('abc').digest('hex');
    expect(hashDouble('abc')).toBe(parseInt(digest, 16) / 2 ** 256);
    fc.assert(fc.property(fc.string(), (seed) => hashDouble(seed) >= 0 && hashDouble(seed) < 1));
  });
});

describe('bucketSeed', () => {
  it('appends the respool time only when it is set and not 0', () => {
    expect(bucketSeed('visitor', 42, null)).toBe('visitor42');
    expect(bucketSeed('visitor', 42, 0)).toBe('visitor42');
    expect(bucketSeed('visitor', 42, 1717171717)).toBe('visitor421717171717');
  });
});
