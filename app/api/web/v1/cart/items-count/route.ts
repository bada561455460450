import { getPool } from '@/commerce/db/pool';
import { itemsCount } from '@/commerce/bag/bag';
import { ok } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { ItemsCountResponse } from '@/schemas/api/bag';

/** `GET cart/items-count`: how many products the bag holds (the header's count). */
export const GET = bagRoute(async ({ owner, ctx }) => ok(ItemsCountResponse, { count: await itemsCount(getPool(), owner, ctx.country.code) }));
