/**
 * SPEC §7 as the shopper meets it on islands that used to hand-roll their reads: a read the server answers with
 * a passing failure (503, 502) is asked again by the query layer — at most 3 more times — so the shopper sees the
 * page; a 404 or 400 is shown at once (asked once); a write is never repeated by the layer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { countries } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { fakeApi, type Answer } from '../account/account.fixtures';
import { exampleOrder } from '../orders/order.fixtures';
import { orderContextProps, orderLabels } from '../orders/server-labels';
import { OrderIsland } from '../orders/OrderIsland';
import { appliedCard, bagCardAnswer, redemptionLabels, sgMoney } from '../gift-cards/gift-cards.fixtures';
import { GiftCardRedemption } from '../gift-cards/GiftCardRedemption';
import { setSessionCookie } from '../account/account.fixtures';
import { EarlySalePrice } from '../perks/EarlySalePrice';
import { perkLabels } from '../perks/server-labels';

const sg = pageContextFor('sg', 'en')!;
const order = exampleOrder(countries.get('SG')!);
const labels = orderLabels(sg);

function stub(routes: Record<string, Answer>) {
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
const asked = (calls: { method: string; path: string }[], method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length;
/** Answers `failing` with `status` `times` times, then `ok`. */
const failThen = (times: number, status: number, ok: { status: number; body?: unknown }): Answer => {
  let n = 0;
  return () => (++n <= times ? { status, body: { message: `failed with ${status}` } } : ok);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

describe('the order page reads through the query layer', () => {
  const orderPath = `orders/${order.number}`;
  const island = () => render(<OrderIsland number={order.number} labels={labels} {...orderContextProps(sg)} />);

  it('a 503 is asked again, up to 3 times: the shopper sees the order, not the failure', async () => {
    const { calls } = stub({ [`GET ${orderPath}`]: failThen(3, 503, { status: 200, body: { order } }) });
    island();
    expect(await screen.findAllByText(`Order ${order.number}`)).toHaveLength(1);
    expect(screen.queryByText(labels.loadFailed)).toBeNull();
    expect(asked(calls, 'GET', orderPath)).toBe(4);
  });

  it('a read failing a fourth time shows the failure, after 4 asks and no more', async () => {
    const { calls } = stub({ [`GET ${orderPath}`]: { status: 503, body: { message: 'down' } } });
    island();
    expect(await screen.findAllByRole('heading', { name: labels.loadFailed })).toHaveLength(1);
    expect(asked(calls, 'GET', orderPath)).toBe(4);
  });

  it.each([404, 400])('a %i is "Order not found" after one ask', async (status) => {
    const { calls } = stub({ [`GET ${orderPath}`]: { status, body: { message: 'no' } } });
    island();
    expect(await screen.findAllByRole('heading', { name: labels.notFound })).toHaveLength(1);
    expect(asked(calls, 'GET', orderPath)).toBe(1);
  });
});

describe('the gift card reads through the query layer and writes as a mutation', () => {
  const redemption = () => render(<GiftCardRedemption api={{ country: 'sg', language: 'en' }} labels={redemptionLabels} money={sgMoney} onChange={vi.fn()} />);

  it('its read is asked again on a 502 and shows the applied card', async () => {
    const card = appliedCard(5000, 3000);
    const { calls } = stub({ 'GET cart/gift-card': failThen(2, 502, bagCardAnswer(card)) });
    redemption();
    expect(await screen.findAllByText(new RegExp(card.code))).toHaveLength(1);
    expect(asked(calls, 'GET', 'cart/gift-card')).toBe(3);
  });

  it('applying a code answered with a 503 is not repeated: the shopper sees the failure after one ask', async () => {
    const { calls } = stub({ 'GET cart/gift-card': bagCardAnswer(null), 'POST cart/gift-card': { status: 503, body: { message: 'Service unavailable' } } });
    redemption();
    fireEvent.change(await screen.findByLabelText(redemptionLabels['giftCard.field']), { target: { value: 'GC-1234' } });
    fireEvent.click(screen.getByRole('button', { name: redemptionLabels['giftCard.apply'] }));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    // Time for a retry the layer must not make.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(calls, 'POST', 'cart/gift-card')).toBe(1);
  });
});

describe("a member's early sale price (the query layer loaded with the read, not with the page)", () => {
  it('is asked again on a 503 and shown', async () => {
    setSessionCookie(true);
    const { calls } = stub({ 'GET beauty-pass/sale-prices': failThen(1, 503, { status: 200, body: { tier: 'gold', items: [{ variantId: 7, amount: 2400, regular: 3500, window: 'gold' }] } }) });
    render(<EarlySalePrice api={{ country: 'sg', language: 'en' }} labels={perkLabels(sg)} money={sgMoney} variantId={7} />);
    expect((await screen.findByRole('status')).textContent).toMatch(/24\.00/);
    expect(asked(calls, 'GET', 'beauty-pass/sale-prices')).toBe(2);
  });
});
