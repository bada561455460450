import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { Order, payLaterChoice, PlaceOrderBody } from './orders';

const body = (overrides: Record<string, unknown> = {}) => ({
  email: 'wei@example.com',
  delivery: 'delivery',
  address: { line1: '1 Orchard Road', postcode: '238800' },
  recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' },
  paymentMethod: 'buy_now_pay_later',
  payLaterProvider: 'atome',
  ...overrides,
});

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('PlaceOrderBody: the pay-later provider', () => {
  it('carries the chosen provider, and stays optional for other methods', () => {
    expect(PlaceOrderBody.parse(body()).payLaterProvider).toBe('atome');
    expect(PlaceOrderBody.parse(body({ paymentMethod: 'card', payLaterProvider: undefined })).payLaterProvider).toBeUndefined();
  });

  it('refuses a provider id that is not a plain lower-case id', () => {
    for (const payLaterProvider of ['Atome', '', 'a'.repeat(31), 'atome; drop', 42]) {
      const parsed = PlaceOrderBody.safeParse(body({ payLaterProvider }));
      expect(parsed.success, String(payLaterProvider)).toBe(false);
      expect(messages(parsed)[0]).toMatch(/^payLaterProvider: /);
    }
  });
});

describe('payLaterChoice: the provider against the country', () => {
  const sg = countries.get('SG')!;
  const id = countries.get('ID')!;
  const check = (country: typeof sg, input: Record<string, unknown>) => payLaterChoice(country.buyNowPayLaterProviders, country.name).safeParse(PlaceOrderBody.parse(body(input)));

  it('accepts each of the country’s providers with buy_now_pay_later, and no provider with another method', () => {
    for (const country of countries.list) {
      for (const provider of country.buyNowPayLaterProviders) expect(check(country, { payLaterProvider: provider }).success, `${country.code} ${provider}`).toBe(true);
    }
    expect(check(id, { paymentMethod: 'virtual_account', payLaterProvider: undefined }).success).toBe(true);
  });

  it('says which providers the country has when the one sent is another country’s, or none is sent', () => {
    expect(messages(check(sg, { payLaterProvider: 'kredivo' }))).toEqual(['payLaterProvider: kredivo is not a pay-later provider in Singapore (choose one of: atome)']);
    expect(messages(check(id, { payLaterProvider: undefined }))).toEqual(['payLaterProvider: Choose a pay-later provider (in Indonesia: kredivo, akulaku)']);
  });

  it('refuses a provider with another payment method', () => {
    expect(messages(check(sg, { paymentMethod: 'card' }))).toEqual(['payLaterProvider: A pay-later provider goes only with the buy_now_pay_later payment method']);
  });

  it('a country without providers accepts no pay-later order', () => {
    expect(messages(payLaterChoice([], 'Nowhere').safeParse({ paymentMethod: 'buy_now_pay_later', payLaterProvider: 'atome' }))).toEqual(['payLaterProvider: atome is not a pay-later provider in Nowhere (choose one of: none)']);
  });
});

describe('Order: the provider in the answer', () => {
  it('is required: the provider or null', () => {
    const shape = Order.shape.payLaterProvider;
    expect(shape.parse('atome')).toBe('atome');
    expect(shape.parse(null)).toBeNull();
    expect(shape.safeParse(undefined).success).toBe(false);
  });
});
