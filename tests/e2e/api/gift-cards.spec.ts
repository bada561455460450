/**
 * Contract tests of the e-gift card endpoints against the running store: buying (limits, message length,
 * Idempotency-Key, payment method), the balance look-up (unknown codes, the per-address limit), and a card
 * applied to a bag (unknown code, another country's card, removing it).
 */
import { expect, test } from '@playwright/test';
import { BagGiftCardResponse, GIFT_CARD_MESSAGES, GiftCardBalanceResponse } from '@/schemas/api/gift-cards';
import { OrderResponse } from '@/schemas/api/orders';
import { catalogues } from '@/lib/i18n/catalogues';
import { client } from './fetch-client';

const TH = { 'x-site-country': 'th', 'accept-language': 'en-TH' };
const SG = { 'x-site-country': 'sg', 'accept-language': 'en-SG' };
let keys = 0;
const key = () => ({ 'idempotency-key': `gc-${Date.now()}-${++keys}` });
const card = (overrides: Record<string, unknown> = {}) => ({
  amount: 100000,
  recipientEmail: `gc-${Date.now()}-${++keys}@example.com`,
  senderName: 'Mali',
  message: 'Enjoy!',
  email: 'buyer@example.com',
  paymentMethod: 'promptpay_qr',
  ...overrides,
});

/** The code emailed to `recipient`, read from the outbox developer page. */
async function emailedCode(baseURL: string, recipient: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)).text();
  const match = /\b([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})\b/.exec(html);
  expect(match, `an e-gift card email to ${recipient}`).not.toBeNull();
  return match![1];
}

test.describe('e-gift cards API', () => {
  test('refuses an amount outside the country’s limits, a long message, no Idempotency-Key and a gift card as payment', async ({ baseURL }) => {
    const buyer = client(baseURL!);
    const low = await buyer.call('POST', '/gift-cards', card({ amount: 100 }), { ...TH, ...key() });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ message: GIFT_CARD_MESSAGES.amountOutOfRange, min: 50000, max: 2000000 });
    const long = await buyer.call('POST', '/gift-cards', card({ message: 'x'.repeat(201) }), { ...TH, ...key() });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('Character limit exceeded');
    const badEmail = await buyer.call('POST', '/gift-cards', card({ recipientEmail: 'not-an-email' }), { ...TH, ...key() });
    expect(badEmail.status).toBe(400);
    expect(JSON.stringify(badEmail.body)).toContain('Invalid email');
    expect((await buyer.call('POST', '/gift-cards', card(), TH)).status).toBe(400);
    const byCard = await buyer.call('POST', '/gift-cards', card({ paymentMethod: 'gift_card' }), { ...TH, ...key() });
    expect(byCard).toMatchObject({ status: 400, body: { message: GIFT_CARD_MESSAGES.notPayable } });
    const payLater = await buyer.call('POST', '/gift-cards', card({ paymentMethod: 'buy_now_pay_later' }), { ...TH, ...key() });
    expect(payLater).toMatchObject({ status: 400, body: { message: GIFT_CARD_MESSAGES.notPayLater } });
  });

  test('a Thai card is bought once per key, issued when paid, and refused in a Singapore bag; unknown codes are 404', async ({ baseURL }) => {
    const buyer = client(baseURL!);
    const body = card();
    const headers = { ...TH, ...key() };
    const placed = await buyer.call('POST', '/gift-cards', body, headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { order } = OrderResponse.parse(placed.body);
    expect(order).toMatchObject({ country: 'TH', currency: 'THB', delivery: 'email', status: 'payment_pending', totals: { total: 100000 }, payment: { method: 'promptpay_qr', state: 'pending' } });
    expect(order.lines).toMatchObject([{ kind: 'e_gift_card', quantity: 1, total: 100000 }]);
    const again = await buyer.call('POST', '/gift-cards', body, headers);
    expect(again.status).toBe(200);
    expect(OrderResponse.parse(again.body).order.number).toBe(order.number);

    expect((await client(baseURL!).call('POST', `/sandbox/payments/${order.payment.id}/events`, { type: 'paid' })).status).toBe(200);
    const code = await emailedCode(baseURL!, body.recipientEmail);
    const balance = await client(baseURL!).call('GET', `/gift-cards/${code}/balance`);
    expect(balance.status).toBe(200);
    expect(GiftCardBalanceResponse.strict().parse(balance.body)).toMatchObject({ balance: 100000, currency: 'THB' });

    const shopper = client(baseURL!);
    const wrongCountry = await shopper.call('POST', '/cart/gift-card', { code }, SG);
    expect(wrongCountry).toMatchObject({ status: 422, body: { message: GIFT_CARD_MESSAGES.otherCountry } });
    const unknown = await shopper.call('POST', '/cart/gift-card', { code: 'ABCD-EFGH-JKMN-PQRS' }, SG);
    expect(unknown).toMatchObject({ status: 404, body: { message: GIFT_CARD_MESSAGES.invalidCode } });
    expect((await shopper.call('POST', '/cart/gift-card', {}, SG)).status).toBe(400);

    const applied = await shopper.call('POST', '/cart/gift-card', { code: code.toLowerCase() }, TH);
    expect(applied.status).toBe(200);
    expect(BagGiftCardResponse.parse(applied.body).giftCard).toMatchObject({ code: `•••• ${code.slice(-4)}`, balance: 100000, currency: 'THB' });
    const removed = await shopper.call('DELETE', '/cart/gift-card', undefined, TH);
    expect(removed.status).toBe(200);
    expect(BagGiftCardResponse.parse(removed.body).giftCard).toBeNull();
  });

  test('an address that tries many unknown codes is refused for a while (429)', async ({ baseURL }) => {
    const guesser = client(baseURL!);
    const answers: number[] = [];
    for (let i = 0; i < 11 && !answers.includes(429); i += 1) answers.push((await guesser.call('GET', `/gift-cards/ZZZZ-ZZZZ-ZZZZ-ZZ${'23456789ABC'[i]}Z/balance`)).status);
    // Ten misses at the most (fewer when this address missed before), then refused.
    expect(answers.filter((s) => s === 404).length).toBeLessThanOrEqual(10);
    expect(answers.every((s) => s === 404 || s === 429)).toBe(true);
    const refused = await guesser.call('GET', '/gift-cards/ZZZZ-ZZZZ-ZZZZ-ZZZZ/balance');
    expect(refused).toMatchObject({ status: 429, body: { message: catalogues.en['api.tooManyRequests'] } });
  });
});
