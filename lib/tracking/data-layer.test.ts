import { describe, expect, it } from 'vitest';
import { GUEST_USER, pageViewEvent, siteBlock, userBlock, type TrackedAccount } from './data-layer';

const member: TrackedAccount = {
  id: 42,
  isEmployee: true,
  age: 31,
  cardNumber: '8800000000042',
  emailSHA256: 'a'.repeat(64),
  emailMD5: 'b'.repeat(32),
  mobileNumberMD5: 'c'.repeat(32),
  loyaltyPoints: 1250,
  loyaltyTier: 'black',
  tierPointsCounter: 640,
};

const sg = { country: 'SG', language: 'en', mobile: false };

describe('the user block (SPEC §3)', () => {
  it('is the snake-case equivalent of every Account tracking field, with empty, false or 0 for a guest', () => {
    expect(userBlock()).toEqual({
      id: '',
      is_employee: false,
      age: 0,
      card_number: '',
      email_sha256: '',
      email_md5: '',
      mobile_number_md5: '',
      loyalty_points: 0,
      loyalty_tier: '',
      tier_points_counter: 0,
    });
    expect(userBlock(null)).toEqual(GUEST_USER);
  });

  it("carries a member's figures", () => {
    expect(userBlock(member)).toEqual({
      id: '42',
      is_employee: true,
      age: 31,
      card_number: '8800000000042',
      email_sha256: 'a'.repeat(64),
      email_md5: 'b'.repeat(32),
      mobile_number_md5: 'c'.repeat(32),
      loyalty_points: 1250,
      loyalty_tier: 'black',
      tier_points_counter: 640,
    });
  });

  it('gives each guest a copy (a push cannot change the defaults)', () => {
    const a = userBlock();
    a.age = 9;
    expect(userBlock().age).toBe(0);
    expect(Object.isFrozen(GUEST_USER)).toBe(true);
  });
});

describe('the site block (SPEC §3)', () => {
  it('has the lower-case country as locale, the language, mobile and status 200 by default', () => {
    expect(siteBlock({ country: 'TH', language: 'th', mobile: true })).toEqual({ locale: 'th', language: 'th', mobile: true, status: 200 });
  });

  it('reports 404 on the not-found page', () => {
    expect(siteBlock({ country: 'hk', language: 'zh', mobile: false, status: 404 })).toEqual({ locale: 'hk', language: 'zh', mobile: false, status: 404 });
  });
});

describe('the page-view event (SPEC §2, §3)', () => {
  it('is a page_view with the page type, the tracked path and the three blocks; the cart block is empty', () => {
    expect(pageViewEvent({ ...sg, pathname: '/' })).toEqual({
      event: 'page_view',
      page_type: 'home',
      page_path: '/',
      user: GUEST_USER,
      site: { locale: 'sg', language: 'en', mobile: false, status: 200 },
      cart: {},
    });
  });

  it.each([
    ['/products/velvet-lip', 'products', '/products/velvet-lip'],
    ['/zh/brands/kaya-botanics', 'brands', '/brands/kaya-botanics'],
    ['/pages/makeup/face', 'pages', '/pages/makeup/face'],
    ['/sandbox/happening/services', 'services', '/sandbox/happening/services'],
    ['/preview/homepage', 'homepage', '/homepage'],
    ['/th/preview/pages/sale', 'pages', '/pages/sale'],
    ['/happening/services/12', 'happening', '/happening/services/12'],
  ])('%s → page type %s, path %s', (pathname, type, path) => {
    const event = pageViewEvent({ ...sg, pathname });
    expect(event?.page_type).toBe(type);
    expect(event?.page_path).toBe(path);
  });

  it('is not made for /cart, in any language', () => {
    expect(pageViewEvent({ ...sg, pathname: '/cart' })).toBeNull();
    expect(pageViewEvent({ ...sg, pathname: '/en/cart' })).toBeNull();
    expect(pageViewEvent({ ...sg, pathname: '/checkout' })).not.toBeNull();
  });

  it('carries the status, the mobile flag and the member', () => {
    const event = pageViewEvent({ country: 'MY', language: 'en', mobile: true, status: 404, account: member, pathname: '/no-such-page' });
    expect(event).toMatchObject({ page_type: 'no-such-page', site: { locale: 'my', mobile: true, status: 404 }, user: { id: '42', loyalty_tier: 'black' } });
  });
});
