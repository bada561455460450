import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { generateCatalog } from './generate';
import { COLLECTIONS, EDITIONS, seedScaleFromEnv, seriesName } from './retail-scale';

describe('SEED_SCALE', () => {
  it('unset or empty is the demo catalogue; retail is the retailer-sized one; anything else is refused by name', () => {
    expect(seedScaleFromEnv(undefined)).toBe('demo');
    expect(seedScaleFromEnv('')).toBe('demo');
    expect(seedScaleFromEnv('retail')).toBe('retail');
    expect(() => seedScaleFromEnv('huge')).toThrow('SEED_SCALE=huge is not a catalogue size: use demo or retail (unset: demo)');
  });
});

describe('series names', () => {
  const pro = { collection: COLLECTIONS[0], edition: EDITIONS[2] };
  it('put the collection and edition where each language puts them', () => {
    expect(seriesName('en', 'Velvet Matte Lipstick', pro)).toBe('Pro Velvet Matte Lipstick Travel Size');
    expect(seriesName('th', 'ลิปสติกเนื้อแมตต์', pro)).toBe('ลิปสติกเนื้อแมตต์ โปร ขนาดพกพา');
    expect(seriesName('zh', '絲絨霧面唇膏', pro)).toBe('專業絲絨霧面唇膏 旅行裝');
    expect(seriesName('id', 'Lipstik Velvet Matte', { collection: COLLECTIONS[1], edition: null })).toBe('Lipstik Velvet Matte Harian');
  });
});

describe('the retailer-sized catalogue', () => {
  const demo = generateCatalog(countries.list);
  const retail = generateCatalog(countries.list, 'retail');

  it('holds about 25,000 products and 70,000 variants, priced and stocked in every country', () => {
    expect(retail.products.length).toBeGreaterThanOrEqual(24_000);
    expect(retail.products.length).toBeLessThanOrEqual(26_000);
    const variants = retail.products.reduce((n, p) => n + p.variants.length, 0);
    expect(variants).toBeGreaterThanOrEqual(60_000);
    expect(variants).toBeLessThanOrEqual(80_000);
    expect(new Set(retail.prices.map((p) => p.country)).size).toBe(countries.list.length);
    expect(new Set(retail.products.map((p) => p.slug)).size).toBe(retail.products.length);
    expect(new Set(retail.products.flatMap((p) => p.variants.map((v) => v.sku))).size).toBe(variants);
  });

  it('starts with the demo catalogue unchanged (same slugs, numbers, names and SKUs)', () => {
    const head = (c: typeof demo) => c.products.slice(0, demo.products.length).map((p) => [p.slug, p.number, p.content, p.variants.map((v) => v.sku)]);
    expect(JSON.stringify(head(retail))).toBe(JSON.stringify(head(demo)));
  });

  it('names the further products in collections, translated where the product is', () => {
    const extra = retail.products.slice(demo.products.length);
    const named = extra.filter((p) => COLLECTIONS.some((c) => p.content.en.name.startsWith(`${c.en} `)));
    expect(named).toHaveLength(extra.length);
    const thai = extra.filter((p) => p.content.th);
    expect(thai.filter((p) => COLLECTIONS.some((c) => p.content.th!.name.includes(c.th))).length).toBe(thai.length);
  });
});
