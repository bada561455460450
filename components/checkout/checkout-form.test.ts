import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client/client';
import { BAG_MESSAGES } from '../../schemas/api/bag';
import { bag, lipstick, line } from '../../flows/cart/bag.fixtures';
import { attemptKey, endAttempt, initialValues, linesNotForCollect, orderBody, placeFailure, readDraft, saveDraft, summaryTotals, validate, type CheckoutValues } from './checkout-form';
import { sgProps, thProps } from './checkout.fixtures';

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

describe('the order body', () => {
  it('carries the country calling code, the address for home delivery, and the payment method of a pay-later provider', () => {
    const values = filled({ payment: sg.payments.find((p) => p.method === 'buy_now_pay_later')!.value, address: { line1: '1 Orchard Road', line2: ' ', postcode: '238800', city: 'ignored' } });
    expect(orderBody(values, sg)).toEqual({
      email: 'Buyer@Example.com',
      delivery: 'delivery',
      address: { line1: '1 Orchard Road', postcode: '238800' },
      deliveryOption: 'standard',
      recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' },
      paymentMethod: 'buy_now_pay_later',
    });
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
});

describe('click and collect and the summary', () => {
  it('names the samples and the rewards the store cannot hand over', () => {
    const sample = line({ id: 31, variantId: 301, name: 'Mini Cream', kind: 'sample', unitPrice: 0 });
    const makeover = line({ id: 32, variantId: 302, name: 'Makeover', kind: 'reward', unitPrice: 0, rewardId: 'reward-6-sg' });
    const pouch = line({ id: 33, variantId: 303, name: 'Pouch', kind: 'reward', unitPrice: 0, rewardId: 'reward-1-sg' });
    expect(linesNotForCollect(bag({ lines: [lipstick, sample, makeover, pouch] }), new Set(['reward-1-sg'])).map((l) => l.id)).toEqual([31, 32]);
  });

  it('shows the chosen option\'s shipping in the total', () => {
    const b = bag({ lines: [line({ id: 1, variantId: 1, name: 'Balm', unitPrice: 2000 })] });
    const express = sg.deliveryOptions.find((o) => o.id === 'express')!;
    expect(summaryTotals(b, sg, 'delivery', 'standard')).toMatchObject({ shipping: sg.shippingFee, total: 2000 + sg.shippingFee });
    expect(summaryTotals(b, sg, 'delivery', 'express')).toMatchObject({ shipping: express.fee, total: 2000 + express.fee });
    expect(summaryTotals(b, sg, 'click_and_collect', 'express')).toMatchObject({ shipping: 0, total: 2000 });
  });
});
