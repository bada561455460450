// Between the import format and the rows the catalogue writers take (demo-data/catalog/steps.ts): the
// demo seed goes seed → document → rows, an import goes file → document → rows, an export rows → document.
import type { CatalogSeed, ProductSeed } from '@/demo-data/catalog/generate';
import { FORMAT_VERSION, type ParsedCatalogue } from '@/commerce/catalog/import/format';
import type { CatalogImage } from '@/commerce/catalog/images';

/** The fields a product has alike in the seed and in the file, in both directions (variants and prices differ). */
const PRODUCT_FIELDS = ['slug', 'brand', 'category', 'productType', 'content', 'ingredients', 'attributes', 'badges', 'availableInDays', 'nonDiscountable', 'sampleEligible', 'ratingAverage', 'ratingCount', 'popularity', 'featuredRank', 'createdMinutesAgo'] as const;
type ProductFields = Pick<ProductSeed, (typeof PRODUCT_FIELDS)[number]>;
const productFields = (p: ProductFields): ProductFields => Object.fromEntries(PRODUCT_FIELDS.map((f) => [f, p[f]])) as ProductFields;

/** The import document of a catalogue, as records in the order a file holds them (unvalidated: parseCatalogue checks them). */
export function catalogueToRecords(seed: CatalogSeed): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [{ type: 'catalogue', version: FORMAT_VERSION }];
  for (const s of seed.stores) records.push({ type: 'store', ...s, openingHours: s.openingHours.map((h) => ({ ...h })) });
  for (const b of seed.brands) records.push({ type: 'brand', slug: b.slug, name: b.name, houseBrand: !!b.houseBrand, description: { ...b.description } });
  for (const c of seed.categories) records.push({ type: 'category', path: c.path, name: { ...c.name }, position: c.position });
  const prices = groupBySku(seed.prices);
  const stock = groupBySku(seed.stock);
  const storeStock = groupBySku(seed.storeStock);
  for (const p of seed.products) {
    records.push({
      type: 'product',
      ...productFields(p),
      variants: p.variants.map((v) => ({
        sku: v.sku,
        shadeName: v.shadeName,
        shadeHex: v.shadeHex,
        size: v.size,
        prices: Object.fromEntries((prices.get(v.sku) ?? []).map((x) => [x.country, { amount: x.amount, compareAt: x.compareAt }])),
        stock: Object.fromEntries((stock.get(v.sku) ?? []).map((x) => [x.country, x.quantity])),
        storeStock: Object.fromEntries((storeStock.get(v.sku) ?? []).map((x) => [x.store, x.quantity])),
        ...(v.image ? { image: v.image.source } : {}),
      })),
    });
  }
  return records;
}

function groupBySku<T extends { sku: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.sku);
    if (list) list.push(row);
    else out.set(row.sku, [row]);
  }
  return out;
}

const levelOf = (path: string) => path.split('/').length;
const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null);

/**
 * The writers' rows for a validated document, with its photographs as read (checkCataloguePhotos) by source. Prices and stock come out product by product, country by
 * country (in the order the product's first variant lists them), variant by variant: the order the generator
 * makes them in, so the demo seed writes its rows (and their serial ids) exactly as before.
 */
export function recordsToSeed(doc: Pick<ParsedCatalogue, 'stores' | 'brands' | 'categories' | 'products'>, photos: ReadonlyMap<string, CatalogImage> = new Map()): CatalogSeed {
  const storeCountry = new Map(doc.stores.map((s) => [s.slug, s.country]));
  const seed: CatalogSeed = {
    stores: doc.stores.map(({ type: _t, ...s }) => s),
    brands: doc.brands.map((b) => ({ slug: b.slug, name: b.name, ...(b.houseBrand ? { houseBrand: true } : {}), description: b.description, focus: [], tier: 0 })),
    categories: doc.categories.map((c) => ({ path: c.path, parentPath: parentOf(c.path), slug: c.path.split('/').at(-1)!, level: levelOf(c.path), name: c.name, position: c.position })),
    products: [],
    prices: [],
    stock: [],
    storeStock: [],
    unpricedCountries: [],
  };
  doc.products.forEach((p, i) => {
    const countries: string[] = [];
    for (const v of p.variants) for (const c of [...Object.keys(v.prices), ...Object.keys(v.stock)]) if (!countries.includes(c)) countries.push(c);
    for (const v of p.variants) for (const store of Object.keys(v.storeStock)) { const c = storeCountry.get(store); if (c && !countries.includes(c)) countries.push(c); }
    const product: ProductSeed = {
      number: i + 1,
      ...productFields(p),
      variants: p.variants.map((v, position) => {
        const photo = photos.get(v.image ?? p.image ?? '');
        return { sku: v.sku, shadeName: v.shadeName, shadeHex: v.shadeHex, size: v.size, position, baseSgdCents: 0, ...(photo ? { image: photo } : {}) };
      }),
      notSoldIn: [],
    };
    seed.products.push(product);
    for (const country of countries) {
      for (const v of p.variants) {
        const price = (v.prices as Record<string, { amount: number; compareAt: number | null } | undefined>)[country];
        if (price) seed.prices.push({ sku: v.sku, country, amount: price.amount, compareAt: price.compareAt });
        const quantity = (v.stock as Record<string, number | undefined>)[country];
        if (quantity !== undefined) seed.stock.push({ sku: v.sku, country, quantity });
        for (const [store, q] of Object.entries(v.storeStock)) if (storeCountry.get(store) === country) seed.storeStock.push({ sku: v.sku, store, quantity: q });
      }
    }
  });
  return seed;
}
