import { getPool } from '@/commerce/db/pool';
import { listOffers } from '@/commerce/bag/bag';
import { ok } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { OffersResponse } from '@/schemas/api/bag';

/** `GET cart/offers`: the country's promotions with their terms, and whether this bag qualifies (and why not). */
export const GET = bagRoute(async ({ owner, ctx }) => ok(OffersResponse, { items: await listOffers(getPool(), owner, ctx) }));
