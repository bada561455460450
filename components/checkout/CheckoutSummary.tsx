/**
 * The order summary column: the bag's lines and its totals, with the shipping of the chosen delivery (the
 * bag itself prices standard delivery). Amounts are the API's; only the shipping follows the choice.
 */
import type { Bag } from '../../schemas/api/bag';
import { fill } from '../../lib/i18n/plural-templates';
import type { CheckoutValues } from './checkout-form';
import { summaryTotals } from './checkout-form';
import type { CheckoutCountry, CheckoutLabels } from './labels';

export function CheckoutSummary({ labels, country, bag, delivery, deliveryOption, price }: {
  labels: CheckoutLabels;
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
        <dl className="totals__list">
          {[
            ['subtotal', labels['summary.subtotal'], price(t.subtotal)],
            ...(t.discount > 0 ? [['discount', labels['summary.discount'], `−${price(t.discount)}`]] : []),
            ['shipping', labels['summary.shipping'], t.shipping === 0 ? labels['summary.free'] : price(t.shipping)],
            ['total', labels['summary.total'], price(t.total)],
          ].map(([key, label, value]) => (
            <div className="totals__row" data-total={key} key={key}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/*
        E-gift card redemption mounts here (another issue builds it): the redemption component takes the
        bag and reports the amount it covers; the total above then shows what is left to pay.
      */}
      <div className="checkout-summary__gift-card" data-slot="gift-card-redemption" />
    </aside>
  );
}
