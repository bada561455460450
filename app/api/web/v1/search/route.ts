import { after } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { listProducts } from '@/commerce/catalog/listing';
import { logSearch } from '@/commerce/catalog/search';
import { apiRoute, badRequest, ok } from '@/server/api/handler';
import { parseListingQuery } from '@/lib/api/listing-query';
import { log } from '@/lib/log';
import { searchVisitor } from '@/server/search-visitor';
import { ListingResponse } from '@/schemas/api/catalog';

/**
 * `GET search/`: products matching an optional text query and filters, with facets (SPEC §7). A text
 * search is logged for popular queries after the answer is sent, once per search (its first page), as a search
 * of its visitor (`server/search-visitor.ts`).
 */
export const GET = apiRoute(async ({ locale, url, request }) => {
  const query = parseListingQuery(url.searchParams);
  if (!query.success) return badRequest(query.error, 'query', query.input);
  const pool = getPool();
  const result = await listProducts(pool, locale, query.data);
  const text = query.data.q;
  if (text && query.data.page === 1) {
    // Counted once per visitor, at most LOGGED_SEARCHES_PER_VISITOR_HOUR an hour (commerce/catalog/search.ts).
    after(async () => {
      try {
        await logSearch(pool, locale, text, result.total, await searchVisitor(request));
      } catch (error: unknown) {
        log.warn('Search could not be logged', { error: error instanceof Error ? error.message : String(error) });
      }
    });
  }
  return ok(ListingResponse, result);
});
