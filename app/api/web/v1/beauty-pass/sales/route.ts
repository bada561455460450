import { getPool } from '@/commerce/db/pool';
import { listSales } from '@/commerce/perks/offers';
import { apiRoute, ok } from '@/server/api/handler';
import { SalesResponse } from '@/schemas/api/perks';

/** `GET beauty-pass/sales`: the country's sales that have not ended, with their members' windows and prices. */
export const GET = apiRoute(async ({ locale }) => ok(SalesResponse, { items: await listSales(getPool(), { country: locale.country, lang: locale.lang }) }));
