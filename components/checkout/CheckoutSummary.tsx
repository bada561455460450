/**
 * The order summary column: the bag's lines and its totals — the bag's own rows (`TotalsList`: price before tax,
 * the tax, points earned…) — with the shipping of the chosen delivery (the bag itself prices standard delivery)
 * and what follows from it (`summaryTotals`). Amounts are the API's; only the shipping and its sums follow the choice.
 */
import type { ReactNode } from 'react';
import type { Bag } from '@/schemas/api/bag';
import { fill } from '@/lib/i18n/plural-templates';
import { TotalsList, totalsNumberFormats, type TotalsLabels } from '../bag/TotalsList';
import type { CheckoutValues } from './checkout-form';
import { summaryTotals } from './checkout-form';
import type { CheckoutCountry, CheckoutLabels } from './labels';

export function CheckoutSummary({ labels, totalsLabels, locale, goldShipping, giftCard, country, bag, delivery, deliveryOption, price }: {
  labels: CheckoutLabels;
  /** The bag's totals rows' words (`bag.totals.*`): the same rows as the bag's summary. */
  totalsLabels: TotalsLabels;
  /** The Intl locale of points and the tax rate. */
  locale: string;
  /** "Free shipping on every order: a Gold perk" (`perks.goldShipping`), under the totals for a gold member. */
  goldShipping?: string;
  /** The e-gift card redemption, under the totals. */
  giftCard?: ReactNode;
  country: CheckoutCountry;
  bag: Bag;
  delivery: CheckoutValues['delivery'];
  deliveryOption: string;
  price: (amount: number) => string;
}) {
  const t = summaryTotals(bag, country, delivery, deliveryOption);
  return (
    <aside className="bag-layout__side checkout-summary">
      <section className="bag-section totals" aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading">{labels['summary.heading']}</h2>
        <ul className="checkout-summary__lines" aria-label={labels['summary.items']}>
          {bag.lines.map((line) => (
            <li key={line.id} className="checkout-summary__line">
              <span className="checkout-summary__name">
                <span className="checkout-summary__brand">{line.brand.name}</span> {line.name}
                {line.shade ? <span className="checkout-summary__meta"> · {line.shade}</span> : null}
              </span>
              <span className="checkout-summary__meta">{fill(labels['summary.quantity'], { quantity: line.quantity })}</span>
              <span className="checkout-summary__amount">{line.total === 0 ? labels['summary.free'] : price(line.total)}</span>
            </li>
          ))}
        </ul>
        <TotalsList bag={bag} totals={t} labels={totalsLabels} formats={{ price, ...totalsNumberFormats(locale) }} />
        {bag.totals.freeShipping.goldPerk && goldShipping ? <p className="totals__perk">{goldShipping}</p> : null}
      </section>
      {/* An e-gift card pays part or all of the order; the total above is what is left to pay. */}
      {giftCard ? <div className="checkout-summary__gift-card">{giftCard}</div> : null}
    </aside>
  );
}
