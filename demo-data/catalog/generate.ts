// The deterministic catalogue: products, variants, prices and stock computed from the templates,
// brands and a seeded PRNG. Nothing here depends on the date: times are offsets (days before or
// after "today"), turned into timestamps only when the seed writes them.
import type { CatalogImage } from '@/commerce/catalog/images';
import type { CountryConfig } from '@/config/countries/types';
import { BRANDS, type BrandSeed } from './brands';
import { flattenCategories } from './categories';
import { CATALOG_LANGS, type CatalogLang, type L10n } from './l10n';
import { localPrice, salePrice } from './pricing';
import { hashString, rng } from './prng';
import { complexionShades, type Shade } from './shades';
import { STORES, type StoreSeed } from './stores';
import { BENEFITS, HOW_TO, INCI } from './texts';
import { KEY_INGREDIENTS, TEMPLATES, type Attributes, type LeafTemplate, type Line, type Noun } from './templates';
import { RETAIL_MULTIPLIER, SERIES, seriesName, type SeedScale, type Series } from './retail-scale';

export type Badge = 'coming_soon' | 'priority_access' | 'app_exclusive';

export interface ProductContent {
  name: string;
  description: string;
  howToUse: string;
}

export interface VariantSeed {
  sku: string;
  shadeName: string | null;
  shadeHex: string | null;
  size: string | null;
  position: number;
  /** Base price in SGD cents, before per-country levels and rounding. */
  baseSgdCents: number;
  /** A photograph from a catalogue file (the generator makes none: its variants are drawn). */
  image?: CatalogImage;
}

export interface ProductSeed {
  /** 1-based, in generation order; part of every SKU. */
  number: number;
  slug: string;
  brand: string;
  category: string;
  productType: string;
  content: Partial<Record<CatalogLang, ProductContent>> & { en: ProductContent };
  ingredients: string;
  attributes: Attributes;
  badges: Badge[];
  /** Coming soon: available this many days after the seed day (null: available now). */
  availableInDays: number | null;
  nonDiscountable: boolean;
  sampleEligible: boolean;
  ratingAverage: number;
  ratingCount: number;
  popularity: number;
  featuredRank: number | null;
  /** Added this many minutes before the seed day's start. */
  createdMinutesAgo: number;
  variants: VariantSeed[];
  /** Country codes the product is not sold in (no price there). */
  notSoldIn: string[];
}

export interface PriceSeed {
  sku: string;
  country: string;
  amount: number;
  compareAt: number | null;
}

export interface StockSeed {
  sku: string;
  country: string;
  quantity: number;
}

export interface StoreStockSeed {
  sku: string;
  store: string;
  quantity: number;
}

export interface CatalogSeed {
  stores: readonly StoreSeed[];
  brands: readonly BrandSeed[];
  categories: ReturnType<typeof flattenCategories>;
  products: ProductSeed[];
  prices: PriceSeed[];
  stock: StockSeed[];
  storeStock: StoreStockSeed[];
  /** Countries without a price level for their currency: nothing is priced there. */
  unpricedCountries: string[];
}

const MINUTES_PER_DAY = 24 * 60;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The product name in one language from a line and a noun (see Line in templates.ts), in a series if given. */
export function productName(lang: CatalogLang, line: Line, noun: Noun, series?: Series): string {
  return series ? seriesName(lang, baseName(lang, line, noun), series) : baseName(lang, line, noun);
}

function baseName(lang: CatalogLang, line: Line, noun: Noun): string {
  switch (lang) {
    case 'en':
      return [line.en, noun.en].filter(Boolean).join(' ');
    case 'th':
      if (!noun.th) return line.th ?? line.en;
      return line.th ? `${noun.th}${line.th}` : `${noun.th} ${line.en}`;
    case 'id':
      return noun.id ? `${noun.id} ${line.id ?? line.en}` : (line.id ?? line.en);
    case 'zh':
      if (!noun.zh) return line.zh ?? line.en;
      return line.zh ? `${line.zh}${noun.zh}` : `${line.en} ${noun.zh}`;
  }
}

function brandsFor(path: string): BrandSeed[] {
  return BRANDS.filter((b) => b.focus.some((f) => path === f || path.startsWith(`${f}/`)));
}

function sizeMultiplier(first: string, size: string): number {
  const a = Number.parseFloat(first);
  const b = Number.parseFloat(size);
  if (!(a > 0) || !(b > 0) || a === b) return 1;
  return (b / a) ** 0.75;
}

const PALETTE_NUMBERED_MIN = 10;

function variantsFor(t: LeafTemplate, number: number, basePrice: number, key: string): VariantSeed[] {
  const r = rng(`variants:${key}`);
  const sku = (i: number) => `ATL-${t.code}-${String(number).padStart(5, '0')}-${String(i + 1).padStart(2, '0')}`;
  const plan = t.variants;
  if (plan.kind === 'shades') {
    let shades: Shade[];
    if (plan.palette === 'complexion') {
      shades = complexionShades(r.int(plan.min, plan.max), r.int(0, 3));
    } else {
      const palette = plan.palette;
      const n = r.int(plan.min, Math.min(plan.max, palette.length));
      const picked = new Set(r.sample(palette, n));
      const numbered = palette.length >= PALETTE_NUMBERED_MIN;
      shades = palette
        .map((s, i) => ({ s, i }))
        .filter(({ s }) => picked.has(s))
        .map(({ s, i }) => ({ name: numbered ? `${s.name} ${String(i + 1).padStart(2, '0')}` : s.name, hex: s.hex }));
    }
    return shades.map((s, i) => ({ sku: sku(i), shadeName: s.name, shadeHex: s.hex, size: null, position: i, baseSgdCents: basePrice }));
  }
  if (plan.kind === 'sizes') {
    const sizes = r.pick(plan.options);
    return sizes.map((size, i) => ({
      sku: sku(i),
      shadeName: null,
      shadeHex: null,
      size,
      position: i,
      // Larger sizes cost less per ml; whole dollars before local rounding.
      baseSgdCents: Math.round((basePrice * sizeMultiplier(sizes[0], size)) / 100) * 100,
    }));
  }
  return [{ sku: sku(0), shadeName: null, shadeHex: null, size: plan.size ?? null, position: 0, baseSgdCents: basePrice }];
}

function ingredientsFor(t: LeafTemplate, attributes: Attributes, brand: BrandSeed): string {
  const list = [...INCI[t.inci]];
  const insert = (name: string, at: number) => {
    if (!list.includes(name)) list.splice(Math.min(at, list.length), 0, name);
  };
  const keys = attributes.keyIngredient;
  if (Array.isArray(keys)) keys.forEach((k) => KEY_INGREDIENTS[k] && insert(KEY_INGREDIENTS[k], 2));
  const formula = ['skin', 'sun', 'hair', 'body'].includes(t.family);
  if (formula && brand.signature) insert(brand.signature, 3);
  return list.join(', ');
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** An English sentence about who the product suits, from its facets. */
function suitsSentence(attributes: Attributes): string {
  const skin = attributes.skinType;
  const hair = attributes.hairType;
  if (Array.isArray(skin) && skin.length) return ` Suits ${list(skin)} skin.`;
  if (Array.isArray(hair) && hair.length) return ` Suits ${list(hair)} hair.`;
  return '';
}

function contentFor(t: LeafTemplate, line: Line, noun: Noun, attributes: Attributes, langs: CatalogLang[], benefit: L10n, series?: Series): ProductSeed['content'] {
  const howTo = HOW_TO[t.howTo];
  const make = (lang: CatalogLang): ProductContent => ({
    name: productName(lang, line, noun, series),
    // Chinese runs sentences together; Thai, like English and Indonesian, separates them with a space.
    description: `${t.description[lang]}${lang === 'zh' ? '' : ' '}${benefit[lang]}${lang === 'en' ? suitsSentence(attributes) : ''}`,
    howToUse: howTo[lang],
  });
  const content: ProductSeed['content'] = { en: make('en') };
  for (const lang of langs) if (lang !== 'en') content[lang] = make(lang);
  return content;
}

/** Which translations a product has: most have all three, some only Thai or Chinese, a few English only. */
function translatedLanguages(key: string): CatalogLang[] {
  const x = rng(`langs:${key}`).next();
  if (x < 0.7) return ['id', 'th', 'zh'];
  if (x < 0.8) return ['th'];
  if (x < 0.85) return ['zh'];
  return [];
}

function generateProducts(countryCodes: readonly string[], scale: SeedScale): ProductSeed[] {
  const load = new Map<string, number>();
  const products: ProductSeed[] = [];
  const slugs = new Set<string>();

  /** One product of template `t`: the least-loaded eligible brand (the house brand carries a little more). */
  const make = (t: LeafTemplate, eligible: BrandSeed[], r: ReturnType<typeof rng>, line: Line, noun: Noun, series?: Series) => {
    const candidates = r.shuffle(eligible);
    const brand = candidates.reduce((best, b) => {
      const score = (load.get(b.slug) ?? 0) / (b.houseBrand ? 1.4 : 1);
      const bestScore = (load.get(best.slug) ?? 0) / (best.houseBrand ? 1.4 : 1);
      return score < bestScore ? b : best;
    });
    load.set(brand.slug, (load.get(brand.slug) ?? 0) + 1);

    const nameEn = productName('en', line, noun, series);
    let slug = slugify(`${brand.slug} ${nameEn}`);
    for (let n = 2; slugs.has(slug); n++) slug = slugify(`${brand.slug} ${nameEn} ${n}`);
    slugs.add(slug);

    const pr = rng(`product:${slug}`);
    const number = products.length + 1;
    const attributes = t.attrs(pr, { ...line, attrs: { ...noun.attrs, ...line.attrs } });
    const base = Math.round((t.price[0] + pr.next() * (t.price[1] - t.price[0])) * brand.tier) * 100;
    const benefit = pr.pick(BENEFITS[t.family]);
    const notSoldIn = pr.chance(0.05) ? pr.sample(countryCodes, pr.int(1, 2)) : [];

    products.push({
      number,
      slug,
      brand: brand.slug,
      category: t.path,
      productType: t.productType,
      content: contentFor(t, line, noun, attributes, translatedLanguages(slug), benefit, series),
      ingredients: ingredientsFor(t, attributes, brand),
      attributes,
      badges: [],
      availableInDays: null,
      nonDiscountable: pr.chance(0.05),
      sampleEligible: !t.path.startsWith('tools/') && pr.chance(0.17),
      ratingAverage: 0,
      ratingCount: 0,
      popularity: 0,
      featuredRank: null,
      // Most products were added over the past year; about one in eight in the last 60 days.
      createdMinutesAgo: (pr.chance(0.12) ? pr.int(1, 59) : pr.int(60, 364)) * MINUTES_PER_DAY + pr.int(0, MINUTES_PER_DAY - 1),
      variants: variantsFor(t, number, base, slug),
      notSoldIn: notSoldIn.length >= countryCodes.length ? notSoldIn.slice(1) : notSoldIn,
    });
  };

  const eligibleFor = (t: LeafTemplate) => {
    const eligible = brandsFor(t.path);
    if (eligible.length === 0) throw new Error(`No brand makes ${t.path}`);
    return eligible;
  };

  for (const t of TEMPLATES) {
    const eligible = eligibleFor(t);
    const r = rng(`leaf:${t.path}`);
    const pairs = r.shuffle(t.lines.flatMap((line) => t.nouns.map((noun) => ({ line, noun }))));
    if (pairs.length < t.count) throw new Error(`${t.path}: ${t.count} products wanted, only ${pairs.length} names`);
    for (const { line, noun } of pairs.slice(0, t.count)) make(t, eligible, r, line, noun);
  }

  // A retailer's range: the same templates again, in collections and editions, after the demo's products
  // (which keep their numbers, SKUs and data).
  if (scale === 'retail') {
    for (const t of TEMPLATES) {
      const eligible = eligibleFor(t);
      const r = rng(`retail:${t.path}`);
      const pairs = r.shuffle(t.lines.flatMap((line) => t.nouns.map((noun) => ({ line, noun }))));
      const wanted = t.count * (RETAIL_MULTIPLIER - 1);
      if (pairs.length * SERIES.length < wanted) throw new Error(`${t.path}: ${wanted} retail products wanted, only ${pairs.length * SERIES.length} names`);
      for (let i = 0; i < wanted; i++) {
        const { line, noun } = pairs[i % pairs.length];
        make(t, eligible, r, line, noun, SERIES[Math.floor(i / pairs.length)]);
      }
    }
  }

  // Ratings and popularity.
  for (const p of products) {
    const r = rng(`rating:${p.slug}`);
    if (p.createdMinutesAgo > 30 * MINUTES_PER_DAY || r.chance(0.5)) {
      p.ratingCount = Math.floor(Math.exp(r.next() * Math.log(2500)));
      p.ratingAverage = Math.round((3.4 + 1.55 * Math.sqrt(r.next())) * 10) / 10;
      if (p.ratingAverage > 5) p.ratingAverage = 5;
    }
    p.popularity = p.ratingCount * 3 + r.int(0, 2000);
  }

  // Badges: a few coming soon (new, available in one to six weeks), priority access, app exclusives.
  const r = rng('badges');
  const order = r.shuffle(products);
  order.slice(0, 10).forEach((p, i) => {
    p.badges.push('coming_soon');
    p.availableInDays = 7 + ((i * 4) % 36);
    p.createdMinutesAgo = r.int(1, 14) * MINUTES_PER_DAY + r.int(0, MINUTES_PER_DAY - 1);
    p.ratingAverage = 0;
    p.ratingCount = 0;
    p.popularity = r.int(100, 900);
    if (i % 3 === 0) p.badges.push('priority_access');
  });
  order.slice(10, 19).forEach((p) => p.badges.push('priority_access'));
  order.slice(19, 30).forEach((p) => p.badges.push('app_exclusive'));

  // Featured: the five most popular available products of each top category, interleaved.
  const byTop = new Map<string, ProductSeed[]>();
  for (const p of products) {
    if (p.availableInDays !== null) continue;
    const top = p.category.split('/')[0];
    byTop.set(top, [...(byTop.get(top) ?? []), p]);
  }
  const tops = [...byTop.values()].map((ps) => ps.sort((a, b) => b.popularity - a.popularity || a.number - b.number).slice(0, 5));
  let rank = 1;
  for (let i = 0; i < 5; i++) for (const ps of tops) if (ps[i]) ps[i].featuredRank = rank++;

  return products;
}

const SALE_DISCOUNTS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.4];

/** Builds the whole catalogue for the given countries (deterministic for the same country list and scale). */
export function generateCatalog(countryList: readonly CountryConfig[], scale: SeedScale = 'demo'): CatalogSeed {
  const codes = countryList.map((c) => c.code);
  const products = generateProducts(codes, scale);
  const prices: PriceSeed[] = [];
  const stock: StockSeed[] = [];
  const storeStock: StoreStockSeed[] = [];
  const unpriced = new Set<string>();

  for (const p of products) {
    for (const country of countryList) {
      if (p.notSoldIn.includes(country.code)) continue;
      const r = rng(`sale:${p.slug}:${country.code}`);
      const onSale = !p.nonDiscountable && p.availableInDays === null && r.chance(0.15);
      const discount = r.pick(SALE_DISCOUNTS);
      const stores = STORES.filter((s) => s.country === country.code);
      for (const v of p.variants) {
        const regular = localPrice(v.baseSgdCents, country.currency);
        if (regular === null) {
          unpriced.add(country.code);
          continue;
        }
        const sale = onSale ? salePrice(regular, discount, country.currency) : regular;
        prices.push(sale < regular ? { sku: v.sku, country: country.code, amount: sale, compareAt: regular } : { sku: v.sku, country: country.code, amount: regular, compareAt: null });

        const s = rng(`stock:${v.sku}:${country.code}`);
        const x = s.next();
        stock.push({ sku: v.sku, country: country.code, quantity: x < 0.08 ? 0 : x < 0.16 ? s.int(1, 5) : s.int(12, 250) });
        for (const store of stores) {
          if (!s.chance(0.7)) continue;
          storeStock.push({ sku: v.sku, store: store.slug, quantity: s.chance(0.15) ? 0 : s.int(1, 15) });
        }
      }
    }
  }

  return { stores: STORES, brands: BRANDS, categories: flattenCategories(), products, prices, stock, storeStock, unpricedCountries: [...unpriced].sort() };
}

/** A short, stable fingerprint of seed data (the version a seed step compares against). */
export function fingerprint(data: unknown): string {
  const text = JSON.stringify(data);
  // Two independent 32-bit hashes: plenty to notice that generated data changed.
  return `${hashString(text).toString(16).padStart(8, '0')}${hashString(`${text.length}:${text}`).toString(16).padStart(8, '0')}`;
}

export { CATALOG_LANGS };
