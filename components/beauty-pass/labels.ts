/**
 * The Beauty Pass pages' strings, already translated (islands get strings, not a catalogue): every
 * `beautyPass.*` key without its prefix, `{placeholders}` left for `fill()`, the tier names; and what the
 * islands need of their page (API locale, money and date formats, the paths they link to).
 */
import type { TierName } from '@/flows/tier/tier.machine';
import type { SectionLabels } from '@/lib/i18n/section-labels';
import type { MoneyFormat } from '@/lib/money';
import type { ApiLocale } from '../account/account-api';
import type { SoldOutLabels } from '../bag/SoldOut';

/** `soldOut`: what a reward with none left says, in the bag's words (one state, one wording: `SoldOut`). */
export type BeautyPassLabels = SectionLabels<'beautyPass.'> & { tiers: Record<TierName, string>; soldOut: SoldOutLabels };

export interface BeautyPassPaths {
  signIn: string;
  signUp: string;
  dashboard: string;
  points: string;
  offers: string;
  rewards: string;
  cart: string;
  newArrivals: string;
  /** An order's page: `{number}` is filled in. */
  order: string;
  /** The stores, where a service reward (the makeover) is booked and redeemed. */
  stores: string;
}

export interface BeautyPassProps {
  labels: BeautyPassLabels;
  api: ApiLocale;
  money: MoneyFormat;
  /** The country's time zone: dates read as the member's country reads them. */
  timeZone: string;
  paths: BeautyPassPaths;
}
