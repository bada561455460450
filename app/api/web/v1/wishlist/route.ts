import { getPool } from '@/commerce/db/pool';
import { listWishList, setWishListed } from '@/commerce/wishlist/wishlist';
import { apiRoute, notFound, ok, parseJsonBody } from '@/server/api/handler';
import { currentAccount } from '@/server/auth/answers';
import { BAG_MESSAGES, WishListResponse, WishListUpdate } from '@/schemas/api/bag';

/** `GET wishlist`: the signed-in member's wish list, newest first. 401 for a guest. */
export const GET = apiRoute(async ({ request, locale }) => {
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  return ok(WishListResponse, { items: await listWishList(pool, current.account.id, locale) });
});

/** `PUT wishlist`: keeps (`saved: true`, the default) or drops a variant. 404 for an unknown variant. */
export const PUT = apiRoute(async ({ request, locale }) => {
  const body = await parseJsonBody(request, WishListUpdate);
  if (!body.ok) return body.response;
  const pool = getPool();
  const current = await currentAccount(pool, request);
  if (!current.ok) return current.response;
  if (!(await setWishListed(pool, current.account.id, body.data.variantId, body.data.saved))) return notFound();
  return ok(WishListResponse, { items: await listWishList(pool, current.account.id, locale), ...(body.data.saved ? { message: BAG_MESSAGES.addedToWishList } : {}) });
});
