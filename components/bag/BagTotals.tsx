/**
 * The bag's totals (SPEC §3): the progress toward the free-shipping threshold, then the rows the checkout's summary
 * shows too (`TotalsList`: subtotal, discounts, shipping, store credit and gift card, price before tax and the tax
 * where the country shows it, total, points earned). Nothing is computed here but the progress bar's width.
 */
import type { Bag } from '@/schemas/api/bag';
import { fill } from '@/lib/i18n/plural-templates';
import type { BagLabels } from './labels';
import { TotalsList } from './TotalsList';

export function BagTotals({ bag, labels, goldShipping, price, formatNumber, formatPercent }: {
  bag: Bag;
  labels: BagLabels;
  /** "Free shipping on every order: a Gold perk" (`perks.goldShipping`), said instead of the threshold's progress. */
  goldShipping?: string;
  price: (amount: number) => string;
  formatNumber: (value: number) => string;
  formatPercent: (value: number) => string;
}) {
  const t = bag.totals;
  const { threshold, qualifies, remaining, goldPerk } = t.freeShipping;
  const progress = qualifies || threshold <= 0 ? 100 : Math.min(100, Math.floor((t.discountedSubtotal / threshold) * 100));
  return (
    <section className="bag-section totals" aria-labelledby="bag-totals-heading">
      <h2 id="bag-totals-heading">{labels['totals.heading']}</h2>
      <div className="totals__shipping">
        {goldPerk ? (
          // A gold member ships free on every order: no threshold to reach, so no progress to show.
          <p className="totals__perk" aria-live="polite">{goldShipping ?? labels['totals.qualifies']}</p>
        ) : (
          <>
            <p aria-live="polite">{qualifies ? labels['totals.qualifies'] : fill(labels['totals.spendMore'], { amount: price(remaining) })}</p>
            <div className="progress" role="progressbar" aria-label={labels['totals.progress']} aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
              <span className="progress__bar" style={{ width: `${progress}%` }} />
            </div>
          </>
        )}
      </div>
      <TotalsList bag={bag} labels={labels} formats={{ price, formatNumber, formatPercent }} />
    </section>
  );
}
