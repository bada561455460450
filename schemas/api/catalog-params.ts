/**
 * The catalogue API's small request schemas that `catalog.ts` leaves to the routes: route parameters,
 * the suggestion and popular-query parameters, and the filters answer. Same conventions as catalog.ts.
 */
import { z } from 'zod';
import { BrandRef, Facet } from './catalog';

/** `{slug}` in a path (products, store locations): the same slug rule as every catalogue slug. */
export const SlugParams = z.object({ slug: BrandRef.shape.slug });

/** `GET search/suggestions?q=`: as-you-type suggestions for 1–100 characters of text. */
export const SuggestionsQuery = z.object({
  q: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});

export const DEFAULT_POPULAR_QUERIES = 8;
export const MAX_POPULAR_QUERIES = 20;
/** `GET search/popular-queries/?limit=`: the most searched queries of the country and language. */
export const PopularQueriesQuery = z.object({
  limit: z.coerce
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'must be a number' : undefined) })
    .int('must be a whole number')
    .min(1)
    .max(MAX_POPULAR_QUERIES)
    .default(DEFAULT_POPULAR_QUERIES),
});

/** `GET products/filters/`: the facets (with counts) of the products a listing query matches. */
export const ProductFiltersResponse = z.object({ items: z.array(Facet) });
