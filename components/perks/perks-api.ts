/**
 * The perks' calls of the browser (`beauty-pass/offers`, `cart/member-offer`, `beauty-pass/sale-prices`),
 * through the accounts' API client. Islands import this module on first use, so it is not first-load code.
 */
import { browserApiClient, type ApiLocale } from '../account/account-api';
import { BagResponse } from '@/schemas/api/bag';
import { MemberOffersResponse, SalePricesResponse } from '@/schemas/api/perks';

export function perksApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  return {
    offers: (signal?: AbortSignal) => client.get('beauty-pass/offers', { schema: MemberOffersResponse, signal }),
    apply: (offerId: number) => client.post('cart/member-offer', { offerId }, { schema: BagResponse }),
    remove: () => client.delete('cart/member-offer', { schema: BagResponse }),
    salePrices: (variantIds: number[], signal?: AbortSignal) => client.get('beauty-pass/sale-prices', { schema: SalePricesResponse, signal, query: { variantIds: variantIds.join(',') } }),
  };
}
export type PerksApi = ReturnType<typeof perksApi>;
