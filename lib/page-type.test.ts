import { describe, expect, it } from 'vitest';
import { pageTypeOf, trackingPath, tracksPageView } from './page-type';

describe('page type (SPEC §2)', () => {
  it.each([
    ['/', 'home'],
    ['/zh', 'home'],
    ['/pages/makeup/face', 'pages'],
    ['/brands/kaya-botanics', 'brands'],
    ['/en/cart', 'cart'],
    ['/orders/123?x=1', 'orders'],
    ['/sandbox/happening/services', 'services'],
    ['/sandbox/cart', 'cart'],
    ['/preview/pages/sale', 'pages'],
    ['/preview/homepage', 'homepage'],
  ])('%s → %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });

  it('strips /preview and the locale prefix for tracking', () => {
    expect(trackingPath('/preview/pages/sale')).toBe('/pages/sale');
    expect(trackingPath('/th/preview/brands/x')).toBe('/brands/x');
    expect(trackingPath('/about')).toBe('/about');
  });

  it('does not track /cart as a page view', () => {
    expect(tracksPageView('/cart')).toBe(false);
    expect(tracksPageView('/zh/cart')).toBe(false);
    expect(tracksPageView('/cart/x')).toBe(true);
    expect(tracksPageView('/')).toBe(true);
  });
});
