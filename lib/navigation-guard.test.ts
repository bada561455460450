import { describe, expect, it, vi } from 'vitest';
import { assignLocation, EXEMPT_CHECK_FAILED, isChunkLoadError, isExemptPath, mayReloadAfterChunkFailure, navigationTarget, needsFullNavigation, type ExemptRule } from './navigation-guard';

const rules: ExemptRule[] = [
  { type: 'absolute', value: '/cart' },
  { type: 'startsWith', value: '/happening' },
  { type: 'regex', value: '^/orders/[^/]+$' },
];

describe('navigation guard (SPEC §2)', () => {
  it('matches exempt rules of each type', () => {
    expect(isExemptPath('/cart', rules)).toBe(true);
    expect(isExemptPath('/cart/x', rules)).toBe(false);
    expect(isExemptPath('/happening/services/1', rules)).toBe(true);
    expect(isExemptPath('/orders/A123', rules)).toBe(true);
    expect(isExemptPath('/orders/A123/x', rules)).toBe(false);
    expect(isExemptPath('/about', rules)).toBe(false);
  });

  it('reports a broken rule and treats the path as not exempt', () => {
    const report = vi.fn();
    expect(isExemptPath('/x', [{ type: 'regex', value: '([' }], report)).toBe(false);
    expect(report).toHaveBeenCalledWith(EXEMPT_CHECK_FAILED, expect.any(SyntaxError));
  });

  it('forces a full navigation from or to an unmatched route, or to an exempt path', () => {
    expect(needsFullNavigation('/', '/about', rules)).toBe(false);
    expect(needsFullNavigation('/zh/about', '/zh/brands/x', rules)).toBe(false);
    expect(needsFullNavigation('/no-such-page', '/', rules)).toBe(true);
    expect(needsFullNavigation('/', '/no-such-page', rules)).toBe(true);
    expect(needsFullNavigation('/', '/cart?x=1', rules)).toBe(true);
  });

  it('reloads once for a chunk failure, then not again within 10 s', () => {
    expect(mayReloadAfterChunkFailure(undefined, 1000)).toBe(true);
    expect(mayReloadAfterChunkFailure(1000, 10_999)).toBe(false);
    expect(mayReloadAfterChunkFailure(1000, 11_001)).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('refuses an external URL without the external option', () => {
    expect(navigationTarget('/cart', 'https://atelier.sg').href).toBe('https://atelier.sg/cart');
    expect(() => navigationTarget('https://evil.example/', 'https://atelier.sg')).toThrow(/external/);
    expect(navigationTarget('https://atelier.co.th/', 'https://atelier.sg', { external: true }).origin).toBe('https://atelier.co.th');
  });

  it('programmatic full navigations go through navigationTarget: another origin needs the external option', () => {
    const location = { href: 'https://atelier.sg/happening/services/4?book=1', origin: 'https://atelier.sg', assign: vi.fn() };
    assignLocation('/sign_in?return_to=%2Fcart', {}, location);
    expect(location.assign).toHaveBeenLastCalledWith('https://atelier.sg/sign_in?return_to=%2Fcart');
    assignLocation('?tab=beauty-classes', {}, location);
    expect(location.assign).toHaveBeenLastCalledWith('https://atelier.sg/happening/services/4?tab=beauty-classes');
    expect(() => assignLocation('https://booking.example/atelier', {}, location)).toThrow(/external option/);
    expect(location.assign).toHaveBeenCalledTimes(2);
    assignLocation('https://booking.example/atelier', { external: true }, location);
    expect(location.assign).toHaveBeenLastCalledWith('https://booking.example/atelier');
  });
});
