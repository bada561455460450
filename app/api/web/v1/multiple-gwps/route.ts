import { getPool } from '@/commerce/db/pool';
import { readBag } from '@/commerce/bag/bag';
import { ok } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { GiftChoicesResponse } from '@/schemas/api/bag';

/** `GET multiple-gwps`: the gift choices of every gift-with-purchase offer the bag qualifies for. */
export const GET = bagRoute(async ({ owner, ctx }) => ok(GiftChoicesResponse, { items: (await readBag(getPool(), owner, ctx)).gifts }));
