/**
 * The order pages' strings, already translated (islands get strings, not a catalogue): every `order.*` key
 * of the catalogues without its prefix, `{placeholders}` left for `fill()`; and what every order island
 * needs of its page (API locale, money and date formats, the paths it links to).
 */
import type { SectionKey, SectionLabels } from '@/lib/i18n/section-labels';
import type { MoneyFormat } from '@/lib/money';
import type { ApiLocale } from '../account/account-api';

/** `order.qr.expired` → `qr.expired`. */
export type OrderLabelKey = SectionKey<'order.'>;
export type OrderLabels = SectionLabels<'order.'>;

export interface OrderPaths {
  /** The order page of a number: `{number}` is filled in. */
  order: string;
  orders: string;
  signIn: string;
  newArrivals: string;
  /** The embedded payment provider's card page of a payment: `{paymentId}` is filled in. */
  cardPayment: string;
  /** The embedded payment provider's pay-later page of a payment (its provider's plan): `{paymentId}` is filled in. */
  payLaterPayment: string;
}

export interface OrderContextProps {
  api: ApiLocale;
  money: MoneyFormat;
  /** The country's time zone: dates show as the shopper's country reads them. */
  timeZone: string;
  paths: OrderPaths;
}
