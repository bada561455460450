/**
 * The wish list API's ownership (issue 8): a member's list is read and written only through their own
 * session; another member's calls — whatever they name — touch only their own list, and a guest gets 401.
 */
import { expect, test } from '@playwright/test';
import { WishListResponse } from '@/schemas/api/bag';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { client, signedInMember } from './fetch-client';

test('another member can neither read nor change a member’s wish list', async ({ baseURL }) => {
  const owner = await signedInMember(baseURL!);
  const other = await signedInMember(baseURL!);
  const listing = ListingResponse.parse((await owner.shopper.call('GET', '/search?q=lipstick&page_size=2')).body);
  const product = ProductDetail.parse((await owner.shopper.call('GET', `/products/${listing.items[0].slug}`)).body);
  const variantId = product.variants[0].id;

  const saved = await owner.shopper.call('PUT', '/wishlist', { variantId });
  expect(saved.status).toBe(200);
  expect(WishListResponse.parse(saved.body).message).toBe('Added to wish list');

  // The other member sees an empty list, even asking for the owner's by any parameter or body field.
  const ownerId = (await owner.shopper.call('GET', '/account')).body.account as { id: number };
  expect(WishListResponse.parse((await other.shopper.call('GET', `/wishlist?user_id=${ownerId.id}&id=${ownerId.id}`)).body).items).toEqual([]);
  // Dropping the variant "for" the owner only drops it from the other member's own (empty) list.
  expect((await other.shopper.call('PUT', '/wishlist', { variantId, saved: false, accountId: ownerId.id, userId: ownerId.id })).status).toBe(200);
  expect(WishListResponse.parse((await owner.shopper.call('GET', '/wishlist')).body).items.map((i) => i.variantId)).toEqual([variantId]);

  // A guest reads and writes nothing.
  expect((await client(baseURL!).call('GET', '/wishlist')).status).toBe(401);
  expect((await client(baseURL!).call('PUT', '/wishlist', { variantId })).status).toBe(401);
});
