/**
 * A listing's state in the URL (so it can be shared and Back restores it) and the `search/` API query it
 * makes. Pure functions, browser-safe. The URL holds only what the shopper chose — the listing's own fixed
 * filters (its category, brand, sale or new) come from the block and stay out of the URL.
 *
 *   ?q=lipstick&category=makeup/lips&brand=a,b&badge=app_exclusive&rating=4&f.finish=matte
 *    &price_min=1000&price_max=5000&sort=price_asc&page=3
 *
 * `page` is how many pages are shown ("Show more" appends), not an offset.
 */
import type { Facet } from '@/schemas/api/catalog';

export const SORTS = ['featured', 'newest', 'price_desc', 'price_asc', 'top_rated'] as const;
export type Sort = (typeof SORTS)[number];

/** Facets where one value is chosen at a time (a category path, a minimum rating); the rest combine. */
export const SINGLE_VALUE_PARAMS: ReadonlySet<string> = new Set(['category', 'rating']);
const FILTER_PARAMS = 'brand|category|rating|badge|f\\.[a-zA-Z]{1,40}';
const FILTER_PARAM = new RegExp(`^(?:${FILTER_PARAMS})$`);
const LISTING_PARAMS = new Set(['q', 'sort', 'page', 'price_min', 'price_max']);
/**
 * The parameters that can make a listing show other products than its server-rendered first page: all but
 * `page`, which only appends pages to it. (Some values still leave it as it is, e.g. `sort=featured`.)
 */
export const CHOOSING_PARAM = new RegExp(`^(?:q|sort|price_min|price_max|${FILTER_PARAMS})$`);
const MAX_PAGES = 20;

export interface ListingState {
  q: string;
  sort: Sort;
  /** Pages shown, 1 or more. */
  pages: number;
  /** Chosen facet values by query parameter (`brand`, `category`, `rating`, `badge`, `f.<attribute>`). */
  filters: Record<string, string[]>;
  /** Minor units. */
  priceMin?: number;
  priceMax?: number;
}

/** What a listing always shows (from its block): not in the URL, not removable. */
export interface BaseFilters {
  category?: string;
  brand?: string;
  sale?: boolean;
  new?: boolean;
}

/**
 * The facets a listing offers as filters: not one its fixed filters already decide (a brand page's brand).
 * The server leaves the others out of the cached page too.
 */
export const offeredFacets = <F extends { param: string }>(facets: F[], base: BaseFilters): F[] =>
  facets.filter((f) => !(f.param === 'brand' && base.brand));

/** Facets as a cached listing page carries them to its island: each value as `[value, label, count]`. */
export type PackedFacet = Omit<Facet, 'values'> & { values: [value: string, label: string, count: number][] };

/** About half the bytes of the value objects (a brand page has some 40 facet values). */
export const packFacets = (facets: Facet[]): PackedFacet[] =>
  facets.map(({ values, ...facet }) => ({ ...facet, values: values.map((v) => [v.value, v.label, v.count]) }));

export const unpackFacets = (facets: PackedFacet[]): Facet[] =>
  facets.map(({ values, ...facet }) => ({ ...facet, values: values.map(([value, label, count]) => ({ value, label, count })) }));

export const emptyState = (): ListingState => ({ q: '', sort: 'featured', pages: 1, filters: {} });

const toInt = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** The listing state of a query string (`location.search`); unknown or malformed parameters are ignored. */
export function stateFromSearch(search: string): ListingState {
  const params = new URLSearchParams(search);
  const state = emptyState();
  state.q = (params.get('q') ?? '').trim().slice(0, 100);
  const sort = params.get('sort');
  if (sort && (SORTS as readonly string[]).includes(sort)) state.sort = sort as Sort;
  state.pages = toInt(params.get('page'), 1, MAX_PAGES) ?? 1;
  state.priceMin = toInt(params.get('price_min'), 0, 100_000_000);
  state.priceMax = toInt(params.get('price_max'), 0, 100_000_000);
  if (state.priceMin !== undefined && state.priceMax !== undefined && state.priceMin > state.priceMax) {
    [state.priceMin, state.priceMax] = [state.priceMax, state.priceMin];
  }
  for (const key of new Set(params.keys())) {
    if (!FILTER_PARAM.test(key)) continue;
    const values = [...new Set(params.getAll(key).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))].slice(0, 20);
    if (!values.length) continue;
    state.filters[key] = SINGLE_VALUE_PARAMS.has(key) ? values.slice(0, 1) : values.sort();
  }
  return state;
}

/** The query parameters of a state in a stable order (so equal states give equal URLs). */
function stateParams(state: ListingState, withPages: boolean): [string, string][] {
  const out: [string, string][] = [];
  if (state.q) out.push(['q', state.q]);
  const keys = Object.keys(state.filters).filter((k) => state.filters[k].length).sort((a, b) => paramRank(a) - paramRank(b) || a.localeCompare(b));
  for (const key of keys) out.push([key, [...state.filters[key]].sort().join(',')]);
  if (state.priceMin !== undefined) out.push(['price_min', String(state.priceMin)]);
  if (state.priceMax !== undefined) out.push(['price_max', String(state.priceMax)]);
  if (state.sort !== 'featured') out.push(['sort', state.sort]);
  if (withPages && state.pages > 1) out.push(['page', String(state.pages)]);
  return out;
}
const RANK: Record<string, number> = { category: 0, brand: 1, badge: 2, rating: 3 };
const paramRank = (key: string) => RANK[key] ?? 4;

const encode = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ',').replace(/%2F/g, '/')}`).join('&');

/**
 * The query string for a state (with `?`, or '' when there is nothing), keeping parameters of `current`
 * that are not the listing's (e.g. `language`).
 */
export function searchFromState(state: ListingState, current = ''): string {
  const kept = [...new URLSearchParams(current)].filter(([k]) => !LISTING_PARAMS.has(k) && !FILTER_PARAM.test(k));
  const query = encode([...kept, ...stateParams(state, true)]);
  return query ? `?${query}` : '';
}

/** Identifies the products a state shows, whatever the number of pages. */
export const queryKey = (state: ListingState) => encode(stateParams(state, false));

/** True when the shopper has chosen nothing: the listing as the server rendered it. */
export const isInitialQuery = (state: ListingState) => queryKey(state) === '';

/** The `search/` API query of one page of a state within a listing's fixed filters. */
export function apiQuery(state: ListingState, base: BaseFilters, page: number, pageSize: number): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of stateParams({ ...state, pages: 1 }, false)) query[key] = value;
  // The listing's own category narrows to a sub-category the shopper picks; its brand is fixed.
  if (base.category && !state.filters.category?.length) query.category = base.category;
  if (base.brand) query.brand = base.brand;
  if (base.sale) query.sale = 'true';
  if (base.new) query.new = 'true';
  query.page = String(page);
  query.page_size = String(pageSize);
  return query;
}

/** The state with one facet value toggled (single-value facets replace their value). */
export function toggleFilter(state: ListingState, param: string, value: string): ListingState {
  const current = state.filters[param] ?? [];
  let next: string[];
  if (SINGLE_VALUE_PARAMS.has(param)) next = current[0] === value ? [] : [value];
  else next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  const filters = { ...state.filters, [param]: next };
  if (!next.length) delete filters[param];
  return { ...state, filters, pages: 1 };
}

export function clearFilter(state: ListingState, param: string, value?: string): ListingState {
  if (param === 'price') return { ...state, priceMin: undefined, priceMax: undefined, pages: 1 };
  const filters = { ...state.filters };
  const rest = value === undefined ? [] : (filters[param] ?? []).filter((v) => v !== value);
  if (rest.length) filters[param] = rest;
  else delete filters[param];
  return { ...state, filters, pages: 1 };
}

/** Everything the shopper chose removed, keeping the search text. */
export const clearAll = (state: ListingState): ListingState => ({ ...emptyState(), q: state.q, sort: state.sort });

export const activeFilterCount = (state: ListingState) =>
  Object.values(state.filters).reduce((n, values) => n + values.length, 0) + (state.priceMin !== undefined || state.priceMax !== undefined ? 1 : 0);
