/**
 * The bag's strings, already translated (client islands get strings, not a catalogue): every `bag.*` key of
 * the catalogues, without its prefix, with `{placeholders}` left for `fill()`.
 */
import type { SectionKey, SectionLabels } from '@/lib/i18n/section-labels';
import type { PluralTemplates } from '@/lib/i18n/plural-templates';
import type { MoneyFormat } from '@/lib/money';
import type { ApiLocale } from '../account/account-api';

export type BagLabelKey = SectionKey<'bag.'>;
export type BagLabels = SectionLabels<'bag.'>;

/** What every bag island needs of its page: the API's locale, money format and the paths it links to. */
export interface BagContextProps {
  api: ApiLocale;
  money: MoneyFormat;
  /** `product`: a product page's path with `{slug}` to fill. */
  paths: { cart: string; checkout: string; signIn: string; signUp: string; newArrivals: string; product: string };
}

/** The header's bag: the count per plural category ("Bag, {count} items"), and the dropdown's words. */
export interface HeaderBagLabels {
  count: PluralTemplates;
  /** The name with no items ("Bag, empty"). */
  empty: string;
  bag: Pick<BagLabels, 'title' | 'viewBag' | 'latest' | 'dropdownEmpty' | 'totals.subtotal' | 'line.shade' | 'line.free' | 'loading'>;
}

/** The words for what the API answers (SPEC §8 messages, the promo help list, generic errors). */
export type BagMessageKey = Extract<BagLabelKey, `message.${string}` | `help.${string}` | `error.${string}`>;
export type BagMessageLabels = Pick<BagLabels, BagMessageKey>;

/**
 * A product type's name in the page's language (`bag.productType.<type>`, one per type the catalogue has);
 * the type itself for one the catalogues do not know yet.
 */
export function productTypeName(labels: BagLabels, type: string): string {
  return (labels as Partial<Record<string, string>>)[`productType.${type}`] ?? type;
}
