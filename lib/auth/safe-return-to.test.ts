import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo } from './safe-return-to';

const ORIGIN = 'https://shop.example';
/** Where a browser on the shop goes with `target` as its location. */
const resolved = (target: string) => new URL(target, `${ORIGIN}/sign_in?return_to=x`);

describe('safeReturnTo', () => {
  it.each([
    ['/products/velvet-lipstick?variant=3', '/products/velvet-lipstick?variant=3'],
    ['/zh/cart', '/zh/cart'],
    ['/pages/makeup/lips#top', '/pages/makeup/lips#top'],
    ['/', '/'],
    ['/search?q=red%20lipstick', '/search?q=red%20lipstick'],
    ['/search?q=100%25', '/search?q=100%25'],
    ['/search?q=%2500', '/search?q=%2500'],
    ['/search?q=a%5Cb%2F%2Fc', '/search?q=a%5Cb%2F%2Fc'],
    ['/search?q=%E5%8F%A3%E7%BA%A2', '/search?q=%E5%8F%A3%E7%BA%A2'],
    ['/a/./b/../c', '/a/c'],
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
    // Dot segments that the URL parser resolves into a protocol-relative `//host` (issue 30).
    '/.//evil.example',
    '/a/..//evil.example',
    '/a/..//x',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/..//evil.example',
    '/a/b/../../..//evil.example',
    '/.%2e//evil.example',
    '/%252e%252e//evil.example',
    '/./\\evil.example',
    '/a/..\\/evil.example',
  ])('falls back to / for %s', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it('falls back for missing and overlong values', () => {
    expect(safeReturnTo(undefined)).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  // Pieces an attacker puts together: slashes, backslashes, dot segments plain and percent-encoded (once and twice),
  // schemes, hosts, control characters, query and fragment marks.
  const piece = fc.constantFrom(
    '/', '//', '\\', '.', '..', '%2e', '%2E', '%2e%2e', '%252e', '%2f', '%2F', '%5c', '%5C', '%252f', '%25', '%',
    'evil.example', 'shop.example', 'a', 'b', 'https:', 'http:', 'javascript:', ':', '@', '?', '#', '&', '=',
    '\t', '\n', '%09', '%0a', ' ', '%20', 'é', '%C3%A9', '口红',
  );
  const hostile = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

  it('never sends a browser off the origin, and what it answers stays the same when checked again (property)', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, fc.string(), fc.webUrl(), fc.webPath()), (input) => {
        const output = safeReturnTo(input);
        expect(resolved(output).origin).toBe(ORIGIN);
        expect(output.startsWith('/') && !output.startsWith('//') && !output.startsWith('/\\')).toBe(true);
        expect(safeReturnTo(output)).toBe(output);
      }),
      { numRuns: 5000 },
    );
  });

  it('keeps a plain path with a query as it is (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,11}$/);
    const query = fc.dictionary(fc.stringMatching(/^[a-z][a-z_]{0,7}$/), fc.string({ maxLength: 16 }), { maxKeys: 3 });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), query, (segments, params) => {
        const search = new URLSearchParams(params).toString();
        const path = `/${segments.join('/')}${search ? `?${search}` : ''}`;
        expect(safeReturnTo(path)).toBe(path);
      }),
      { numRuns: 20000 },
    );
  });
});
