/**
 * zod contracts of the catalogue API (`/api/web/v1`): request query/body schemas and response schemas.
 * Route handlers parse with these, services return these shapes, the OpenAPI document is generated from
 * them, and the UI types come from them (`z.infer`). Money is integer minor units.
 */
import { z } from 'zod';
import { serialIdText } from './params';

export const LANGS = ['en', 'id', 'th', 'zh'] as const;
export const SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'] as const;
export const BADGES = ['coming_soon', 'priority_access', 'app_exclusive'] as const;
export const MAX_PAGE_SIZE = 48;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (lower-case letters, digits and dashes)').max(100);
const categoryPath = z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+){0,2}$/, 'must be a category path such as makeup/lips/lipstick');
/** A comma-separated list in a query string, e.g. `brand=a,b`. */
const csv = <T extends z.ZodType<unknown, string>>(item: T, max = 20) =>
  z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .pipe(z.array(item).max(max));
// Only a value that is not a number gets "must be a number"; bounds keep their own messages.
const intFromQuery = (min: number, max: number) =>
  z.coerce
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be a number' : undefined) })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const Money = z.object({
  amount: z.number().int(),
  /** The original price when discounted, else null. */
  compareAt: z.number().int().nullable(),
  currency: z.string().length(3),
});

export const Image = z.object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive(), alt: z.string() });

export const Badge = z.enum(BADGES);
/** What the product button shows (SPEC §4): add to bag, out of stock (waitlist), coming soon (remind me). */
export const ProductState = z.enum(['available', 'out_of_stock', 'coming_soon']);
export const StockState = z.enum(['in_stock', 'low_stock', 'out_of_stock']);

export const BrandRef = z.object({ slug, name: z.string() });

export const Swatch = z.object({ variantId: z.number().int(), shadeName: z.string(), shadeHex: z.string() });

export const ProductSummary = z.object({
  id: z.number().int(),
  slug,
  name: z.string(),
  brand: BrandRef,
  productType: z.string(),
  image: Image,
  /** The lowest variant price in the country; `priceFrom` when variants differ. */
  price: Money,
  priceFrom: z.boolean(),
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
  badges: z.array(Badge),
  state: ProductState,
  availableFrom: z.string().datetime({ offset: true }).nullable(),
  defaultVariantId: z.number().int(),
  variantCount: z.number().int().positive(),
  swatches: z.array(Swatch).max(8),
});

export const Variant = z.object({
  id: z.number().int(),
  sku: z.string(),
  shadeName: z.string().nullable(),
  shadeHex: z.string().nullable(),
  size: z.string().nullable(),
  image: Image,
  price: Money,
  stock: z.object({
    state: StockState,
    /** Units left, only when low (for "only N left"); null otherwise. */
    quantityLeft: z.number().int().min(0).nullable(),
  }),
});

export const CategoryRef = z.object({ path: categoryPath, name: z.string() });

export const ProductDetail = ProductSummary.extend({
  description: z.string(),
  howToUse: z.string(),
  ingredients: z.string(),
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  category: CategoryRef,
  /** Top category first. */
  breadcrumb: z.array(CategoryRef),
  variants: z.array(Variant).min(1),
  nonDiscountable: z.boolean(),
  sampleEligible: z.boolean(),
});

export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int().min(0) });
export const Facet = z.object({
  /** The query parameter it filters: brand, category, rating, price, badge, or `f.<attribute>`. */
  param: z.string(),
  label: z.string(),
  type: z.enum(['terms', 'range']),
  values: z.array(FacetValue),
  /** For `range` facets (price): the bounds of the current result, minor units. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
});

/** `GET search/` (and listings): products matching an optional text query and filters. */
export const ListingQuery = z
  .object({
    q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    category: categoryPath.optional(),
    brand: csv(slug).optional(),
    price_min: intFromQuery(0, 100_000_000).optional(),
    price_max: intFromQuery(0, 100_000_000).optional(),
    rating: intFromQuery(1, 5).optional(),
    badge: csv(Badge, 3).optional(),
    /** Only discounted products (the Sale listing). */
    sale: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
    /** Only products added in the last 60 days (the New listing). */
    new: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
    sort: z.enum(SORTS).default('featured'),
    page: intFromQuery(1, 1000).default(1),
    page_size: intFromQuery(1, MAX_PAGE_SIZE).default(24),
  })
  /** Attribute facets arrive as `f.<name>=a,b`; handlers collect them into `attributes`. */
  .extend({ attributes: z.record(z.string().regex(/^[a-zA-Z]{1,40}$/), z.array(z.string().max(60)).max(20)).default({}) })
  .refine((q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max, {
    message: 'price_min must not be above price_max',
    path: ['price_min'],
  });
export type ListingQuery = z.infer<typeof ListingQuery>;

export const ListingResponse = z.object({
  items: z.array(ProductSummary),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  sort: z.enum(SORTS),
  facets: z.array(Facet),
});

export const Suggestions = z.object({
  query: z.string(),
  products: z.array(ProductSummary.pick({ id: true, slug: true, name: true, brand: true, image: true, price: true })),
  brands: z.array(BrandRef),
  categories: z.array(CategoryRef),
});

export const PopularQueries = z.object({ items: z.array(z.object({ query: z.string(), count: z.number().int() })) });

export const BrandSummary = BrandRef.extend({ houseBrand: z.boolean(), productCount: z.number().int().min(0), description: z.string() });
export const BrandsResponse = z.object({ items: z.array(BrandSummary) });

export type CategoryNodeT = { path: string; slug: string; name: string; level: number; children: CategoryNodeT[] };
export const CategoryNode: z.ZodType<CategoryNodeT> = z.lazy(() =>
  z.object({ path: categoryPath, slug, name: z.string(), level: z.number().int().min(1).max(3), children: z.array(CategoryNode) }),
);
export const CategoriesResponse = z.object({ items: z.array(CategoryNode) });

/** `GET variants?ids=1,2` or `?skus=A,B`: variants with price and stock in the request's country. */
export const VariantsQuery = z
  .object({ ids: csv(serialIdText('ids are whole numbers'), 50).optional(), skus: csv(z.string().min(1).max(64), 50).optional() })
  .refine((q) => (q.ids?.length ?? 0) + (q.skus?.length ?? 0) > 0, { message: 'give ids or skus' });
export const VariantsResponse = z.object({ items: z.array(Variant.extend({ productSlug: slug, productName: z.string(), brand: BrandRef })) });

/** `POST featured-products/`: the products a carousel shows, from explicit references or a source. */
export const FeaturedProductsRequest = z
  .object({
    /** Product slugs or variant SKUs, in display order. */
    refs: z.array(z.string().min(1).max(100)).max(24).optional(),
    source: z.enum(['new', 'sale', 'bestsellers', 'top_rated']).optional(),
    category: categoryPath.optional(),
    brand: slug.optional(),
    limit: z.number().int().min(1).max(24).default(12),
  })
  .refine((r) => r.refs?.length || r.source, { message: 'give refs or a source' });
export const FeaturedProductsResponse = z.object({ items: z.array(ProductSummary) });

export const OpeningHours = z.array(z.object({ day: z.number().int().min(0).max(6), opens: z.string(), closes: z.string() }));
export const StoreLocation = z.object({
  slug,
  name: z.string(),
  country: z.string().length(2),
  address: z.object({ line: z.string(), city: z.string(), postcode: z.string() }),
  phone: z.string(),
  openingHours: OpeningHours,
  timeZone: z.string(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  clickAndCollect: z.boolean(),
  /** How many bookable activities of each kind the store offers (bookings). */
  activityCounts: z.object({ service: z.number().int(), class: z.number().int(), event: z.number().int() }).optional(),
});
export const StoreLocationsResponse = z.object({ items: z.array(StoreLocation) });

/** The error body every API answers with on 4xx/5xx. */
export const ApiErrorBody = z.object({ message: z.string(), details: z.unknown().optional() });

export type ProductSummary = z.infer<typeof ProductSummary>;
export type ProductDetail = z.infer<typeof ProductDetail>;
export type Variant = z.infer<typeof Variant>;
export type Facet = z.infer<typeof Facet>;
export type ListingResponse = z.infer<typeof ListingResponse>;
export type Suggestions = z.infer<typeof Suggestions>;
export type BrandSummary = z.infer<typeof BrandSummary>;
export type StoreLocation = z.infer<typeof StoreLocation>;
export type FeaturedProductsRequest = z.infer<typeof FeaturedProductsRequest>;
export type PopularQueries = z.infer<typeof PopularQueries>;
export type VariantsResponse = z.infer<typeof VariantsResponse>;
