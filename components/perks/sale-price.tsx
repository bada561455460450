/**
 * A member's sale price (issue 9), shared by the product page's island (`EarlySalePrice`) and the product
 * cards' island (`CardSalePrices`): the window's badge, the member's price and the regular price struck
 * through; and the one call that reads such prices (`beauty-pass/sale-prices`, its client a lazy chunk).
 */
import type { ApiLocale } from '../account/account-api';
import { fill } from '@/lib/i18n/plural-templates';
import { apiKey } from '@/lib/api-client/query-keys';
import { readLazily } from '../query/lazy-read';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import type { PerkLabels } from './labels';

export type SalePriceLabels = Pick<PerkLabels, 'earlyPrice' | 'was' | 'window.gold' | 'window.black' | 'window.public'>;

export interface MemberSalePrice {
  amount: number;
  regular: number;
  window: 'gold' | 'black' | 'public';
}

/**
 * The sale prices the signed-in shopper may buy these variants at now, by variant id (only those with one): a
 * query of the page's query layer (SPEC §7's retries, 5 minutes fresh), which loads with the first read — only a
 * member's page makes one — so a guest's first load carries neither it nor the API client.
 */
export async function readSalePrices(api: ApiLocale, variantIds: number[]): Promise<Map<number, MemberSalePrice>> {
  const ids = [...variantIds].sort((a, b) => a - b).join(',');
  return readLazily(apiKey('beauty-pass/sale-prices', api, { variantIds: ids }), (signal) => loadSalePrices(api, variantIds, signal));
}

async function loadSalePrices(api: ApiLocale, variantIds: number[], signal?: AbortSignal): Promise<Map<number, MemberSalePrice>> {
  const { perksApi } = await import('./perks-api');
  const answer = await perksApi(api).salePrices(variantIds, signal);
  return new Map(answer.items.map((i) => [i.variantId, { amount: i.amount, regular: i.regular, window: i.window }]));
}

export function SalePriceParts({ price, labels, money }: { price: MemberSalePrice; labels: SalePriceLabels; money: MoneyFormat }) {
  const format = (amount: number) => formatMinor(amount, money.currency, money);
  return (
    <>
      <span className="early-sale-price__badge">{labels[`window.${price.window}`]}</span>{' '}
      <strong>{fill(labels.earlyPrice, { price: format(price.amount) })}</strong>{' '}
      <s>{fill(labels.was, { price: format(price.regular) })}</s>
    </>
  );
}
