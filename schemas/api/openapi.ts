/**
 * The OpenAPI 3.1 document of `/api/web/v1`, generated from the zod contracts: `ENDPOINTS` declares every
 * route handler (method, path, summary, parameter/body/response schemas, error statuses) and
 * `openApiDocument()` turns the list into the document with zod 4's `z.toJSONSchema`. Shared shapes are
 * `components.schemas` and are referred to by `$ref`. Served at `/api/web/v1/openapi.json`, rendered at `/swagger`.
 */
import { z } from 'zod';
import * as C from './catalog';
import { PopularQueriesQuery, ProductFiltersResponse, SlugParams, SuggestionsQuery } from './catalog-params';
import { ContentEntry, EntryIdParams, ExemptRule, FooterGroup, LayoutResponse, MenuGroup, MenuLink } from './content';
import { LayoutQuery, OverlayIdParams, OverlayResponse, UserSegmentsResponse } from './preview';
import * as A from './accounts';
import { ACCOUNT_ENDPOINTS } from './openapi-accounts';
import { BAG_ENDPOINTS } from './openapi-bag';
import { ORDER_ENDPOINTS } from './openapi-orders';
import { GIFT_CARD_ENDPOINTS } from './openapi-gift-cards';
import { BOOKING_ENDPOINTS } from './openapi-bookings';
import { PERK_ENDPOINTS } from './openapi-perks';
import { REVIEW_ENDPOINTS } from './openapi-reviews';
import { WEBHOOK_ENDPOINTS } from './openapi-webhooks';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Every path below is relative to this. */
export const API_BASE_PATH = '/api/web/v1';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 503;
export type SuccessStatus = 200 | 201 | 202;

/** What an error status means when an endpoint does not say more. */
export const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'The request is not valid (a parameter or the body fails its schema, or the country or language is unknown). `message` names each problem; `details` lists them per field.',
  401: 'Access is required and was not given.',
  403: 'A cross-site request to a mutating endpoint (Origin / Sec-Fetch-Site is not this site).',
  404: 'Resource not found!',
  409: 'The request conflicts with what exists.',
  410: 'The link or token has expired or was already used.',
  422: 'The request is understood but refused (an invalid promotion).',
  423: 'The account is blocked.',
  413: 'The request body is too large.',
  415: 'The body is not sent as JSON: `Content-Type` must be `application/json` (in UTF-8); `message` says what was sent.',
  429: 'Too many attempts lately (per client address, account, email or bag: docs/reliability/abuse.md); the `Retry-After` header says in how many seconds to try again, and `message` says so in the request\'s language.',
  500: 'Something went wrong on the server; the request may be retried.',
  503: 'The store\'s database is out of reach for a moment (down or restarting); the `Retry-After` header says in how many seconds to try again. `message` says "nothing was changed" only when the request failed before any of it committed; when the database went away as a change committed it says the change could not be confirmed (`POST orders`: send it again with the same Idempotency-Key, which answers the order if it was placed). docs/reliability/database-and-races.md.',
};

export interface ExtraParameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/** One route handler, declared. */
export interface EndpointSpec {
  method: HttpMethod;
  /** OpenAPI path under `API_BASE_PATH`, parameters in braces: `/products/{slug}`. */
  path: string;
  operationId: string;
  /** The group it is listed under (`tags` of the document). */
  tag: string;
  summary: string;
  description?: string;
  /** Route parameters (`[slug]` → `{slug}`). */
  pathParams?: z.ZodObject;
  /** Query parameters; each property is one parameter. */
  query?: z.ZodObject;
  /** Query properties that are not parameters of their own (documented by `extraParameters` instead). */
  queryHidden?: readonly string[];
  /** Descriptions of path and query parameters, by name. */
  parameterDocs?: Readonly<Record<string, string>>;
  extraParameters?: readonly ExtraParameter[];
  /** A JSON request body. */
  body?: z.ZodType;
  /** The success answer (status `successStatus`, 200 unless given). */
  response: z.ZodType;
  successStatus?: SuccessStatus;
  /** Error bodies with more than `{ message, details? }`, by status. */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
  responseDescription: string;
  /** Error statuses it answers with; a string replaces the standard meaning. */
  errors: Partial<Record<ErrorStatus, string | true>>;
  /** Whether the country and language parameters and headers apply (default true). */
  localized?: boolean;
  /**
   * Who may call it (`components.securitySchemes`, see `ACCESS`). Default: `member` when it answers 401, else
   * `optionalMember` (anyone; a member's session, when sent, is read).
   */
  access?: Access;
  /** Where the path sits when not under `API_BASE_PATH` (the webhooks: `/api`): the path item's own server. */
  base?: string;
}

/** Who may call an endpoint; each is a list of alternatives of `SECURITY_SCHEMES` (`{}` = no credentials). */
export type Access = 'public' | 'optionalMember' | 'member' | 'refreshToken' | 'editor' | 'optionalEditor' | 'contentWebhook' | 'catalogWebhook' | 'paymentWebhook';

/** The credentials the store reads (SPEC §3 cookies; the preview and webhook secrets). */
export const SECURITY_SCHEMES = {
  sessionData: { type: 'apiKey', in: 'cookie', name: 'jwt-data', description: 'The session: the access token’s header and claims (readable by the page). Sent with `jwt-signature`.' },
  sessionSignature: { type: 'apiKey', in: 'cookie', name: 'jwt-signature', description: 'The access token’s signature (HTTP-only). Sent with `jwt-data`.' },
  bearerAccessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The whole access token, for clients without cookies (the app’s server flow).' },
  refreshTokenCookie: { type: 'apiKey', in: 'cookie', name: 'jwt-refresh-token', description: 'The rotating refresh token (HTTP-only), for the client flow of `POST auth/token`.' },
  previewSecret: { type: 'apiKey', in: 'header', name: 'X-Preview-Secret', description: 'The editors’ preview secret (`PREVIEW_SECRET`; with the developer sandbox on, the development default), for clients without a browser.' },
  previewDraftMode: { type: 'apiKey', in: 'cookie', name: '__prerender_bypass', description: 'Draft mode, signed by the store: set by `GET /api/preview?secret=…` for an editor’s browser.' },
  contentWebhookSecret: { type: 'apiKey', in: 'header', name: 'X-Contentful-Webhook-Secret', description: 'The revalidation webhooks’ shared secret (`REVALIDATE_SECRET`), as the content service sends it.' },
  revalidateSecret: { type: 'apiKey', in: 'header', name: 'X-Revalidate-Secret', description: 'The same shared secret, as the store’s own commands send it (the restock command).' },
  paymentSignature: { type: 'apiKey', in: 'header', name: 'X-Payment-Signature', description: 'HMAC-SHA256 of the raw body with the payment provider’s signing secret (hex).' },
} as const;

type Requirement = Record<string, string[]>;
const SESSION: Requirement[] = [{ sessionData: [], sessionSignature: [] }, { bearerAccessToken: [] }];
const PREVIEW: Requirement[] = [{ previewSecret: [] }, { previewDraftMode: [] }];
/** Each access as an operation's `security` (alternatives; `{}` = anonymous). */
export const ACCESS: Record<Access, Record<string, string[]>[]> = {
  public: [{}],
  optionalMember: [{}, ...SESSION],
  member: SESSION,
  refreshToken: [{ refreshTokenCookie: [] }, {}],
  editor: PREVIEW,
  optionalEditor: [{}, ...PREVIEW],
  contentWebhook: [{ contentWebhookSecret: [] }],
  catalogWebhook: [{ revalidateSecret: [] }],
  paymentWebhook: [{ paymentSignature: [] }],
};

/** The access of an endpoint: its own, else member-only when it answers 401, else open with an optional session. */
export function accessOf(endpoint: Pick<EndpointSpec, 'access' | 'errors'>): Access {
  return endpoint.access ?? (endpoint.errors[401] ? 'member' : 'optionalMember');
}

/** The shared shapes: `components.schemas.<name>`, referred to wherever they occur. */
const COMPONENTS: Record<string, z.ZodType> = {
  Money: C.Money,
  Image: C.Image,
  Badge: C.Badge,
  ProductState: C.ProductState,
  StockState: C.StockState,
  BrandRef: C.BrandRef,
  Swatch: C.Swatch,
  ProductSummary: C.ProductSummary,
  Variant: C.Variant,
  CategoryRef: C.CategoryRef,
  ProductDetail: C.ProductDetail,
  FacetValue: C.FacetValue,
  Facet: C.Facet,
  ListingResponse: C.ListingResponse,
  ProductFiltersResponse,
  Suggestions: C.Suggestions,
  PopularQueries: C.PopularQueries,
  BrandSummary: C.BrandSummary,
  BrandsResponse: C.BrandsResponse,
  CategoryNode: C.CategoryNode,
  CategoriesResponse: C.CategoriesResponse,
  VariantsResponse: C.VariantsResponse,
  FeaturedProductsResponse: C.FeaturedProductsResponse,
  OpeningHours: C.OpeningHours,
  StoreLocation: C.StoreLocation,
  StoreLocationsResponse: C.StoreLocationsResponse,
  MenuLink,
  MenuGroup,
  FooterGroup,
  ExemptRule,
  LayoutResponse,
  ContentEntry,
  ApiErrorBody: C.ApiErrorBody,
  Account: A.Account,
  AccountResponse: A.AccountResponse,
  MessageResponse: A.MessageResponse,
  PasswordRulesError: A.PasswordRulesError,
  BlockedError: A.BlockedError,
  TokenResponse: A.TokenResponse,
};

/** Request bodies, generated as the input they accept (defaults optional): `components.schemas.<name>`. */
const REQUEST_COMPONENTS: Record<string, z.ZodType> = {
  FeaturedProductsRequest: C.FeaturedProductsRequest,
  RegisterRequest: A.RegisterBody,
};

/** The document itself, loosely: what `openapi.json` answers. */
export const OpenApiDocumentShape = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const LISTING_PARAMETER_DOCS: Record<string, string> = {
  q: 'Text to search for in names, brands, categories and descriptions (prefixes and small typos match).',
  category: 'A category path, one to three levels: `makeup`, `makeup/lips`, `makeup/lips/lipstick`.',
  brand: 'Brand slugs, comma-separated (or the parameter repeated): `brand=kaya-botanics,lumen`.',
  price_min: 'Lowest price, in minor units of the country’s currency.',
  price_max: 'Highest price, in minor units of the country’s currency; not below `price_min`.',
  rating: 'Only products rated at least this many stars (1–5).',
  badge: 'Badges, comma-separated: coming_soon, priority_access, app_exclusive.',
  sale: '`true`: only discounted products (the Sale listing).',
  new: '`true`: only products added in the last 60 days (the New listing).',
  sort: 'Order of the results.',
  page: 'Page number, from 1.',
  page_size: `Products per page, at most ${C.MAX_PAGE_SIZE}.`,
};

const ATTRIBUTE_FACET_PARAMETER: ExtraParameter = {
  name: 'f.{attribute}',
  in: 'query',
  required: false,
  description:
    'Attribute facets, one parameter per attribute, values comma-separated: `f.finish=matte,satin&f.skinType=oily`. The facet names are the `param` of the facets `products/filters/` returns.',
  schema: { type: 'string' },
};

const SLUG_DOCS = { slug: 'The slug (lower-case letters, digits and dashes).' };

/** Every route handler under `app/api/web/v1`, in the order the documentation lists them. */
export const ENDPOINTS: readonly EndpointSpec[] = [
  {
    method: 'get',
    path: '/store-locations',
    operationId: 'listStoreLocations',
    tag: 'Stores',
    summary: 'List the stores of the country',
    description: 'Every physical store of the request’s country, with address, opening hours, time zone, coordinates and click-and-collect.',
    response: C.StoreLocationsResponse,
    responseDescription: 'The stores of the country.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/store-locations/{slug}',
    operationId: 'getStoreLocation',
    tag: 'Stores',
    summary: 'Show one store',
    pathParams: SlugParams,
    parameterDocs: SLUG_DOCS,
    response: C.StoreLocation,
    responseDescription: 'The store.',
    errors: { 400: true, 404: 'No store with this slug in the country: "Resource not found!".', 500: true },
  },
  {
    method: 'get',
    path: '/brands',
    operationId: 'listBrands',
    tag: 'Catalogue',
    summary: 'List brands (A–Z)',
    description: 'Every brand with its product count in the country. SPEC §7 writes the path `brands/`.',
    response: C.BrandsResponse,
    responseDescription: 'The brands, A–Z.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/categories',
    operationId: 'listCategories',
    tag: 'Catalogue',
    summary: 'The category tree',
    description: 'Top categories, categories and sub-categories (three levels), names in the request’s language.',
    response: C.CategoriesResponse,
    responseDescription: 'The category tree, top categories first.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/products/{slug}',
    operationId: 'getProduct',
    tag: 'Catalogue',
    summary: 'Show one product with its variants',
    description: 'Prices and stock are the country’s; texts the language’s (English when missing).',
    pathParams: SlugParams,
    parameterDocs: SLUG_DOCS,
    response: C.ProductDetail,
    responseDescription: 'The product.',
    errors: { 400: true, 404: 'No product with this slug: "Resource not found!".', 500: true },
  },
  {
    method: 'get',
    path: '/products/filters',
    operationId: 'listProductFilters',
    tag: 'Catalogue',
    summary: 'Facets of a listing',
    description: 'The filters (brand, category, price range, rating, badges and attribute facets) of the products a listing query matches, with counts. Takes the same parameters as `search/`.',
    query: C.ListingQuery,
    queryHidden: ['attributes'],
    parameterDocs: LISTING_PARAMETER_DOCS,
    extraParameters: [ATTRIBUTE_FACET_PARAMETER],
    response: ProductFiltersResponse,
    responseDescription: 'The facets.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/variants',
    operationId: 'listVariants',
    tag: 'Catalogue',
    summary: 'Variants by id or SKU',
    description: 'Variants with price and stock in the country, for the bag and wish list. Give `ids`, `skus` or both.',
    query: C.VariantsQuery,
    parameterDocs: { ids: 'Variant ids, comma-separated (at most 50).', skus: 'Variant SKUs, comma-separated (at most 50).' },
    response: C.VariantsResponse,
    responseDescription: 'The variants found, unknown ones left out.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'post',
    path: '/featured-products',
    operationId: 'featuredProducts',
    tag: 'Catalogue',
    summary: 'Resolve the products of a carousel',
    description: 'From explicit references (product slugs or variant SKUs, in order) or a source (new, sale, bestsellers, top rated), optionally within a category or brand.',
    body: C.FeaturedProductsRequest,
    response: C.FeaturedProductsResponse,
    responseDescription: 'The products, in display order.',
    errors: { 400: 'The body is not JSON or fails its schema.', 403: true, 413: true, 500: true },
  },
  {
    method: 'get',
    path: '/search',
    operationId: 'searchProducts',
    tag: 'Search',
    summary: 'Search and list products',
    description: 'Products matching an optional text query and filters, sorted and paged, with the facets of the result. Listings (category, brand, Sale, New) are searches without `q`. A text search is logged for popular queries.',
    query: C.ListingQuery,
    queryHidden: ['attributes'],
    parameterDocs: LISTING_PARAMETER_DOCS,
    extraParameters: [ATTRIBUTE_FACET_PARAMETER],
    response: C.ListingResponse,
    responseDescription: 'One page of products, the total and the facets.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/search/suggestions',
    operationId: 'searchSuggestions',
    tag: 'Search',
    summary: 'As-you-type suggestions',
    description: 'Products, brands and categories for the search overlay.',
    query: SuggestionsQuery,
    parameterDocs: { q: 'What the shopper has typed so far (1–100 characters).' },
    response: C.Suggestions,
    responseDescription: 'The suggestions.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/search/popular-queries',
    operationId: 'popularQueries',
    tag: 'Search',
    summary: 'Popular searches',
    description: 'The queries searched most often in the country and language.',
    query: PopularQueriesQuery,
    parameterDocs: { limit: 'How many queries.' },
    response: C.PopularQueries,
    responseDescription: 'The queries, most searched first.',
    errors: { 400: true, 500: true },
  },
  {
    method: 'get',
    path: '/layouts',
    operationId: 'getLayout',
    tag: 'Content',
    summary: 'The site layout',
    description:
      'Header and footer menus, announcement and smart-link exempt paths of the country and language (the CMS `layout` entry). Preview mode (`X-Preview-Mode: true`, editors only: draft mode or `X-Preview-Secret`) answers the draft layout as a visitor in `user_segments` sees it; otherwise menus targeted at user segments are left out.',
    query: LayoutQuery,
    parameterDocs: { user_segments: 'Comma-joined user segments to preview as (preview mode only).' },
    extraParameters: [
      { name: 'X-Preview-Mode', in: 'header', required: false, description: '`true` for the draft layout (preview mode).', schema: { type: 'string', enum: ['true', 'false'] } },
      { name: 'X-Preview-Secret', in: 'header', required: false, description: 'The preview secret (not needed in draft mode).', schema: { type: 'string' } },
    ],
    response: LayoutResponse,
    responseDescription: 'The layout.',
    errors: { 400: true, 401: 'Preview mode without preview access.', 404: 'The country has no valid layout entry ("Layout not found").', 500: true },
    access: 'optionalEditor',
  },
  {
    method: 'get',
    path: '/contentful/content-entries/{id}',
    operationId: 'getContentEntry',
    tag: 'Content',
    summary: 'One published content entry',
    description: 'The entry in the request’s locale, links resolved.',
    pathParams: EntryIdParams,
    parameterDocs: { id: 'The entry id.' },
    response: ContentEntry,
    responseDescription: 'The entry.',
    errors: { 400: true, 404: true, 500: true },
  },
  {
    method: 'get',
    path: '/contentful/preview/content-entries/{id}',
    operationId: 'getPreviewContentEntry',
    tag: 'Content',
    summary: 'The latest draft of a content entry',
    description: 'Needs preview access: draft mode, or the preview secret in `X-Preview-Secret`.',
    pathParams: EntryIdParams,
    parameterDocs: { id: 'The entry id.' },
    extraParameters: [{ name: 'X-Preview-Secret', in: 'header', required: false, description: 'The preview secret (not needed in draft mode).', schema: { type: 'string' } }],
    response: ContentEntry,
    responseDescription: 'The draft entry.',
    errors: { 400: true, 401: 'No preview access.', 404: true, 500: true },
    access: 'editor',
  },
  {
    method: 'get',
    path: '/sea-falcon/all-user-segments',
    operationId: 'listUserSegments',
    tag: 'Content',
    summary: 'User segments',
    description: 'The user segments content can target and editors can preview as. Needs preview access: draft mode, or the preview secret in `X-Preview-Secret`.',
    extraParameters: [{ name: 'X-Preview-Secret', in: 'header', required: false, description: 'The preview secret (not needed in draft mode).', schema: { type: 'string' } }],
    response: UserSegmentsResponse,
    responseDescription: 'The segments, A–Z by name.',
    errors: { 400: true, 401: 'No preview access.', 500: true },
    access: 'editor',
  },
  {
    method: 'get',
    path: '/preview/overlays/{id}',
    operationId: 'getPreviewOverlay',
    tag: 'Content',
    summary: 'The latest draft of an overlay',
    description: 'The overlay and whether a visitor in the request country and `user_segments` sees it. Needs preview access: draft mode, or the preview secret in `X-Preview-Secret`.',
    pathParams: OverlayIdParams,
    query: LayoutQuery,
    parameterDocs: { id: 'The overlay entry id.', user_segments: 'Comma-joined user segments to check the overlay against.' },
    extraParameters: [{ name: 'X-Preview-Secret', in: 'header', required: false, description: 'The preview secret (not needed in draft mode).', schema: { type: 'string' } }],
    response: OverlayResponse,
    responseDescription: 'The overlay draft.',
    errors: { 400: true, 401: 'No preview access.', 404: true, 500: true },
    access: 'editor',
  },
  {
    method: 'get',
    path: '/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Documentation',
    summary: 'This OpenAPI 3.1 document',
    description: 'Also rendered as readable documentation at `/swagger`.',
    response: OpenApiDocumentShape,
    responseDescription: 'The OpenAPI document.',
    errors: {},
    localized: false,
  },
  ...ACCOUNT_ENDPOINTS,
  ...BAG_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...GIFT_CARD_ENDPOINTS,
  ...BOOKING_ENDPOINTS,
  ...PERK_ENDPOINTS,
  ...REVIEW_ENDPOINTS,
  ...WEBHOOK_ENDPOINTS,
];

export const TAGS: readonly { name: string; description: string }[] = [
  { name: 'Stores', description: 'Physical stores per country.' },
  { name: 'Catalogue', description: 'Brands, categories, products, variants and carousels. Prices and stock are the request’s country’s.' },
  { name: 'Search', description: 'Product search, suggestions and popular searches.' },
  { name: 'Content', description: 'The CMS layout and content entries.' },
  { name: 'Accounts', description: 'Registration, sign-in and sign-out, token refresh, password reset, unlock and the account. A session is the `jwt-data` + `jwt-signature` cookies (or `Authorization: Bearer <access token>`) with a rotating refresh token in the HTTP-only `jwt-refresh-token` cookie.' },
  { name: 'Bag', description: 'The shopping bag: lines, promo codes, gifts with purchase, samples, Beauty Pass rewards, totals, and the wish list it moves lines to. Money is in minor units.' },
  { name: 'Waitlist', description: 'Waitlist me and remind me: a member hears once, by email, when a product is back or opens.' },
  { name: 'Orders', description: 'Placing an order (with an Idempotency-Key), its payment instructions, retrying a payment, the card payment enquiry.' },
  { name: 'Beauty Pass', description: 'The member’s tier, points and points log; the rewards boutique.' },
  { name: 'Reviews', description: 'Product reviews (one per member and product; publishing awards Beauty Pass points once and the published reviews’ average becomes the product’s rating) and the member’s beauty profile (completing it awards points once).' },
  { name: 'Gift cards', description: 'Buying an e-gift card (an order delivered by email), a card’s balance, and a card applied to the bag as payment.' },
  { name: 'Bookings', description: 'Beauty services, beauty classes and store events: activities, sessions in the store’s time zone with seats remaining, questions, and a member’s reservations (book, reschedule, cancel).' },
  { name: 'Sandbox', description: 'Developer tools, only where the developer sandbox is on (`ATELIER_SANDBOX=on`; `npm start` and the tests set it).' },
  { name: 'Documentation', description: 'This API’s description.' },
  { name: 'Webhooks', description: 'What other services call (under `/api`, outside the web API): the content service’s and the store commands’ revalidation with a shared secret, and the payment provider’s signed events.' },
];

/** The country and language every localized endpoint accepts (server/api/respond.ts `requestLocale`). */
const LOCALE_PARAMETERS: Record<string, ExtraParameter> = {
  Country: { name: 'country', in: 'query', required: false, description: 'Two-letter country code (e.g. `th`); wins over `X-Site-Country`.', schema: { type: 'string', pattern: '^[a-zA-Z]{2}$' } },
  Language: { name: 'language', in: 'query', required: false, description: 'Language code offered in the country (`en`, `id`, `th`, `zh`); wins over `Accept-Language`.', schema: { type: 'string', enum: [...C.LANGS] } },
  SiteCountry: { name: 'X-Site-Country', in: 'header', required: false, description: 'The storefront’s country in lower case (SPEC §7); the default country when absent.', schema: { type: 'string' } },
  AcceptLanguage: { name: 'Accept-Language', in: 'header', required: false, description: 'language-COUNTRY, e.g. `th-TH` (SPEC §7); the country’s default language when absent or not offered.', schema: { type: 'string' } },
};

/* ---------- the document ---------- */

export type Ref = { $ref: string };
export interface OpenApiParameter {
  name: string;
  in: 'query' | 'header' | 'path';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface OpenApiMediaType {
  schema: JsonSchema;
}
export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
}
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: (OpenApiParameter | Ref)[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  security: Record<string, string[]>[];
}
export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & { servers?: { url: string; description: string }[] };
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  jsonSchemaDialect: string;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, OpenApiPathItem>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, OpenApiParameter>; securitySchemes: typeof SECURITY_SCHEMES };
}

export const COMPONENT_REF_PREFIX = '#/components/schemas/';
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Drops what zod adds that a reader does not need: the ±2^53 bounds of every integer, `$schema`, `$id`. */
function tidy(ctx: { jsonSchema: JsonSchema }) {
  const s = ctx.jsonSchema;
  if (s.minimum === -MAX_SAFE) delete s.minimum;
  if (s.maximum === MAX_SAFE) delete s.maximum;
  // `z.unknown().nullable()` is `anyOf: [{}, { type: 'null' }]`: the empty branch already takes null, so any value.
  if (Array.isArray(s.anyOf) && s.anyOf.some((branch) => typeof branch === 'object' && Object.keys(branch).length === 0)) delete s.anyOf;
}
function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function registryOf(schemas: Record<string, z.ZodType>) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  return registry;
}

/** JSON Schemas for the shared shapes: outputs as answered, request bodies as accepted. */
function componentSchemas(): { all: Record<string, JsonSchema>; output: z.core.$ZodRegistry<{ id: string }>; input: z.core.$ZodRegistry<{ id: string }> } {
  const output = registryOf(COMPONENTS);
  const input = registryOf(REQUEST_COMPONENTS);
  const uri = (id: string) => `${COMPONENT_REF_PREFIX}${id}`;
  const outputs = z.toJSONSchema(output, { target: 'draft-2020-12', io: 'output', uri, override: tidy }).schemas;
  const inputs = z.toJSONSchema(input, { target: 'draft-2020-12', io: 'input', uri, override: tidy }).schemas;
  const all: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries({ ...outputs, ...inputs })) all[id] = stripMeta(schema);
  return { all, output, input };
}

/** A schema as a `$ref` when it is a component, else inline (converted with the given direction). */
function schemaOrRef(schema: z.ZodType, registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output'): JsonSchema {
  const id = registry.get(schema)?.id;
  if (id) return { $ref: `${COMPONENT_REF_PREFIX}${id}` };
  return stripMeta(z.toJSONSchema(schema, { target: 'draft-2020-12', io, override: tidy, unrepresentable: 'any' }));
}

/** One parameter per property of a query or path schema, as the schema accepts them (io input). */
function parametersOf(schema: z.ZodObject, where: 'query' | 'path', docs: Readonly<Record<string, string>>, hidden: readonly string[]): OpenApiParameter[] {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', override: tidy, unrepresentable: 'any' });
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {})
    .filter(([name]) => !hidden.includes(name))
    .map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(docs[name] ? { description: docs[name] } : {}),
      schema: typeof property === 'boolean' ? {} : property,
    }));
}

function errorResponse(status: ErrorStatus, meaning: string | true, body: JsonSchema = { $ref: `${COMPONENT_REF_PREFIX}ApiErrorBody` }): OpenApiResponse {
  return {
    description: meaning === true ? ERROR_MEANINGS[status] : meaning,
    content: { 'application/json': { schema: body } },
  };
}

function operationOf(endpoint: EndpointSpec, output: z.core.$ZodRegistry<{ id: string }>, input: z.core.$ZodRegistry<{ id: string }>): OpenApiOperation {
  const docs = endpoint.parameterDocs ?? {};
  const parameters: (OpenApiParameter | Ref)[] = [
    ...(endpoint.pathParams ? parametersOf(endpoint.pathParams, 'path', docs, []) : []),
    ...(endpoint.query ? parametersOf(endpoint.query, 'query', docs, endpoint.queryHidden ?? []) : []),
    ...(endpoint.extraParameters ?? []).map((p) => ({ ...p })),
    ...(endpoint.localized === false ? [] : Object.keys(LOCALE_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` }))),
  ];
  const responses: Record<string, OpenApiResponse> = {
    [String(endpoint.successStatus ?? 200)]: { description: endpoint.responseDescription, content: { 'application/json': { schema: schemaOrRef(endpoint.response, output, 'output') } } },
  };
  // Every endpoint that may answer 500 runs in the API's shared handler, whose answer to the database out of reach is
  // a 503 (server/api/handler.ts `failureAnswer`).
  // Every endpoint that takes a JSON body reads it through the shared handler, which refuses another content type with a
  // 415 (server/api/handler.ts `readJsonText`).
  const errors = { ...(endpoint.body ? { 415: true as const } : {}), ...(endpoint.errors[500] ? { 503: true as const } : {}), ...endpoint.errors };
  for (const [status, meaning] of Object.entries(errors)) {
    const body = endpoint.errorBodies?.[Number(status) as ErrorStatus];
    if (meaning) responses[status] = errorResponse(Number(status) as ErrorStatus, meaning, body ? schemaOrRef(body, output, 'output') : undefined);
  }
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    parameters,
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOrRef(endpoint.body, input, 'input') } } } } : {}),
    responses,
    security: ACCESS[accessOf(endpoint)].map((alternative) => ({ ...alternative })),
  };
}

/** Builds the document from a list of endpoints (`ENDPOINTS` unless given, for tests). */
export function buildOpenApiDocument(endpoints: readonly EndpointSpec[] = ENDPOINTS): OpenApiDocument {
  const { all, output, input } = componentSchemas();
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= endpoint.base && endpoint.base !== API_BASE_PATH ? { servers: [{ url: endpoint.base, description: 'This store (outside the web API)' }] } : {});
    if (item[endpoint.method]) throw new Error(`Two endpoints declare ${endpoint.method.toUpperCase()} ${endpoint.path}`);
    item[endpoint.method] = operationOf(endpoint, output, input);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Atelier storefront API',
      version: '1.0.0',
      // The store's own code, not open source: SPDX's marker for that.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'The web API of the Atelier storefront. Every answer is JSON; errors are `{ message, details? }`. Money is integer minor units of the country’s currency. The country and language come from the `country`/`language` query parameters, else the `X-Site-Country` and `Accept-Language` headers, else the default country and its first language.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: API_BASE_PATH, description: 'This store' }],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: { schemas: all, parameters: { ...LOCALE_PARAMETERS }, securitySchemes: SECURITY_SCHEMES },
  };
}

let cached: OpenApiDocument | undefined;

/** The document of this API (built once per process; it depends on code only). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
