/**
 * Contract tests of the Beauty Pass perks API against the running store (no browser): the member's offers,
 * applying one to the bag within its minimum spend, SPEC §8's "Offer not found" and "Offer fully redeemed",
 * bad input as 400, a guest as 401; early sale prices and gold free shipping.
 */
import { expect, test } from '@playwright/test';
import { BAG_MESSAGES, BagResponse, InvalidPromotion } from '@/schemas/api/bag';
import { ProductDetail } from '@/schemas/api/catalog';
import { MemberOffersResponse, SalePricesResponse, SalesResponse } from '@/schemas/api/perks';
import { client, signedInMember, type Answer } from './fetch-client';

type Shopper = ReturnType<typeof client>;

const offersOf = (answer: Answer) => {
  expect(answer.status).toBe(200);
  return MemberOffersResponse.parse(answer.body).items;
};

/** A variant of a product not in any sale, priced in Singapore, and how many make the minimum spend. */
async function plainVariant(api: Shopper, excluded: Set<number>): Promise<{ id: number; price: number }> {
  const listing = (await api.call('GET', '/search?sort=price_asc&page_size=24&q=lipstick')).body as { items: { slug: string; state: string }[] };
  for (const item of listing.items.filter((p) => p.state === 'available')) {
    const detail = ProductDetail.parse((await api.call('GET', `/products/${item.slug}`)).body);
    const variant = detail.variants.find((v) => v.stock.state === 'in_stock' && (v.stock.quantityLeft ?? 99) > 10 && !excluded.has(v.id) && v.price.amount >= 1000);
    if (variant) return { id: variant.id, price: variant.price.amount };
  }
  throw new Error('no plain variant in stock');
}

test.describe('Beauty Pass offers API', () => {
  test('a guest is asked to sign in; bad input is a 400 with a readable message', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const listed = await guest.call('GET', '/beauty-pass/offers');
    expect(listed.status).toBe(401);
    expect(listed.body.message).toBe(BAG_MESSAGES.signInForOffers);
    expect((await guest.call('POST', '/cart/member-offer', { offerId: 1 })).status).toBe(401);
    const { shopper } = await signedInMember(baseURL!);
    const bad = await shopper.call('POST', '/cart/member-offer', { offerId: 'ten' });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('offerId');
    expect((await shopper.call('GET', '/beauty-pass/sale-prices?variantIds=x')).status).toBe(400);
  });

  test('a member applies the ten-percent-off offer at the minimum spend, not below; then it is fully redeemed', async ({ baseURL }) => {
    const { shopper } = await signedInMember(baseURL!);
    const ten = offersOf(await shopper.call('GET', '/beauty-pass/offers')).find((o) => o.perkType === 'ten_percent_off')!;
    expect(ten).toMatchObject({ state: 'available', minSpend: 5000, applicable: false, reason: 'min_spend', spendMore: 5000 });
    const sales = SalesResponse.parse((await shopper.call('GET', '/beauty-pass/sales')).body);
    const variant = await plainVariant(shopper, new Set(sales.items.flatMap((s) => s.items.map((i) => i.variantId))));

    const below = Math.max(1, Math.ceil(5000 / variant.price) - 1);
    expect((await shopper.call('POST', '/cart/line-items', { variantId: variant.id, quantity: below })).status).toBe(201);
    if (variant.price * below < 5000) {
      const refused = await shopper.call('POST', '/cart/member-offer', { offerId: ten.id });
      expect(refused.status).toBe(422);
      expect(InvalidPromotion.parse(refused.body)).toMatchObject({ reason: 'min_spend' });
      await shopper.call('POST', '/cart/line-items', { variantId: variant.id, quantity: 1 });
    }
    const applied = await shopper.call('POST', '/cart/member-offer', { offerId: ten.id });
    expect(applied.status).toBe(200);
    const { bag, message } = BagResponse.parse(applied.body);
    expect(message).toBe(BAG_MESSAGES.offerAdded);
    expect(bag.offer).toMatchObject({ id: ten.id, applied: true });
    expect(bag.totals.discount).toBeGreaterThan(0);
    expect((await shopper.call('POST', '/cart/discount-coupon', { code: 'GLOW10' })).status).toBe(409);

    expect((await shopper.call('POST', '/cart/member-offer', { offerId: 987_654_321 })).body.message).toBe(BAG_MESSAGES.offerNotFound);
    const removed = BagResponse.parse((await shopper.call('DELETE', '/cart/member-offer')).body);
    expect(removed.bag.offer).toBeNull();
    expect(removed.bag.totals.discount).toBe(0);
  });

  test('an offer used by a placed order is fully redeemed (409)', async ({ baseURL }) => {
    const { shopper } = await signedInMember(baseURL!);
    const ten = offersOf(await shopper.call('GET', '/beauty-pass/offers')).find((o) => o.perkType === 'ten_percent_off')!;
    const sales = SalesResponse.parse((await shopper.call('GET', '/beauty-pass/sales')).body);
    const variant = await plainVariant(shopper, new Set(sales.items.flatMap((s) => s.items.map((i) => i.variantId))));
    await shopper.call('POST', '/cart/line-items', { variantId: variant.id, quantity: Math.ceil(5000 / variant.price) });
    expect((await shopper.call('POST', '/cart/member-offer', { offerId: ten.id })).status).toBe(200);
    const placed = await shopper.call(
      'POST',
      '/orders',
      { email: 'perks@example.com', delivery: 'delivery', address: { line1: '1 Orchard Road', postcode: '238800' }, recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' }, paymentMethod: 'card' },
      { 'idempotency-key': `perks-${Date.now()}` },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const after = offersOf(await shopper.call('GET', '/beauty-pass/offers')).find((o) => o.id === ten.id)!;
    expect(after).toMatchObject({ state: 'fully_redeemed', redeemed: 1 });
    await shopper.call('POST', '/cart/line-items', { variantId: variant.id, quantity: Math.ceil(5000 / variant.price) });
    const again = await shopper.call('POST', '/cart/member-offer', { offerId: ten.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BAG_MESSAGES.offerFullyRedeemed);
  });

  test('a gold member sees early sale prices and pays no shipping; a guest sees neither', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const [sale] = SalesResponse.parse((await guest.call('GET', '/beauty-pass/sales')).body).items;
    expect(Date.parse(sale.publicFrom)).toBeGreaterThan(Date.now());
    const item = sale.items[0];
    expect(SalePricesResponse.parse((await guest.call('GET', `/beauty-pass/sale-prices?variantIds=${item.variantId}`)).body).items).toEqual([]);
    const { shopper: gold } = await signedInMember(baseURL!, { tier: 'gold' });
    const prices = SalePricesResponse.parse((await gold.call('GET', `/beauty-pass/sale-prices?variantIds=${item.variantId}`)).body);
    expect(prices).toEqual({ tier: 'gold', items: [{ variantId: item.variantId, amount: item.amount, regular: item.regular, window: 'gold' }] });
    const bag = BagResponse.parse((await gold.call('POST', '/cart/line-items', { variantId: item.variantId })).body).bag;
    expect(bag.lines[0]).toMatchObject({ unitPrice: item.amount, earlySale: 'gold' });
    expect(bag.totals).toMatchObject({ shipping: 0, freeShipping: { goldPerk: true } });
  });
});
