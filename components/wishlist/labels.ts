/** The `/wishlist` page's strings, already translated (client islands get strings, not a catalogue). */
import type { MoneyFormat } from '@/lib/money';
import type { ProductButtonLabels } from '../product-card/labels';

export const WISHLIST_KEYS = [
  'heading',
  'loading',
  'loadFailed',
  'retry',
  'empty',
  'emptyLink',
  'signIn',
  'signInLink',
  'items',
  'shade',
  'remove',
  'subscriptions',
  'subscriptionsEmpty',
  'waitlistEntry',
  'remindEntry',
  'cancel',
  'cancelLabel',
  'cancelled',
] as const;
export type WishListLabelKey = (typeof WISHLIST_KEYS)[number];

export type WishListLabels = Record<WishListLabelKey, string> & {
  /** Stock states, as the product page says them. */
  inStock: string;
  /** "Only {count} left" */
  onlyLeft: string;
  outOfStock: string;
  button: ProductButtonLabels;
};

export interface WishListPageProps {
  labels: WishListLabels;
  money: MoneyFormat;
  /** The locale prefix of links (`''` or `/en`). */
  pathPrefix: string;
  paths: { signIn: string; newArrivals: string };
}
