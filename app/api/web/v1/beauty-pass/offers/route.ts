import { getPool } from '@/commerce/db/pool';
import { listMemberOffers } from '@/commerce/perks/offers';
import { ok } from '@/server/api/handler';
import { bagRoute } from '@/server/bag/bag-route';
import { MemberOffersResponse } from '@/schemas/api/perks';

/**
 * `GET beauty-pass/offers` (issue 9): the signed-in member's Beauty Pass offers in the request's country —
 * minimum spend, valid-till, fully redeemed — and whether their bag meets each offer's terms now. 401 for a guest.
 */
export const GET = bagRoute(async ({ owner, ctx }) => ok(MemberOffersResponse, { items: await listMemberOffers(getPool(), owner, ctx), currency: ctx.country.currency.code }));
