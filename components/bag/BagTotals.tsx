/**
 * The bag's totals (SPEC §3): subtotal, one row per discount (each promotion's, the staff discount's),
 * shipping with the progress toward the free-shipping threshold, store credit and gift card when used, price
 * before tax and the tax where the country shows it, total, points earned. Every amount is the API's, formatted; nothing is computed here
 * but the progress bar's width and the discount not named by a promotion.
 */
import type { Bag } from '@/schemas/api/bag';
import { fill } from '@/lib/i18n/plural-templates';
import type { BagLabels } from './labels';

/**
 * The discount rows above the staff discount's: one per promotion that takes money off (its title), and
 * "Discounts" for any part of `totals.discount` no promotion names. `totals.discount` is every discount, the
 * staff discount included, so it is never shown whole beside the staff discount's row: the rows add up to it.
 */
function discountRows(bag: Bag): { key: string; label?: string; amount: number }[] {
  const rows = bag.appliedPromotions.filter((p) => p.discount > 0).map((p) => ({ key: `promotion-${p.id}`, label: p.title, amount: p.discount }));
  const rest = bag.totals.discount - bag.totals.staffDiscount - rows.reduce((sum, r) => sum + r.amount, 0);
  return rest > 0 ? [...rows, { key: 'discount', amount: rest }] : rows;
}

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
  const row = (label: string, value: string, key: string) => (
    <div className="totals__row" data-total={key} key={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
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
      <dl className="totals__list">
        {row(labels['totals.subtotal'], price(t.subtotal), 'subtotal')}
        {discountRows(bag).map((d) => row(d.label ?? labels['totals.discount'], `−${price(d.amount)}`, d.key))}
        {t.staffDiscount > 0 ? row(labels['totals.staffDiscount'], `−${price(t.staffDiscount)}`, 'staff') : null}
        {row(labels['totals.shipping'], t.shipping === 0 ? labels['totals.free'] : price(t.shipping), 'shipping')}
        {t.storeCreditApplied > 0 ? row(labels['totals.storeCredit'], `−${price(t.storeCreditApplied)}`, 'store-credit') : null}
        {t.tax.shown ? row(fill(labels['totals.beforeTax'], { tax: t.tax.label }), price(t.tax.priceBeforeTax), 'before-tax') : null}
        {t.tax.shown ? row(fill(labels['totals.tax'], { tax: t.tax.label, percent: formatPercent(t.tax.percent) }), price(t.tax.amount), 'tax') : null}
        {/* A gift card pays for the goods (tax included above); it lowers only what is left to pay. */}
        {t.giftCardRedeemed > 0 ? row(labels['totals.giftCard'], `−${price(t.giftCardRedeemed)}`, 'gift-card') : null}
        {row(labels['totals.total'], price(t.total), 'total')}
        {row(labels['totals.pointsEarned'], formatNumber(t.pointsEarned), 'points')}
        {t.pointsRedeemed > 0 ? row(labels['totals.pointsRedeemed'], formatNumber(t.pointsRedeemed), 'points-redeemed') : null}
      </dl>
    </section>
  );
}
