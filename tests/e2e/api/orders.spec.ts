/**
 * Contract tests of orders and payments against the running store: placing an order from the bag with an
 * Idempotency-Key, the PromptPay QR and virtual account instructions, paying through the sandbox provider,
 * retrying an expired or failed payment, the signed webhook, and who may see an order.
 */
import { expect, test } from '@playwright/test';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { OrderResponse, type Order } from '@/schemas/api/orders';
import { hasValidCrc, parseTlv } from '@/commerce/payments/emvco';
import { client } from './fetch-client';
import { thaiGuestOrder } from '../order-bodies';

type Shopper = ReturnType<typeof client>;
const TH = { 'x-site-country': 'th', 'accept-language': 'th-TH' };
const ID = { 'x-site-country': 'id', 'accept-language': 'id-ID' };

async function fillBag(shopper: Shopper, headers: Record<string, string>): Promise<void> {
  const listing = ListingResponse.parse((await shopper.call('GET', '/search?q=lipstick&page_size=12', undefined, headers)).body);
  for (const item of listing.items.filter((p) => p.state === 'available')) {
    const detail = ProductDetail.parse((await shopper.call('GET', `/products/${item.slug}`, undefined, headers)).body);
    const variant = detail.variants.find((v) => v.stock.state === 'in_stock');
    if (variant && (await shopper.call('POST', '/cart/line-items', { variantId: variant.id, quantity: 1 }, headers)).status === 201) return;
  }
  throw new Error('no product in stock');
}

const order = thaiGuestOrder;

const orderOf = (body: unknown): Order => OrderResponse.parse(body).order;

test.describe('orders', () => {
  test('a Thai guest orders once per Idempotency-Key, gets a valid PromptPay QR for the total, and pays through the sandbox', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    await fillBag(shopper, TH);
    const key = { ...TH, 'idempotency-key': `th-${Date.now()}` };
    const placed = await shopper.call('POST', '/orders', order(), key);
    expect(placed.status, JSON.stringify(placed.body).slice(0, 300)).toBe(201);
    const first = orderOf(placed.body);
    expect(first).toMatchObject({ status: 'payment_pending', country: 'TH', currency: 'THB', payment: { method: 'promptpay_qr', state: 'pending' } });
    const payload = String(first.payment.instructions.payload);
    expect(hasValidCrc(payload)).toBe(true);
    expect(Object.fromEntries(parseTlv(payload).map((f) => [f.tag, f.value]))['54']).toBe((first.totals.total / 100).toFixed(2));
    expect(first.payment.expiresAt).toBeTruthy();

    const again = await shopper.call('POST', '/orders', order(), key);
    expect(again.status).toBe(200);
    expect(orderOf(again.body).number).toBe(first.number);
    expect((await shopper.call('POST', '/orders', order({ email: 'other@example.com' }), key)).status).toBe(422);
    expect((await shopper.call('GET', '/cart', undefined, TH)).body).toMatchObject({ bag: { itemsCount: 0 } });

    expect((await shopper.call('GET', `/orders/${first.number}`)).status).toBe(200);
    expect((await client(baseURL!).call('GET', `/orders/${first.number}`)).status).toBe(404);

    const paid = await client(baseURL!).call('POST', `/sandbox/payments/${first.payment.id}/events`, { type: 'paid' });
    expect(paid.status).toBe(200);
    expect(orderOf((await shopper.call('GET', `/orders/${first.number}`)).body).status).toBe('paid');
    expect((await client(baseURL!).call('POST', `/sandbox/payments/${first.payment.id}/events`, { type: 'expired' })).status).toBe(409);
  });

  test('an Indonesian shopper gets a virtual account; a failed payment is retried and paid', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    await fillBag(shopper, ID);
    const placed = orderOf((await shopper.call('POST', '/orders', order({ paymentMethod: 'virtual_account', recipient: { firstName: 'Ayu', lastName: 'L', callingCode: '+62', phone: '81234567890' } }), { ...ID, 'idempotency-key': `id-${Date.now()}` })).body);
    expect(placed.payment.instructions).toMatchObject({ type: 'virtual_account', bank: expect.any(String), accountNumber: expect.stringMatching(/^\d+$/) });

    await client(baseURL!).call('POST', `/sandbox/payments/${placed.payment.id}/events`, { type: 'failed' });
    expect(orderOf((await shopper.call('GET', `/orders/${placed.number}`)).body).status).toBe('payment_failed');
    const retried = orderOf((await shopper.call('POST', `/orders/${placed.number}/retry-payment`)).body);
    expect(retried).toMatchObject({ status: 'payment_pending', payment: { state: 'pending' } });
    expect(retried.payment.id).not.toBe(placed.payment.id);
    await client(baseURL!).call('POST', `/sandbox/payments/${retried.payment.id}/events`, { type: 'paid' });
    const enquiry = await shopper.call('POST', '/orders/enquireKbankPayment', { orderNumber: placed.number });
    expect(enquiry.body).toMatchObject({ paymentState: 'paid', orderStatus: 'paid' });
  });

  test('a Thai shopper pays later with Atome: the order answers the provider and a plan that adds up to the total; another country’s provider is a 422', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    await fillBag(shopper, TH);
    const refused = await shopper.call('POST', '/orders', order({ paymentMethod: 'buy_now_pay_later', payLaterProvider: 'kredivo' }), { ...TH, 'idempotency-key': `th-bnpl-bad-${Date.now()}` });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'kredivo is not a pay-later provider in Thailand (choose one of: atome)', details: [{ path: 'payLaterProvider' }] });
    const missing = await shopper.call('POST', '/orders', order({ paymentMethod: 'buy_now_pay_later' }), { ...TH, 'idempotency-key': `th-bnpl-none-${Date.now()}` });
    expect(missing.status).toBe(422);
    expect((await shopper.call('POST', '/orders', order({ payLaterProvider: 'Atome!' }), { ...TH, 'idempotency-key': `th-bnpl-shape-${Date.now()}` })).status).toBe(400);

    const placed = await shopper.call('POST', '/orders', order({ paymentMethod: 'buy_now_pay_later', payLaterProvider: 'atome' }), { ...TH, 'idempotency-key': `th-bnpl-${Date.now()}` });
    expect(placed.status, JSON.stringify(placed.body).slice(0, 300)).toBe(201);
    const placedOrder = orderOf(placed.body);
    expect(placedOrder).toMatchObject({ payLaterProvider: 'atome', payment: { method: 'buy_now_pay_later', state: 'pending', instructions: { provider: 'atome' } } });
    const instalments = placedOrder.payment.instructions.instalments as { amount: number }[];
    expect(instalments).toHaveLength(3);
    expect(instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(placedOrder.totals.total);
    expect(orderOf((await shopper.call('GET', `/orders/${placedOrder.number}`)).body).payLaterProvider).toBe('atome');
  });

  test('bad input: no Idempotency-Key, an unoffered payment method, a missing address; a forged webhook', async ({ baseURL }) => {
    const shopper = client(baseURL!);
    await fillBag(shopper, TH);
    expect((await shopper.call('POST', '/orders', order(), TH)).status).toBe(400);
    expect((await shopper.call('POST', '/orders', order({ paymentMethod: 'virtual_account' }), { ...TH, 'idempotency-key': `bad-${Date.now()}` })).status).toBe(400);
    const noAddress = await shopper.call('POST', '/orders', order({ address: undefined }), { ...TH, 'idempotency-key': `bad2-${Date.now()}` });
    expect(noAddress.status).toBe(400);
    expect(JSON.stringify(noAddress.body)).toContain('address');
    expect((await shopper.call('GET', '/orders/not-a-number')).status).toBe(400);
    const forged = await shopper.call('POST', '/api/payments/webhook', { id: 'x', paymentId: '1', type: 'paid' }, { 'x-payment-signature': '0'.repeat(64) });
    expect(forged.status).toBe(401);
  });
});
