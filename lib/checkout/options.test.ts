import { describe, expect, it } from 'vitest';
import { countries, parseCountryConfig } from '@/config/countries/registry';
import type { CountryConfig } from '@/config/countries/types';
import { addressFieldsOf, addressSchema, deliveryOptionsOf, findDeliveryOption, shippingCost, shippingTerms } from './options';

const SG = countries.get('SG')!;
const TH = countries.get('TH')!;
const HK = countries.get('HK')!;
const bare: CountryConfig = { ...SG, deliveryOptions: undefined, addressFields: undefined };

describe('delivery options', () => {
  it('every country offers standard delivery at the bag\'s fee, free above its threshold', () => {
    for (const country of countries.list) {
      const standard = findDeliveryOption(country, 'standard');
      expect(standard, country.code).toMatchObject({ fee: country.shippingFee, freeAboveThreshold: true });
      expect(new Set(deliveryOptionsOf(country).map((o) => o.id)).size).toBe(deliveryOptionsOf(country).length);
    }
  });

  it('a country without a list has standard delivery only, in 3 business days', () => {
    expect(deliveryOptionsOf(bare)).toEqual([{ id: 'standard', fee: SG.shippingFee, businessDays: 3, freeAboveThreshold: true }]);
    expect(findDeliveryOption(bare, 'express')).toBeUndefined();
  });

  it('prices shipping per option: strictly above the threshold is free for standard, never for express, always for click and collect', () => {
    const standard = shippingTerms(SG, 'delivery', findDeliveryOption(SG, 'standard')!);
    const express = shippingTerms(SG, 'delivery', findDeliveryOption(SG, 'express')!);
    const collect = shippingTerms(SG, 'click_and_collect', findDeliveryOption(SG, 'express')!);
    expect(shippingCost(standard, SG.freeShippingThreshold, true)).toBe(SG.shippingFee);
    expect(shippingCost(standard, SG.freeShippingThreshold + 1, true)).toBe(0);
    expect(shippingCost(express, SG.freeShippingThreshold * 10, true)).toBe(findDeliveryOption(SG, 'express')!.fee);
    expect(shippingCost(collect, 0, true)).toBe(0);
    expect(shippingCost(express, 0, false)).toBe(0);
  });

  it('the schema refuses an option id outside its list', () => {
    expect(() => parseCountryConfig({ ...SG, deliveryOptions: [{ id: 'drone', fee: 1, businessDays: 1, freeAboveThreshold: false }] })).toThrow();
  });
});

describe('address fields', () => {
  it('follow the country: Singapore asks no city, Hong Kong no postcode, Thailand a province', () => {
    expect(addressFieldsOf(SG).map((f) => f.name)).toEqual(['line1', 'line2', 'postcode']);
    expect(addressFieldsOf(HK).map((f) => f.name)).not.toContain('postcode');
    expect(addressFieldsOf(TH).find((f) => f.name === 'state')).toMatchObject({ label: 'province', required: true });
    expect(addressFieldsOf(bare).map((f) => f.name)).toEqual(['line1', 'line2', 'city', 'postcode']);
  });

  it('validate with SPEC §5 messages, keeping only the country\'s fields', () => {
    const th = addressSchema(TH);
    const refused = th.safeParse({ line1: ' ', city: 'Watthana', postcode: '1011' });
    expect(refused.success).toBe(false);
    const byPath = Object.fromEntries(refused.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({ line1: 'Required field', state: 'Required field', postcode: 'Invalid postcode' });
    expect(th.parse({ line1: ' 99 Sukhumvit ', line2: '', city: 'Watthana', state: 'Bangkok', postcode: '10110', extra: 'x' })).toEqual({
      line1: '99 Sukhumvit',
      city: 'Watthana',
      state: 'Bangkok',
      postcode: '10110',
    });
    expect(addressSchema(SG).safeParse({ line1: 'x'.repeat(101), postcode: '238800' }).error?.issues[0].message).toBe('Character limit exceeded');
  });
});
