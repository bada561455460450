/**
 * The bag's calls in the browser (SPEC §7 `cart/…`, `multiple-gwps`), through the accounts' API client so a
 * member's expired login is refreshed under the one lock. Islands load this module on first use, so pages
 * do not ship it in their first-load JavaScript. Paths have no trailing slash (Next redirects the slashed form).
 */
import { browserApiClient, type ApiLocale } from '../account/account-api';
import { BagResponse, ItemsCountResponse, OffersResponse, RewardsResponse, SamplesResponse } from '@/schemas/api/bag';
import type { CartApi } from '@/flows/bag/bag.machine';

export function bagApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  const bag = { schema: BagResponse };
  const calls: CartApi = {
    count: () => client.get('cart/items-count', { schema: ItemsCountResponse }).then((r) => r.count),
    bag: () => client.get('cart/bag', bag),
    add: ({ variantId, quantity }) => client.post('cart/line-items', { variantId, quantity }, bag),
    setQuantity: ({ lineId, quantity }) => client.put(`cart/line-items/${lineId}`, { quantity }, bag),
    remove: ({ lineId, moveToWishList }) => client.delete(`cart/line-items/${lineId}`, { ...bag, query: moveToWishList ? { move_to: 'wishlist' } : undefined }),
    applyPromo: (code) => client.post('cart/discount-coupon', { code }, bag),
    removePromo: () => client.delete('cart/discount-coupon', bag),
    chooseGift: ({ variantId, promotionId }) => client.post('cart/line-items', { variantId, promotionId }, bag),
    addSample: (sku) => client.post('cart/samples', { sku }, bag),
    redeemReward: (rewardId) => client.post('cart/beauty-pass-offers', { rewardId }, bag),
  };
  return {
    ...calls,
    offers: (signal?: AbortSignal) => client.get('cart/offers', { schema: OffersResponse, signal }).then((r) => r.items),
    samples: (signal?: AbortSignal) => client.get('cart/samples', { schema: SamplesResponse, signal }),
    rewards: (signal?: AbortSignal) => client.get('cart/beauty-pass-offers', { schema: RewardsResponse, signal }),
  };
}
export type BagApi = ReturnType<typeof bagApi>;

