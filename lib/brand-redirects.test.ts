import { describe, expect, it } from 'vitest';
import config from '@/config/brand-redirects.json';
import { brandRedirectPath } from './brand-redirects';

const table = new Map([['old-name', 'new-name']]);

describe('brand slug redirects', () => {
  it('redirects an old slug to the new one, keeping prefix and sub-path', () => {
    expect(brandRedirectPath('/brands/old-name', table)).toBe('/brands/new-name');
    expect(brandRedirectPath('/zh/brands/old-name/makeup/lips', table)).toBe('/zh/brands/new-name/makeup/lips');
  });
  it('leaves other paths alone', () => {
    expect(brandRedirectPath('/brands/new-name', table)).toBeUndefined();
    expect(brandRedirectPath('/brands', table)).toBeUndefined();
    expect(brandRedirectPath('/pages/old-name', table)).toBeUndefined();
  });
  it('has about 19 pairs, none redirecting to itself or to another old slug', () => {
    expect(config.redirects).toHaveLength(19);
    const from = new Set(config.redirects.map((r) => r.from));
    for (const r of config.redirects) {
      expect(r.from).not.toBe(r.to);
      expect(from.has(r.to)).toBe(false);
      expect(brandRedirectPath(`/brands/${r.from}`)).toBe(`/brands/${r.to}`);
    }
  });
});
