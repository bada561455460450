import { getPool } from '@/commerce/db/pool';
import { memberSalePrices } from '@/commerce/perks/offers';
import { ok, parseQuery } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { SalePricesQuery, SalePricesResponse } from '@/schemas/api/perks';

/**
 * `GET beauty-pass/sale-prices?variantIds=1,2`: the sale prices the shopper may buy these variants at now
 * (gold: early sale access; black: the Beauty Pass Sale window; everyone once the sale is public). Product
 * pages stay cached with the public price; their island asks this for a signed-in member.
 */
export const GET = bagRoute(async ({ owner, ctx, url }) => {
  const query = parseQuery(SalePricesQuery, url.searchParams, ['variantIds']);
  if (!query.ok) return query.response;
  return ok(SalePricesResponse, await memberSalePrices(getPool(), owner, ctx.country.code, query.data.variantIds));
});
