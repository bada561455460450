/**
 * The checkout's strings, already translated (client islands get strings, not a catalogue): every
 * `checkout.*` key of the catalogues without its prefix, `{placeholders}` left for `fill()`; and what the
 * island needs of its country, as data from the country config.
 */
import type { PerkLabels } from '../perks/labels';
import type { GiftCardRedemptionLabels } from '../gift-cards/GiftCardRedemption';
import type { SectionKey, SectionLabels } from '@/lib/i18n/section-labels';
import type { AddressField, DeliveryOption } from '@/lib/checkout/options';
import type { PaymentMethod } from '@/config/countries/types';
import type { MoneyFormat } from '@/lib/money';
import type { ApiLocale } from '../account/account-api';
import type { TotalsLabels } from '../bag/TotalsList';

/** `checkout.place` → `place`: the keys of the checkout's strings. */
export type CheckoutLabelKey = SectionKey<'checkout.'>;
export type CheckoutLabels = SectionLabels<'checkout.'>;

/** One payment radio: a method, or a buy-now-pay-later provider by name (both pay by `method`). */
export interface PaymentChoice {
  value: string;
  method: PaymentMethod;
  label: string;
  /** A buy-now-pay-later radio's provider id (the order body's `payLaterProvider`). */
  provider?: string;
}

/** The country as checkout sees it (from config/countries/<cc>.json). */
export interface CheckoutCountry {
  callingCode: string;
  freeShippingThreshold: number;
  shippingFee: number;
  deliveryOptions: DeliveryOption[];
  addressFields: AddressField[];
  registrationNumber: boolean;
  payments: PaymentChoice[];
}

export interface CheckoutPageProps {
  labels: CheckoutLabels;
  /** The e-gift card redemption beside the summary. */
  giftCardLabels: GiftCardRedemptionLabels;
  /** The summary's totals rows: the bag's (`bag.totals.*`), so both read the same. */
  totalsLabels: TotalsLabels;
  /** The Beauty Pass offers section's strings (a member applies an offer at checkout). */
  perkLabels?: PerkLabels;
  country: CheckoutCountry;
  api: ApiLocale;
  money: MoneyFormat;
  /** `order` holds `{number}` for the placed order's number. */
  paths: { cart: string; shop: string; signIn: string; order: string };
}
