import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client/client';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { bag, goldMemberBag, lipstick, line } from '@/flows/bag/bag.fixtures';
import { attemptKey, endAttempt, initialValues, linesNotForCollect, orderBody, placeFailure, putBackNotice, putBackPlan, putBackRefusal, readDraft, readTakenOut, saveDraft, saveTakenOut, summaryTotals, takenOutOf, validate, type CheckoutValues } from './checkout-form';
import { forgetTabCheckout } from './tab-checkout';
import { sgProps, thProps } from './checkout.fixtures';
import { checkoutPageProps } from './server-labels';
import { pageContextFor } from '@/lib/locale/page-context';
import { API_MESSAGES } from '@/schemas/api/errors';

const { labels } = sgProps;
const sg = sgProps.country;
const th = thProps.country;
const filled = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...initialValues(sg),
  email: ' Buyer@Example.com ',
  address: { line1: '1 Orchard Road', postcode: '238800' },
  firstName: 'Wei',
  lastName: 'Lim',
  phone: '81234567',
  ...overrides,
});

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

/** The memory store seen as sessionStorage's key listing. */
const asStorage = (store: ReturnType<typeof memoryStore>) => ({
  get length() {
    return store.map.size;
  },
  key: (i: number) => [...store.map.keys()][i] ?? null,
  removeItem: store.removeItem,
});

describe('the order body', () => {
  it('carries the country calling code, the address for home delivery, and the payment method and provider of a pay-later radio', () => {
    const values = filled({ payment: sg.payments.find((p) => p.method === 'buy_now_pay_later')!.value, address: { line1: '1 Orchard Road', line2: ' ', postcode: '238800', city: 'ignored' } });
    expect(orderBody(values, sg)).toEqual({
      email: 'Buyer@Example.com',
      delivery: 'delivery',
      address: { line1: '1 Orchard Road', postcode: '238800' },
      deliveryOption: 'standard',
      recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' },
      paymentMethod: 'buy_now_pay_later',
      payLaterProvider: 'atome',
    });
    expect(orderBody(filled({ payment: 'card' }), sg)).not.toHaveProperty('payLaterProvider');
  });

  it('for click and collect: the store, no address, no delivery option', () => {
    const body = orderBody(filled({ delivery: 'click_and_collect', storeSlug: 'atelier-ion-orchard' }), sg);
    expect(body).toMatchObject({ delivery: 'click_and_collect', storeSlug: 'atelier-ion-orchard' });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('deliveryOption');
  });

  it('offers the country payment radios: PromptPay in Thailand, never a gift card', () => {
    expect(th.payments.map((p) => p.value)).toEqual(['card', 'promptpay_qr', 'buy_now_pay_later:atome']);
    expect(th.payments.find((p) => p.value === 'buy_now_pay_later:atome')!.label).toBe('Pay later with Atome');
    expect(sg.payments.some((p) => p.method === 'gift_card')).toBe(false);
  });
});

describe('validation', () => {
  it('passes a complete form', () => {
    expect(validate(filled(), sg, labels)).toEqual({});
  });

  it('uses the contract\'s messages, in the shopper\'s words, under each field', () => {
    const errors = validate(filled({ email: 'not-an-email', phone: '12', firstName: '', address: { line1: '', postcode: '12' } }), sg, labels);
    expect(errors).toEqual({
      email: 'Invalid email',
      'recipient.firstName': 'Required field',
      'recipient.phone': 'Invalid phone number',
      'address.line1': 'Required field',
      'address.postcode': 'Invalid postcode',
    });
  });

  it('asks Thailand for a province, and click and collect for a store', () => {
    expect(validate(filled({ address: { line1: '99 Sukhumvit', city: 'Watthana', postcode: '10110' } }), th, labels)).toEqual({ 'address.state': 'Required field' });
    expect(validate(filled({ delivery: 'click_and_collect' }), sg, labels)).toEqual({ storeSlug: 'Choose a store for click and collect' });
  });
});

describe('server answers', () => {
  const refused = (status: number, body: unknown) => new ApiError(status, body, 'refused');

  it('maps a 400\'s field details onto the fields', () => {
    const failure = placeFailure(refused(400, { message: 'The address is not valid', details: [{ path: 'address.postcode', message: 'Invalid postcode' }, { path: 'deliveryOption', message: 'Invalid delivery option' }] }), labels);
    expect(failure.fields).toEqual({ 'address.postcode': 'Invalid postcode', deliveryOption: 'Invalid delivery option' });
    expect(failure.message).toBe(labels['error.fix']);
  });

  it('out of stock links back to the bag; a reused key starts a new attempt; a lost connection keeps the attempt', () => {
    expect(placeFailure(refused(409, { message: BAG_MESSAGES.outOfStock }), labels)).toMatchObject({ message: 'Out of stock, remove to proceed from checkout', toBag: true, newAttempt: false });
    expect(placeFailure(refused(422, { message: 'This Idempotency-Key was used for a different order' }), labels)).toMatchObject({ newAttempt: true });
    expect(placeFailure(new NetworkError('POST', '/api/web/v1/orders', new Error('offline')), labels)).toMatchObject({ message: labels['error.network'], newAttempt: false });
  });

  it('the database out of reach (503) says "try again" in the page\'s language and keeps the attempt; a 500 never shows the server\'s English', () => {
    const unavailable = refused(503, { message: API_MESSAGES.unavailable });
    expect(placeFailure(unavailable, labels)).toEqual({ fields: {}, message: 'The store is busy for a moment. Please try again in a few seconds: your order will not be placed twice.', toBag: false, newAttempt: false });
    const languages = { id: 'Toko sedang sibuk sebentar', th: 'ร้านค้าไม่ว่างชั่วครู่', zh: '商店暫時繁忙' } as const;
    for (const [lang, words] of Object.entries(languages)) {
      const country = lang === 'zh' ? 'hk' : lang;
      expect(placeFailure(unavailable, checkoutPageProps(pageContextFor(country, lang)!).labels).message).toContain(words);
    }
    expect(placeFailure(refused(500, { message: 'Internal detail' }), labels).message).toBe(labels['error.generic']);
  });

  it('an order the store could not confirm (503, its commit lost) is marked to be asked again with its key, in the page\'s language', () => {
    const unconfirmed = refused(503, { message: API_MESSAGES.orderUnconfirmed });
    expect(placeFailure(unconfirmed, labels)).toMatchObject({ unconfirmed: true, newAttempt: false, message: expect.stringMatching(/^We could not confirm your order yet/) });
    expect(placeFailure(unconfirmed, checkoutPageProps(pageContextFor('th', 'th')!).labels).message).toMatch(/^เรายังยืนยันคำสั่งซื้อของคุณไม่ได้/);
    expect(placeFailure(refused(503, { message: API_MESSAGES.unavailable }), labels).unconfirmed).toBeUndefined();
  });
});

describe('one attempt, one key', () => {
  it('re-sends the same key with the same body (a retry, a reload), and a new key once the body changes or the attempt ends', () => {
    const store = memoryStore();
    let n = 0;
    const next = () => `key-${++n}`;
    const body = orderBody(filled(), sg);
    expect(attemptKey(store, 'sg', body, next)).toBe('key-1');
    expect(attemptKey(store, 'sg', orderBody(filled(), sg), next)).toBe('key-1');
    expect(attemptKey(store, 'sg', orderBody(filled({ phone: '87654321' }), sg), next)).toBe('key-2');
    saveDraft(store, 'sg', filled());
    endAttempt(store, 'sg', { keepDraft: true });
    expect(readDraft(store, 'sg')?.firstName).toBe('Wei');
    expect(attemptKey(store, 'sg', body, next)).toBe('key-3');
    endAttempt(store, 'sg');
    expect(store.map.size).toBe(0);
  });

  it('keeps what click and collect took out across a reload, until it goes back or the order is placed', () => {
    const store = memoryStore();
    const lines = [
      { kind: 'sample' as const, sku: 'SMP-1', rewardId: null, name: 'Mini Hydra Cream' },
      { kind: 'reward' as const, sku: 'RWD-1', rewardId: 'r1', name: 'Beauty Pouch' },
    ];
    expect(readTakenOut(store, 'sg')).toEqual([]);
    saveTakenOut(store, 'sg', lines);
    expect(readTakenOut(store, 'sg')).toEqual(lines);
    expect(readTakenOut(store, 'th')).toEqual([]);
    // Put back: the list is cleared.
    saveTakenOut(store, 'sg', []);
    expect(readTakenOut(store, 'sg')).toEqual([]);
    // A refused key keeps it with the draft; a placed order clears it.
    saveTakenOut(store, 'sg', lines);
    endAttempt(store, 'sg', { keepDraft: true });
    expect(readTakenOut(store, 'sg')).toEqual(lines);
    endAttempt(store, 'sg');
    expect(readTakenOut(store, 'sg')).toEqual([]);
  });

  it('forgets every country’s checkout of the tab at sign-out, and nothing else', () => {
    const store = memoryStore();
    saveDraft(store, 'sg', filled());
    saveDraft(store, 'th', filled());
    saveTakenOut(store, 'sg', [{ kind: 'reward', sku: 'RWD-1', rewardId: 'r1', name: 'Beauty Pouch' }]);
    attemptKey(store, 'sg', orderBody(filled(), sg), () => 'key-1');
    store.setItem('atelier.points-expiry-checked', '1');
    forgetTabCheckout(asStorage(store));
    expect([...store.map.keys()]).toEqual(['atelier.points-expiry-checked']);
  });

  it('reads nothing from a slot another script spoilt', () => {
    const store = memoryStore();
    store.setItem('atelier.checkout.taken-out.sg', '{not json');
    expect(readTakenOut(store, 'sg')).toEqual([]);
    store.setItem('atelier.checkout.taken-out.sg', JSON.stringify([{ kind: 'sample', sku: 'SMP-1', rewardId: null, name: 'Mini' }, { kind: 'gift', sku: 1 }, { kind: 'reward', sku: 'RWD-1', rewardId: null, name: 'Pouch' }]));
    expect(readTakenOut(store, 'sg')).toEqual([{ kind: 'sample', sku: 'SMP-1', rewardId: null, name: 'Mini' }]);
  });
});

describe('click and collect and the summary', () => {
  it('names the samples and the rewards the store cannot hand over', () => {
    const sample = line({ id: 31, variantId: 301, name: 'Mini Cream', kind: 'sample', unitPrice: 0 });
    const makeover = line({ id: 32, variantId: 302, name: 'Makeover', kind: 'reward', unitPrice: 0, rewardId: 'reward-6-sg' });
    const pouch = line({ id: 33, variantId: 303, name: 'Pouch', kind: 'reward', unitPrice: 0, rewardId: 'reward-1-sg' });
    expect(linesNotForCollect(bag({ lines: [lipstick, sample, makeover, pouch] }), new Set(['reward-1-sg'])).map((l) => l.id)).toEqual([31, 32]);
  });

  describe('switching back to home delivery', () => {
    const mini = line({ id: 41, variantId: 401, name: 'Mini Cream', kind: 'sample', unitPrice: 0 });
    const serum = line({ id: 42, variantId: 402, name: 'Mini Serum', kind: 'sample', unitPrice: 0 });
    const makeover = line({ id: 43, variantId: 403, name: 'Makeover', kind: 'reward', unitPrice: 0, rewardId: 'reward-6-sg' });
    const takenOut = takenOutOf([mini, serum, makeover]);
    const offered = (skus: string[], limit = 2) => ({ items: ['SKU-401', 'SKU-402'].map((sku) => ({ sku, available: skus.includes(sku) })), limit });
    const rewards = (balance: number | null, available = true) => ({ items: [{ id: 'reward-6-sg', available, points: 600 }], balance });
    const names = (plan: ReturnType<typeof putBackPlan>) => ({ add: plan.add.map((l) => l.name), refused: plan.refused.map((r) => [r.line.name, r.reason]) });

    it('keeps what it needs to add the lines again', () => {
      expect(takenOut).toEqual([
        { kind: 'sample', sku: 'SKU-401', rewardId: null, name: 'Mini Cream' },
        { kind: 'sample', sku: 'SKU-402', rewardId: null, name: 'Mini Serum' },
        { kind: 'reward', sku: 'SKU-403', rewardId: 'reward-6-sg', name: 'Makeover' },
      ]);
    });

    it('puts everything back when the samples and the reward are still there and within the limits', () => {
      expect(names(putBackPlan(takenOut, bag({ lines: [lipstick] }), offered(['SKU-401', 'SKU-402']), rewards(1000)))).toEqual({ add: ['Mini Cream', 'Mini Serum', 'Makeover'], refused: [] });
    });

    it('says why a line cannot go back: run out, over the samples limit, another reward in the bag, not enough points', () => {
      expect(names(putBackPlan(takenOut, bag({ lines: [lipstick] }), offered(['SKU-402']), rewards(1000, false)))).toEqual({ add: ['Mini Serum'], refused: [['Mini Cream', 'unavailable'], ['Makeover', 'unavailable']] });
      const other = line({ id: 44, variantId: 404, name: 'Mini Toner', kind: 'sample', unitPrice: 0 });
      const pouch = line({ id: 45, variantId: 405, name: 'Pouch', kind: 'reward', unitPrice: 0, rewardId: 'reward-1-sg' });
      expect(names(putBackPlan(takenOut, bag({ lines: [lipstick, other, pouch] }), offered(['SKU-401', 'SKU-402']), rewards(1000)))).toEqual({
        add: ['Mini Cream'],
        refused: [['Mini Serum', 'samplesLimit'], ['Makeover', 'oneReward']],
      });
      expect(names(putBackPlan(takenOut.slice(2), bag({ lines: [lipstick] }), null, rewards(599)))).toEqual({ add: [], refused: [['Makeover', 'points']] });
      expect(names(putBackPlan(takenOut.slice(2), bag({ lines: [lipstick] }), null, rewards(null)))).toEqual({ add: [], refused: [['Makeover', 'points']] });
    });

    it('leaves alone a line that is already back in the bag', () => {
      expect(names(putBackPlan(takenOut.slice(0, 1), bag({ lines: [lipstick, mini] }), offered(['SKU-401'], 1), null))).toEqual({ add: [], refused: [] });
    });

    it('reads the API\'s refusal when the bag changed meanwhile', () => {
      const refusal = (message: string) => putBackRefusal(new ApiError(409, { message }));
      expect(refusal(BAG_MESSAGES.notAvailable)).toBe('unavailable');
      expect(refusal(BAG_MESSAGES.offerFullyRedeemed)).toBe('unavailable');
      expect(refusal(BAG_MESSAGES.samplesLimit)).toBe('samplesLimit');
      expect(refusal(BAG_MESSAGES.oneRewardPerTransaction)).toBe('oneReward');
      expect(refusal(BAG_MESSAGES.notEnoughPoints)).toBe('points');
      expect(putBackRefusal(new NetworkError('POST', 'cart/samples', new Error('offline')))).toBe('failed');
    });

    it('tells the shopper what is back and why anything is not', () => {
      expect(putBackNotice(takenOut.slice(0, 2), [{ line: takenOut[2], reason: 'points' }], labels)).toBe(
        'Back in your bag for home delivery: Mini Cream, Mini Serum. Makeover could not go back in your bag: you no longer have enough points.',
      );
      expect(putBackNotice([], [], labels)).toBe('');
    });
  });

  it('shows the chosen option\'s shipping in the total', () => {
    const b = bag({ lines: [line({ id: 1, variantId: 1, name: 'Balm', unitPrice: 2000 })] });
    const express = sg.deliveryOptions.find((o) => o.id === 'express')!;
    expect(summaryTotals(b, sg, 'delivery', 'standard')).toMatchObject({ shipping: sg.shippingFee, total: 2000 + sg.shippingFee });
    expect(summaryTotals(b, sg, 'delivery', 'express')).toMatchObject({ shipping: express.fee, total: 2000 + express.fee });
    expect(summaryTotals(b, sg, 'click_and_collect', 'express')).toMatchObject({ shipping: 0, total: 2000 });
  });

  it('a gold member ships free on every option, below the threshold and by express too', () => {
    const b = goldMemberBag(bag({ lines: [line({ id: 1, variantId: 1, name: 'Balm', unitPrice: 2000 })] }));
    for (const option of sg.deliveryOptions) expect(summaryTotals(b, sg, 'delivery', option.id)).toMatchObject({ shipping: 0, total: 2000 });
  });
});
