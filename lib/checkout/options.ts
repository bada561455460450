/**
 * Checkout's per-country rules as pure functions of the country config (issue 7): the home delivery options
 * and what each one costs, and the delivery address fields with their validation. The order service charges
 * with these and the checkout island shows and validates with the same ones, so the page and the order agree.
 */
import { z } from 'zod';
import type { AddressField, CountryConfig, DeliveryOption } from '@/config/countries/types';

export type DeliveryMethod = 'delivery' | 'click_and_collect';
export type { AddressField, DeliveryOption };

export const DEFAULT_DELIVERY_OPTION = 'standard';
/** The estimate of a country that lists no options (the store's first behaviour). */
const DEFAULT_BUSINESS_DAYS = 3;

/** The country's home delivery options; a country without a list has standard delivery only. */
export function deliveryOptionsOf(country: Pick<CountryConfig, 'deliveryOptions' | 'shippingFee'>): DeliveryOption[] {
  return country.deliveryOptions?.length
    ? country.deliveryOptions
    : [{ id: 'standard', fee: country.shippingFee, businessDays: DEFAULT_BUSINESS_DAYS, freeAboveThreshold: true }];
}

export function findDeliveryOption(country: Pick<CountryConfig, 'deliveryOptions' | 'shippingFee'>, id: string): DeliveryOption | undefined {
  return deliveryOptionsOf(country).find((o) => o.id === id);
}

/**
 * The fee and free-shipping threshold that price a bag for a delivery choice, in the shape of the country's
 * own (`shippingFee`, `freeShippingThreshold`): click and collect pays nothing; an option that is never free
 * gets a threshold no bag passes.
 */
export function shippingTerms(country: Pick<CountryConfig, 'freeShippingThreshold'>, delivery: DeliveryMethod, option: DeliveryOption): { shippingFee: number; freeShippingThreshold: number } {
  if (delivery === 'click_and_collect') return { shippingFee: 0, freeShippingThreshold: country.freeShippingThreshold };
  return { shippingFee: option.fee, freeShippingThreshold: option.freeAboveThreshold ? country.freeShippingThreshold : Number.MAX_SAFE_INTEGER };
}

/**
 * What a bag's shipping costs with these terms: nothing for a bag without goods, nothing when the
 * discounted merchandise subtotal is strictly above the threshold (SPEC §9 "above"), else the fee.
 */
export function shippingCost(terms: { shippingFee: number; freeShippingThreshold: number }, discountedSubtotal: number, hasGoods: boolean): number {
  return !hasGoods || discountedSubtotal > terms.freeShippingThreshold ? 0 : terms.shippingFee;
}

/** Business days after `from` (Monday–Friday), as a date (YYYY-MM-DD, UTC). */
export function addBusinessDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

const DEFAULT_ADDRESS_FIELDS: AddressField[] = [
  { name: 'line1', label: 'line1', required: true, autocomplete: 'address-line1' },
  { name: 'line2', label: 'line2', required: false, autocomplete: 'address-line2' },
  { name: 'city', label: 'city', required: true, autocomplete: 'address-level2' },
  { name: 'postcode', label: 'postcode', required: true, autocomplete: 'postal-code' },
];

/** The country's delivery address fields, in form order. */
export function addressFieldsOf(country: Pick<CountryConfig, 'addressFields'>): AddressField[] {
  return country.addressFields?.length ? country.addressFields : DEFAULT_ADDRESS_FIELDS;
}

/** The messages address validation answers with (SPEC §5's words; the island translates them). */
export const ADDRESS_MESSAGES = { required: 'Required field', tooLong: 'Character limit exceeded', postcode: 'Invalid postcode' } as const;

const MAX_LENGTH: Record<AddressField['name'], number> = { line1: 100, line2: 100, city: 60, state: 60, postcode: 10 };

/**
 * The zod schema of the country's delivery address: its fields only (others are dropped), required ones
 * non-empty, patterns matched on the trimmed value; an empty optional field is left out.
 */
export function addressSchema(country: Pick<CountryConfig, 'addressFields'>) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const field of addressFieldsOf(country)) {
    let value = z.string().trim().max(MAX_LENGTH[field.name], ADDRESS_MESSAGES.tooLong);
    if (field.pattern) value = value.regex(new RegExp(field.pattern), field.name === 'postcode' ? ADDRESS_MESSAGES.postcode : `Invalid ${field.name}`);
    shape[field.name] = field.required
      ? z.string({ error: ADDRESS_MESSAGES.required }).trim().min(1, ADDRESS_MESSAGES.required).pipe(value)
      : z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), value.optional());
  }
  return z.object(shape);
}

export type DeliveryAddress = Partial<Record<AddressField['name'], string>>;
