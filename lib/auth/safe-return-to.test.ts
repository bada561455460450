import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/products/velvet-lipstick?variant=3', '/products/velvet-lipstick?variant=3'],
    ['/zh/cart', '/zh/cart'],
    ['/pages/makeup/lips#top', '/pages/makeup/lips#top'],
    ['/', '/'],
    ['/search?q=red%20lipstick', '/search?q=red%20lipstick'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/cart',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '%2f%5cevil.example',
    '/%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript%3Aalert(1)',
    '/\tjavascript:alert(1)',
    '/%09/evil.example',
    '/%0d%0a//evil.example',
    'evil.example',
    'cart',
    '',
    '%E0%A4%A',
  ])('falls back to / for %s', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('falls back for missing and overlong values', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
