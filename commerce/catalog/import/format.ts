// The catalogue import format (docs/catalogue-import.md): JSON Lines, one record a line, each with a
// `type`. Records come in dependency order (stores, brands, categories, then products); a product
// carries its variants, and each variant its prices per country and stock per country and store.
import { z } from 'zod';

export const FORMAT_VERSION = 1;
export const IMPORT_LANGS = ['en', 'id', 'th', 'zh'] as const;
export const IMPORT_COUNTRIES = ['AU', 'HK', 'ID', 'MY', 'NZ', 'PH', 'SG', 'TH'] as const;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single hyphens (e.g. "rose-lip-tint")');
const country = z.enum(IMPORT_COUNTRIES, { message: `must be one of ${IMPORT_COUNTRIES.join(', ')}` });
const text = z.string().trim().min(1, 'must not be empty');
/** A text in every catalogue language. */
const l10n = z.object({ en: text, id: text, th: text, zh: text }, { message: 'must give en, id, th and zh' });
const minor = z.number().int('must be a whole number of minor units (cents)').nonnegative('must not be negative');
const quantity = z.number().int('must be a whole number').nonnegative('must not be negative');
/** A photograph: a file's path (relative to the catalogue file) or an http(s) URL the machine can reach. */
const imageSource = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(2000, 'must be at most 2,000 characters')
  .refine((s) => !/^[a-z][a-z0-9+.-]*:/i.test(s) || /^https?:\/\//i.test(s), 'must be a file path or an http:// or https:// URL')
  .nullable()
  .default(null);

export const headerRecord = z.strictObject({ type: z.literal('catalogue'), version: z.literal(FORMAT_VERSION, { message: `must be ${FORMAT_VERSION}` }) });

export const storeRecord = z.strictObject({
  type: z.literal('store'),
  slug,
  country,
  name: text,
  addressLine: text,
  city: text,
  postcode: z.string(),
  phone: text,
  openingHours: z.array(z.strictObject({
    day: z.number().int().min(0).max(6, 'must be 0 (Sunday) to 6 (Saturday)'),
    opens: z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:MM'),
    closes: z.string().regex(/^\d{2}:\d{2}$/, 'must be HH:MM'),
  })),
  timeZone: text,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  clickAndCollect: z.boolean(),
});

export const brandRecord = z.strictObject({
  type: z.literal('brand'),
  slug,
  name: text,
  houseBrand: z.boolean().default(false),
  description: l10n,
});

export const categoryRecord = z.strictObject({
  type: z.literal('category'),
  /** Slugs joined by "/", parents first: "makeup/lips/lipstick". */
  path: z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,2}$/, 'must be one to three slugs joined by "/"'),
  name: l10n,
  position: z.number().int().nonnegative().default(0),
});

const content = z.strictObject({ name: text, description: text, howToUse: z.string() });

export const variantSchema = z.strictObject({
  sku: z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,63}$/, 'must be 3–64 upper-case letters, digits and hyphens'),
  shadeName: text.nullable().default(null),
  shadeHex: z.string().regex(/^#[0-9A-F]{6}$/, 'must be a colour like "#A0522D" (upper case)').nullable().default(null),
  size: text.nullable().default(null),
  /** Price per country in minor units; a country left out does not sell the variant. */
  prices: z.partialRecord(country, z.strictObject({ amount: z.number().int('must be a whole number of minor units (cents)').positive('must be more than 0'), compareAt: minor.nullable().default(null) })).default({}),
  /** Online stock per country. */
  stock: z.partialRecord(country, quantity).default({}),
  /** Stock per store slug. */
  storeStock: z.record(slug, quantity).default({}),
  /** The shade's or size's photograph (null: the product's image, else a drawing in the shade's colour). */
  image: imageSource,
}).refine((v) => Object.values(v.prices).every((p) => p && (p.compareAt === null || p.compareAt > p.amount)), {
  message: 'compareAt must be more than amount (it is the price before the sale)',
  path: ['prices'],
});

export const productRecord = z.strictObject({
  type: z.literal('product'),
  slug,
  brand: slug,
  category: categoryRecord.shape.path,
  productType: text,
  content: z.strictObject({ en: content, id: content.optional(), th: content.optional(), zh: content.optional() }),
  ingredients: z.string().default(''),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])).default({}),
  badges: z.array(z.enum(['coming_soon', 'priority_access', 'app_exclusive'])).default([]),
  /** Coming soon: on sale this many days after the import day (null: on sale now). */
  availableInDays: z.number().int().nullable().default(null),
  nonDiscountable: z.boolean().default(false),
  sampleEligible: z.boolean().default(false),
  ratingAverage: z.number().min(0).max(5).default(0),
  ratingCount: quantity.default(0),
  popularity: quantity.default(0),
  featuredRank: z.number().int().positive().nullable().default(null),
  /** Listed as new: added this many minutes before the import day (0: today). */
  createdMinutesAgo: z.number().int().nonnegative().default(0),
  /** The photograph of every variant that names none of its own. */
  image: imageSource,
  variants: z.array(variantSchema).min(1, 'a product needs at least one variant'),
});

export const catalogueRecord = z.discriminatedUnion('type', [headerRecord, storeRecord, brandRecord, categoryRecord, productRecord], {
  message: 'type must be one of catalogue, store, brand, category, product',
});

export type CatalogueRecord = z.infer<typeof catalogueRecord>;
export type StoreRecord = z.infer<typeof storeRecord>;
export type BrandRecord = z.infer<typeof brandRecord>;
export type CategoryRecord = z.infer<typeof categoryRecord>;
export type ProductRecord = z.infer<typeof productRecord>;
export type VariantRecord = z.infer<typeof variantSchema>;

export interface RecordError {
  line: number;
  field: string;
  message: string;
}

export interface ParsedCatalogue {
  stores: StoreRecord[];
  brands: BrandRecord[];
  categories: CategoryRecord[];
  products: ProductRecord[];
  /** Lines of products that failed (only with partial imports; otherwise the whole file fails). */
  skippedProducts: number;
  /** Lines of products with errors: a partial import skips these; any other error stops it. */
  productErrorLines: Set<number>;
  /** The line of each of `products`, in their order. */
  productLines: number[];
  errors: RecordError[];
}

/**
 * Validates a JSON Lines catalogue line by line, then across records (references to brands, categories and
 * stores; duplicate slugs and SKUs). Blank lines are ignored.
 */
export function parseCatalogue(lines: Iterable<string>): ParsedCatalogue {
  const out: ParsedCatalogue = { stores: [], brands: [], categories: [], products: [], skippedProducts: 0, productErrorLines: new Set(), productLines: [], errors: [] };
  const productLines: number[] = [];
  let n = 0;
  for (const raw of lines) {
    n += 1;
    if (raw.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      out.errors.push({ line: n, field: '(line)', message: 'is not valid JSON' });
      continue;
    }
    const parsed = catalogueRecord.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) out.errors.push({ line: n, field: issue.path.join('.') || '(record)', message: issue.message });
      if ((json as { type?: unknown })?.type === 'product') {
        out.skippedProducts += 1;
        out.productErrorLines.add(n);
      }
      continue;
    }
    const r = parsed.data;
    if (r.type === 'store') out.stores.push(r);
    else if (r.type === 'brand') out.brands.push(r);
    else if (r.type === 'category') out.categories.push(r);
    else if (r.type === 'product') {
      out.products.push(r);
      productLines.push(n);
    }
  }
  crossCheck(out, productLines);
  return out;
}

function crossCheck(out: ParsedCatalogue, productLines: number[]): void {
  const brands = new Set(out.brands.map((b) => b.slug));
  const categories = new Set(out.categories.map((c) => c.path));
  const stores = new Set(out.stores.map((s) => s.slug));
  for (const c of out.categories) {
    const parent = c.path.includes('/') ? c.path.slice(0, c.path.lastIndexOf('/')) : null;
    if (parent && !categories.has(parent)) out.errors.push({ line: 0, field: 'path', message: `category "${c.path}" has no parent category "${parent}" in the file` });
  }
  if (out.brands.filter((b) => b.houseBrand).length > 1) out.errors.push({ line: 0, field: 'houseBrand', message: 'at most one brand may be the house brand' });
  const slugs = new Set<string>();
  const skus = new Set<string>();
  const errors: RecordError[] = [];
  out.productLines = productLines;
  out.products.forEach((p, i) => {
    const line = productLines[i];
    if (!brands.has(p.brand)) errors.push({ line, field: 'brand', message: `no brand "${p.brand}" in the file` });
    if (!categories.has(p.category)) errors.push({ line, field: 'category', message: `no category "${p.category}" in the file` });
    if (slugs.has(p.slug)) errors.push({ line, field: 'slug', message: `"${p.slug}" is used by an earlier product` });
    p.variants.forEach((v, j) => {
      if (skus.has(v.sku)) errors.push({ line, field: `variants.${j}.sku`, message: `"${v.sku}" is used by an earlier variant` });
      skus.add(v.sku);
      for (const store of Object.keys(v.storeStock)) {
        if (!stores.has(store)) errors.push({ line, field: `variants.${j}.storeStock.${store}`, message: `no store "${store}" in the file` });
      }
    });
    slugs.add(p.slug);
  });
  rejectProducts(out, errors);
}

/** Records errors found in products after parsing (a photograph that cannot be read): those products are left out. */
export function rejectProducts(out: ParsedCatalogue, errors: readonly RecordError[]): void {
  if (!errors.length) return;
  const failed = new Set(errors.map((e) => e.line));
  out.errors.push(...errors);
  const products: ProductRecord[] = [];
  const lines: number[] = [];
  out.products.forEach((p, i) => {
    const line = out.productLines[i];
    if (failed.has(line)) {
      out.skippedProducts += 1;
      out.productErrorLines.add(line);
    } else {
      products.push(p);
      lines.push(line);
    }
  });
  out.products = products;
  out.productLines = lines;
}
