import { describe, expect, it } from 'vitest';
import { unreadablePathMessage, unreadablePathSegment } from './url-path';

describe('unreadablePathSegment', () => {
  it('names the segment of an overlong, lone or cut percent-encoding', () => {
    expect(unreadablePathSegment('/api/web/v1/products/%C0%AF')).toBe('%C0%AF');
    expect(unreadablePathSegment('/products/50%')).toBe('50%');
    expect(unreadablePathSegment('/store-locations/a%E0%A4%A/x')).toBe('a%E0%A4%A');
    expect(unreadablePathSegment('/orders/%ED%A0%80')).toBe('%ED%A0%80');
  });

  it('names a segment that decodes to a control character', () => {
    expect(unreadablePathSegment('/api/web/v1/orders/AT%00')).toBe('AT%00');
    expect(unreadablePathSegment('/pages/a%0D%0Ab')).toBe('a%0D%0Ab');
  });

  it('lets well-formed paths through, encoded or not', () => {
    expect(unreadablePathSegment('/products/rose-lip-tint')).toBeUndefined();
    expect(unreadablePathSegment('/search/caf%C3%A9%20cr%C3%A8me')).toBeUndefined();
    expect(unreadablePathSegment('/products/%25')).toBeUndefined();
    expect(unreadablePathSegment('/brands/%F0%9F%A7%B4')).toBeUndefined();
  });

  it('quotes at most 60 characters of the segment in the message', () => {
    expect(unreadablePathMessage('%'.repeat(500))).toBe(`The path is not valid: "${'%'.repeat(60)}" must be percent-encoded UTF-8 without control characters`);
  });
});
