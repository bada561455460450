import { describe, expect, it } from 'vitest';
import brandRedirects from '@/config/brand-redirects.json';
import { countries } from '@/config/countries/registry';
import { KIND_OF_TYPE } from '@/commerce/catalog/images';
import { BRANDS } from './brands';
import { flattenCategories } from './categories';
import { cmsBrands, cmsCategoryPaths } from './cms-references';
import { generateCatalog, slugify } from './generate';
import { localPrice, priceStepMinor, salePrice, PRICE_LEVELS } from './pricing';
import { STORES } from './stores';
import { TEMPLATES } from './templates';

const catalog = generateCatalog(countries.list);
const categoryPaths = new Set(flattenCategories().map((c) => c.path));
const leafPaths = flattenCategories()
  .filter((c) => !flattenCategories().some((d) => d.parentPath === c.path))
  .map((c) => c.path);

describe('generated catalogue', () => {
  it('is the same on every run', () => {
    expect(JSON.stringify(generateCatalog(countries.list))).toBe(JSON.stringify(catalog));
  });

  it('has 40 or so brands including exactly the CMS brands, with one house brand', () => {
    expect(catalog.brands.length).toBeGreaterThanOrEqual(40);
    const bySlug = new Map(catalog.brands.map((b) => [b.slug, b]));
    for (const cms of cmsBrands()) {
      expect(bySlug.get(cms.slug), cms.slug).toBeDefined();
      expect(bySlug.get(cms.slug)!.name).toBe(cms.name);
      expect(!!bySlug.get(cms.slug)!.houseBrand).toBe(cms.houseBrand);
    }
    expect(catalog.brands.filter((b) => b.houseBrand).map((b) => b.slug)).toEqual(['atelier-collection']);
    expect(new Set(catalog.brands.map((b) => b.slug)).size).toBe(catalog.brands.length);
    for (const b of catalog.brands) {
      for (const lang of ['en', 'th', 'id', 'zh'] as const) expect(b.description[lang], `${b.slug} ${lang}`).toMatch(/\S/);
      expect(b.description.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(b.description.zh).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('uses current brand slugs only: old slugs (config/brand-redirects.json) redirect to catalogue brands', () => {
    const slugs = new Set(catalog.brands.map((b) => b.slug));
    for (const r of brandRedirects.redirects) {
      expect(slugs.has(r.from), r.from).toBe(false);
      expect(slugs.has(r.to), r.to).toBe(true);
    }
  });

  it('every brand focus names real categories, and every brand has products', () => {
    for (const b of BRANDS) for (const f of b.focus) expect(categoryPaths.has(f), `${b.slug}: ${f}`).toBe(true);
    const counts = new Map<string, number>();
    for (const p of catalog.products) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
    for (const b of BRANDS) expect(counts.get(b.slug) ?? 0, b.slug).toBeGreaterThanOrEqual(3);
  });

  it('has three levels under the six top categories, with the CMS category slugs, and products in every leaf', () => {
    for (const path of cmsCategoryPaths()) expect(categoryPaths.has(path), path).toBe(true);
    expect(flattenCategories().filter((c) => c.level === 1).map((c) => c.slug)).toEqual(['makeup', 'skincare', 'fragrance', 'hair', 'bath-body', 'tools']);
    expect(categoryPaths.has('makeup/lips/lipstick')).toBe(true);
    const used = new Set(catalog.products.map((p) => p.category));
    for (const leaf of leafPaths) expect(used.has(leaf), leaf).toBe(true);
    for (const t of TEMPLATES) expect(leafPaths, t.path).toContain(t.path);
  });

  it('has 400+ products with unique slugs and SKUs in the ATL-XXX-00000-00 form', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(400);
    expect(new Set(catalog.products.map((p) => p.slug)).size).toBe(catalog.products.length);
    const skus = catalog.products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^ATL-[A-Z]{3}-\d{5}-\d{2}$/);
    for (const p of catalog.products) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('draws every product type', () => {
    for (const p of catalog.products) expect(KIND_OF_TYPE[p.productType], p.productType).toBeDefined();
  });

  it('gives makeup realistic shade ranges and skincare and fragrance sizes', () => {
    const of = (path: string) => catalog.products.filter((p) => p.category === path);
    for (const p of of('makeup/lips/lipstick')) {
      expect(p.variants.length).toBeGreaterThanOrEqual(4);
      expect(p.variants.length).toBeLessThanOrEqual(10);
    }
    for (const p of of('makeup/face/foundation')) {
      expect(p.variants.length).toBeGreaterThanOrEqual(8);
      expect(p.variants.length).toBeLessThanOrEqual(16);
    }
    for (const p of catalog.products) {
      for (const v of p.variants) {
        if (v.shadeHex !== null) {
          expect(v.shadeHex).toMatch(/^#[0-9A-F]{6}$/);
          expect(v.shadeName).toBeTruthy();
        }
      }
    }
    for (const p of [...of('fragrance/women/eau-de-parfum'), ...of('skincare/serums/face-serums')]) {
      for (const v of p.variants) expect(v.size).toMatch(/^\d+ ml$/);
    }
  });

  it('translates a good share: at least 30 % Thai names in Thai script, and Chinese names', () => {
    const thai = catalog.products.filter((p) => p.content.th && /[\u0E00-\u0E7F]/.test(p.content.th.name));
    const chinese = catalog.products.filter((p) => p.content.zh && /[\u4E00-\u9FFF]/.test(p.content.zh.name));
    expect(thai.length / catalog.products.length).toBeGreaterThanOrEqual(0.3);
    expect(chinese.length / catalog.products.length).toBeGreaterThanOrEqual(0.3);
    // Some stay English-only, so the fallback is exercised too.
    expect(catalog.products.some((p) => !p.content.th && !p.content.zh && !p.content.id)).toBe(true);
    for (const p of catalog.products) {
      expect(p.content.en.name).toBeTruthy();
      expect(p.content.en.description.length).toBeGreaterThan(40);
      expect(p.content.en.howToUse.length).toBeGreaterThan(20);
      expect(p.ingredients.length).toBeGreaterThan(10);
    }
  });

  it('has flags, badges, ratings and dates in realistic shares', () => {
    const n = catalog.products.length;
    const share = (f: (p: (typeof catalog.products)[number]) => boolean) => catalog.products.filter(f).length / n;
    expect(share((p) => p.nonDiscountable)).toBeGreaterThan(0.02);
    expect(share((p) => p.nonDiscountable)).toBeLessThan(0.09);
    expect(share((p) => p.sampleEligible)).toBeGreaterThan(0.1);
    expect(share((p) => p.sampleEligible)).toBeLessThan(0.2);
    const comingSoon = catalog.products.filter((p) => p.badges.includes('coming_soon'));
    expect(comingSoon.length).toBeGreaterThanOrEqual(3);
    for (const p of comingSoon) expect(p.availableInDays).toBeGreaterThan(0);
    expect(catalog.products.filter((p) => p.availableInDays !== null).every((p) => p.badges.includes('coming_soon'))).toBe(true);
    expect(catalog.products.some((p) => p.badges.includes('priority_access'))).toBe(true);
    expect(catalog.products.some((p) => p.badges.includes('app_exclusive'))).toBe(true);
    const featured = catalog.products.filter((p) => p.featuredRank !== null).map((p) => p.featuredRank!);
    expect(featured.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(share((p) => p.createdMinutesAgo < 60 * 24 * 60)).toBeGreaterThan(0.05);
    expect(Math.max(...catalog.products.map((p) => p.createdMinutesAgo))).toBeLessThan(366 * 24 * 60);
    for (const p of catalog.products) {
      expect(p.ratingAverage).toBeGreaterThanOrEqual(0);
      expect(p.ratingAverage).toBeLessThanOrEqual(5);
      if (p.ratingCount === 0) expect(p.ratingAverage).toBe(0);
    }
  });

  it('prices every product somewhere, in whole minor units on each currency’s rounding step', () => {
    const priced = new Set(catalog.prices.map((p) => p.sku.slice(0, -3)));
    for (const p of catalog.products) expect(priced.has(p.variants[0].sku.slice(0, -3)), p.slug).toBe(true);
    const byCode = new Map(countries.list.map((c) => [c.code, c]));
    for (const price of catalog.prices) {
      const currency = byCode.get(price.country)!.currency;
      expect(Number.isInteger(price.amount)).toBe(true);
      expect(price.amount).toBeGreaterThan(0);
      expect(price.amount % priceStepMinor(currency, price.amount)).toBe(0);
      if (price.compareAt !== null) {
        expect(price.compareAt).toBeGreaterThan(price.amount);
        expect(price.compareAt % priceStepMinor(currency, price.compareAt)).toBe(0);
      }
    }
    expect(catalog.products.some((p) => p.notSoldIn.length > 0)).toBe(true);
    const nonDiscountable = new Set(catalog.products.filter((p) => p.nonDiscountable).flatMap((p) => p.variants.map((v) => v.sku)));
    expect(catalog.prices.filter((p) => p.compareAt !== null && nonDiscountable.has(p.sku))).toEqual([]);
    for (const c of countries.list) {
      const products = new Set(catalog.prices.filter((p) => p.country === c.code).map((p) => p.sku.slice(0, -3)));
      const onSale = new Set(catalog.prices.filter((p) => p.country === c.code && p.compareAt !== null).map((p) => p.sku.slice(0, -3)));
      expect(onSale.size / products.size, c.code).toBeGreaterThan(0.08);
      expect(onSale.size / products.size, c.code).toBeLessThan(0.22);
    }
  });

  it('keeps about 8 % of online stock at zero and 8 % low', () => {
    const zero = catalog.stock.filter((s) => s.quantity === 0).length / catalog.stock.length;
    const low = catalog.stock.filter((s) => s.quantity >= 1 && s.quantity <= 5).length / catalog.stock.length;
    expect(zero).toBeGreaterThan(0.05);
    expect(zero).toBeLessThan(0.11);
    expect(low).toBeGreaterThan(0.05);
    expect(low).toBeLessThan(0.11);
    expect(catalog.storeStock.length).toBeGreaterThan(0);
  });
});

describe('stores', () => {
  it('has two or three per country, in its time zone, with its calling code', () => {
    for (const c of countries.list) {
      const stores = STORES.filter((s) => s.country === c.code);
      expect(stores.length, c.code).toBeGreaterThanOrEqual(2);
      expect(stores.length, c.code).toBeLessThanOrEqual(3);
      for (const s of stores) {
        expect(s.phone.startsWith(`${c.callingCode} `), s.slug).toBe(true);
        expect(s.timeZone).toBe(c.timeZone);
        expect(s.openingHours.map((h) => h.day).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
        for (const h of s.openingHours) expect(h.opens < h.closes).toBe(true);
      }
    }
    expect(STORES.filter((s) => !s.clickAndCollect)).toHaveLength(1);
    expect(new Set(STORES.map((s) => s.slug)).size).toBe(STORES.length);
  });
});

describe('pricing', () => {
  const currency = (code: string) => countries.list.find((c) => c.currency.code === code)!.currency;

  it('rounds to x.00 or x.50 in AUD, NZD and SGD, whole units in MYR, PHP, THB and HKD, thousands in IDR', () => {
    for (const base of [1900, 2450, 3800, 7200, 12900, 25000]) {
      for (const code of ['AUD', 'NZD', 'SGD']) expect(localPrice(base, currency(code))! % 50).toBe(0);
      for (const code of ['MYR', 'PHP', 'THB', 'HKD']) expect(localPrice(base, currency(code))! % 100).toBe(0);
      expect(localPrice(base, currency('IDR'))! % 1000).toBe(0);
    }
    expect(localPrice(3800, currency('SGD'))).toBe(3800);
    expect(localPrice(3800, currency('IDR'))).toBe(437_000);
    expect(localPrice(3800, { code: 'EUR', symbol: '€', minorUnits: 2 })).toBeNull();
  });

  it('has a price level for every configured currency', () => {
    for (const c of countries.list) expect(PRICE_LEVELS[c.currency.code], c.code).toBeDefined();
  });

  it('puts sale prices strictly below the regular price, on the step', () => {
    for (const code of Object.keys(PRICE_LEVELS)) {
      const cur = currency(code);
      for (const base of [1500, 4200, 9900]) {
        const regular = localPrice(base, cur)!;
        for (const d of [0.1, 0.25, 0.4]) {
          const sale = salePrice(regular, d, cur);
          expect(sale).toBeLessThan(regular);
          expect(sale).toBeGreaterThan(0);
          expect(sale % priceStepMinor(cur, sale)).toBe(0);
        }
      }
    }
  });

  it('slugifies names with accents and ampersands', () => {
    expect(slugify('Maison Lumière Crème & Co.')).toBe('maison-lumiere-creme-and-co');
  });
});
