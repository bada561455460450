/**
 * Contract tests of the bag API against the running store (no browser): good input answers the bag its
 * schema parses; every kind of bad input gets its status and a readable message. Products are found
 * through the catalogue API; each test is its own shopper (its own device-id cookie).
 */
import { expect, test } from '@playwright/test';
import { BAG_MESSAGES, BagResponse, PROMOTION_HELP, GiftChoicesResponse, ItemsCountResponse, OffersResponse, RewardsResponse, SamplesResponse, WishListResponse } from '@/schemas/api/bag';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { SANDBOX_DEFAULT_PASSWORD, SandboxUserResponse } from '@/schemas/api/sandbox-users';
import { client, type Answer } from './fetch-client';

type Shopper = ReturnType<typeof client>;

function bagOf(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBeLessThan(300);
  return BagResponse.parse(answer.body);
}

/** Variants in stock in Singapore, cheapest first, found through the catalogue API. */
async function variantsInStock(api: Shopper, count: number): Promise<{ id: number; price: number; left: number | null }[]> {
  const listing = ListingResponse.parse((await api.call('GET', '/search?sort=price_asc&page_size=24&q=lipstick')).body);
  const out: { id: number; price: number; left: number | null }[] = [];
  for (const item of listing.items.filter((p) => p.state === 'available')) {
    const detail = ProductDetail.parse((await api.call('GET', `/products/${item.slug}`)).body);
    const variant = detail.variants.find((v) => v.stock.state === 'in_stock');
    if (variant) out.push({ id: variant.id, price: variant.price.amount, left: variant.stock.quantityLeft });
    if (out.length === count) break;
  }
  expect(out.length).toBe(count);
  return out;
}

/** A signed-in member with points, made through the sandbox users API. */
async function member(baseURL: string, points = 0): Promise<Shopper> {
  const developer = client(baseURL);
  const created = SandboxUserResponse.parse((await developer.call('POST', '/sandbox/users', { points })).body);
  const shopper = client(baseURL);
  expect((await shopper.call('POST', '/sessions', { email: created.user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
  return shopper;
}

test.describe('bag lines', () => {
  test('a guest gets a device id and an empty bag, adds, changes and removes products', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    const first = await shopper.call('GET', '/cart');
    expect(bagOf(first).bag).toMatchObject({ lines: [], itemsCount: 0, currency: 'SGD', checkout: { blocked: true } });
    expect(first.cookies.get('device-id')).toBeTruthy();
    const [a, b] = await variantsInStock(shopper, 2);

    const added = await shopper.call('POST', '/cart/line-items', { variantId: a.id, quantity: 2 });
    expect(added.status).toBe(201);
    await shopper.call('POST', '/cart/line-items', { variantId: b.id });
    const bag = bagOf(await shopper.call('GET', '/cart/bag')).bag;
    expect(bag.itemsCount).toBe(3);
    expect(bag.totals.subtotal).toBe(a.price * 2 + b.price);
    expect(ItemsCountResponse.parse((await shopper.call('GET', '/cart/items-count')).body).count).toBe(3);

    const line = bag.lines.find((l) => l.variantId === a.id)!;
    expect(bagOf(await shopper.call('PUT', `/cart/line-items/${line.id}`, { quantity: 1 })).bag.itemsCount).toBe(2);
    expect(bagOf(await shopper.call('DELETE', `/cart/line-items/${line.id}`)).bag.itemsCount).toBe(1);
  });

  test('bad input: unknown variant, quantity 0, negative, over the limit, over stock, not JSON, another bag’s line', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    const [a] = await variantsInStock(shopper, 1);
    expect(await shopper.call('POST', '/cart/line-items', { variantId: 99_999_999 })).toMatchObject({ status: 404, body: { message: BAG_MESSAGES.variantNotSold } });
    for (const quantity of [0, -1, 21, 1.5, 'two']) {
      const refused = await shopper.call('POST', '/cart/line-items', { variantId: a.id, quantity });
      expect(refused.status, String(quantity)).toBe(400);
      expect(String(refused.body.message)).toMatch(/quantity/);
    }
    expect((await shopper.call('POST', '/cart/line-items', undefined)).status).toBe(400);
    const notJson = await fetch(`${baseURL}/api/web/v1/cart/line-items`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(notJson.status).toBe(400);

    const bag = bagOf(await shopper.call('POST', '/cart/line-items', { variantId: a.id, quantity: 1 })).bag;
    // One more than the stock left is refused with "Only N left"; when stock exceeds the per-line limit, the limit refuses it.
    const { inventoryLeft } = bag.lines[0];
    const overStock = await shopper.call('PUT', `/cart/line-items/${bag.lines[0].id}`, { quantity: Math.min(inventoryLeft + 1, 21) });
    if (inventoryLeft + 1 <= 20) expect(overStock).toMatchObject({ status: 409, body: { message: `Only ${inventoryLeft} left: the quantity must be at most ${inventoryLeft}`, inventoryLeft } });
    else expect(overStock.status).toBe(400);
    expect((await client(baseURL!).call('PUT', `/cart/line-items/${bag.lines[0].id}`, { quantity: 1 })).status).toBe(404);
    expect((await shopper.call('PUT', '/cart/line-items/abc', { quantity: 1 })).status).toBe(400);
  });
});

test.describe('promotions', () => {
  test('codes are case sensitive, one per order, explained when refused; a gift choice is removed with its code', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    const [a] = await variantsInStock(shopper, 1);
    await shopper.call('POST', '/cart/line-items', { variantId: a.id, quantity: 1 });

    const wrongCase = await shopper.call('POST', '/cart/discount-coupon', { code: 'giftset' });
    expect(wrongCase).toMatchObject({ status: 422, body: { message: BAG_MESSAGES.promotionInvalid, reason: 'not_found' } });
    expect((wrongCase.body.help as string[]).length).toBeGreaterThan(3);
    expect((await shopper.call('POST', '/cart/discount-coupon', { code: '' })).status).toBe(400);

    // Enough in the bag for the gift offer's minimum spend (S$60).
    const quantity = Math.min(20, Math.ceil(6001 / a.price));
    const line = bagOf(await shopper.call('GET', '/cart')).bag.lines[0];
    await shopper.call('PUT', `/cart/line-items/${line.id}`, { quantity });
    const applied = await shopper.call('POST', '/cart/discount-coupon', { code: 'GIFTSET' });
    expect(bagOf(applied)).toMatchObject({ message: BAG_MESSAGES.promoAdded, bag: { promoCode: { code: 'GIFTSET', applied: true } } });
    expect(await shopper.call('POST', '/cart/discount-coupon', { code: 'GLOW10' })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.onePromoPerOrder } });

    const offers = OffersResponse.parse((await shopper.call('GET', '/cart/offers')).body).items;
    expect(offers.find((o) => o.code === 'GIFTSET')?.terms).toBeTruthy();
    const [choice] = GiftChoicesResponse.parse((await shopper.call('GET', '/multiple-gwps')).body).items;
    expect(choice).toMatchObject({ max: 2, selected: 0 });
    const chosen = bagOf(await shopper.call('POST', '/cart/line-items', { variantId: choice.options[0].variantId, promotionId: choice.promotionId })).bag;
    const gift = chosen.lines.find((l) => l.kind === 'gift')!;
    expect(gift.total).toBe(0);
    const after = bagOf(await shopper.call('DELETE', `/cart/line-items/${gift.id}`)).bag;
    expect(after.promoCode).toBeNull();
    expect(after.lines.some((l) => l.kind === 'gift')).toBe(false);
  });
});

test.describe('promotions a guesser cannot tell apart', () => {
  test('an expired code answers exactly as a code that does not exist (issue 30)', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    const [a] = await variantsInStock(shopper, 1);
    await shopper.call('POST', '/cart/line-items', { variantId: a.id, quantity: 1 });
    // SPRING25 exists (unlisted, expired in May 2026); the other was never a code.
    const expired = await shopper.call('POST', '/cart/discount-coupon', { code: 'SPRING25' });
    const unknown = await shopper.call('POST', '/cart/discount-coupon', { code: `NOCODE${Date.now()}` });
    expect(expired.status).toBe(422);
    expect({ status: expired.status, body: expired.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect(expired.body).toMatchObject({ message: BAG_MESSAGES.promotionInvalid, reason: 'not_found' });
    // The help list still names every reason a code can fail for.
    expect(expired.body.help).toEqual(expect.arrayContaining(Object.values(PROMOTION_HELP)));
  });
});

test.describe('samples, rewards, wish list and signing in', () => {
  test('samples up to the limit with their messages', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    const samples = SamplesResponse.parse((await shopper.call('GET', '/cart/samples')).body);
    const available = samples.items.filter((s) => s.available);
    expect(bagOf(await shopper.call('POST', '/cart/samples', { sku: available[0].sku })).message).toBe(BAG_MESSAGES.sampleAdded);
    await shopper.call('POST', '/cart/samples', { sku: available[1].sku });
    expect(await shopper.call('POST', '/cart/samples', { sku: available[2].sku })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.samplesLimit } });
    const gone = samples.items.find((s) => !s.available)!;
    expect(await client(baseURL!).call('POST', '/cart/samples', { sku: gone.sku })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.notAvailable, restock: BAG_MESSAGES.restock } });
  });

  test('a guest is asked to sign in for rewards; a member redeems one', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const rewards = RewardsResponse.parse((await guest.call('GET', '/cart/beauty-pass-offers')).body);
    expect(rewards).toMatchObject({ signedIn: false, balance: null });
    const cheapest = rewards.items.find((r) => r.available)!;
    expect(await guest.call('POST', '/cart/beauty-pass-offers', { rewardId: cheapest.id })).toMatchObject({ status: 401, body: { message: BAG_MESSAGES.signInToRedeem } });

    const shopper = await member(baseURL!, 1000);
    expect(RewardsResponse.parse((await shopper.call('GET', '/cart/beauty-pass-offers')).body).balance).toBe(1000);
    const redeemed = bagOf(await shopper.call('POST', '/cart/beauty-pass-offers', { rewardId: cheapest.id }));
    expect(redeemed.message).toBe(BAG_MESSAGES.rewardAdded);
    expect(redeemed.bag.totals.pointsRedeemed).toBe(cheapest.points);
    expect(await shopper.call('POST', '/cart/beauty-pass-offers', { rewardId: 'no-such-reward' })).toMatchObject({ status: 404, body: { message: BAG_MESSAGES.offerNotFound } });
  });

  test('signing in merges the guest bag; a member moves a line to the wish list', async ({ baseURL }) => {
    const developer = client(baseURL!);
    const { user } = SandboxUserResponse.parse((await developer.call('POST', '/sandbox/users', {})).body);
    const shopper = client(baseURL!);
    const [a] = await variantsInStock(shopper, 1);
    await shopper.call('POST', '/cart/line-items', { variantId: a.id, quantity: 1 });
    expect((await shopper.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
    const bag = bagOf(await shopper.call('GET', '/cart')).bag;
    expect(bag.lines.map((l) => l.variantId)).toEqual([a.id]);

    const moved = bagOf(await shopper.call('DELETE', `/cart/line-items/${bag.lines[0].id}?move_to=wishlist`));
    expect(moved).toMatchObject({ message: BAG_MESSAGES.addedToWishList, bag: { lines: [] } });
    expect(WishListResponse.parse((await shopper.call('GET', '/wishlist')).body).items.map((i) => i.variantId)).toEqual([a.id]);
    expect((await client(baseURL!).call('GET', '/wishlist')).status).toBe(401);
  });
});
