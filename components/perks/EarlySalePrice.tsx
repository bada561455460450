'use client';

/**
 * A signed-in member's early sale price on a product page (issue 9). The page is prerendered with the
 * public price and stays cached; this island asks `beauty-pass/sale-prices` (a query of the page's query layer,
 * loaded with the read) for the variant after hydration
 * (only with a session) and shows the member's price — gold early sale access, or black's Beauty Pass Sale
 * window — when they are entitled to one. Otherwise it renders nothing. Product cards get theirs from one
 * island per page (`CardSalePrices`), with the same markup.
 */
import { useEffect, useState } from 'react';
import type { ApiLocale } from '../account/account-api';
import { hasSession } from '../account/session';
import type { MoneyFormat } from '@/lib/money';
import { readSalePrices, SalePriceParts, type MemberSalePrice, type SalePriceLabels } from './sale-price';

export interface EarlySalePriceProps {
  api: ApiLocale;
  labels: SalePriceLabels;
  money: MoneyFormat;
  variantId: number;
}

export function EarlySalePrice({ api, labels, money, variantId }: EarlySalePriceProps) {
  const [price, setPrice] = useState<MemberSalePrice | null>(null);

  useEffect(() => {
    if (!hasSession()) return;
    let shown = true;
    readSalePrices(api, [variantId]).then(
      (prices) => shown && setPrice(prices.get(variantId) ?? null),
      () => undefined,
    );
    return () => {
      shown = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api.country, api.language, variantId]);

  if (!price) return null;
  return (
    <p className="early-sale-price" role="status">
      <SalePriceParts price={price} labels={labels} money={money} />
    </p>
  );
}
