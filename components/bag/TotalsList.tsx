/**
 * The rows of a bag's totals (SPEC §3 cart totals), for the bag's summary and the checkout's: subtotal, one row per
 * discount (each promotion's, the staff discount's), shipping, store credit and gift card when used, price before
 * tax and the tax where the country shows it, total, points earned and used. One list, so the checkout shows the
 * rows and figures the bag shows; the checkout passes the totals of its chosen delivery (`summaryTotals`). Every
 * amount is the API's (or the checkout's re-pricing of the shipping), formatted; nothing is computed here but the
 * discount no promotion names.
 */
import type { Bag } from '@/schemas/api/bag';
import { fill } from '@/lib/i18n/plural-templates';
import type { BagLabels } from './labels';

export type TotalsLabelKey = Extract<keyof BagLabels, `totals.${string}`>;
export type TotalsLabels = Pick<BagLabels, TotalsLabelKey>;

/** How the rows write amounts, numbers (points) and the tax rate. */
export interface TotalsFormats {
  price: (amount: number) => string;
  formatNumber: (value: number) => string;
  formatPercent: (value: number) => string;
}

/** Points and the tax rate in the page's locale (`percent` takes 9 for 9 %). */
export function totalsNumberFormats(locale: string): Pick<TotalsFormats, 'formatNumber' | 'formatPercent'> {
  const numbers = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return { formatNumber: (v) => numbers.format(v), formatPercent: (v) => percent.format(v / 100) };
}

/**
 * The discount rows above the staff discount's: one per promotion that takes money off (its title), and
 * "Discounts" for any part of `totals.discount` no promotion names. `totals.discount` is every discount, the
 * staff discount included, so it is never shown whole beside the staff discount's row: the rows add up to it.
 */
function discountRows(bag: Bag, t: Bag['totals']): { key: string; label?: string; amount: number }[] {
  const rows = bag.appliedPromotions.filter((p) => p.discount > 0).map((p) => ({ key: `promotion-${p.id}`, label: p.title, amount: p.discount }));
  const rest = t.discount - t.staffDiscount - rows.reduce((sum, r) => sum + r.amount, 0);
  return rest > 0 ? [...rows, { key: 'discount', amount: rest }] : rows;
}

export interface TotalsRow {
  key: string;
  label: string;
  value: string;
}

/** The rows, in order; `totals` defaults to the bag's own (standard delivery). */
export function totalsRows(bag: Bag, labels: TotalsLabels, { price, formatNumber, formatPercent }: TotalsFormats, t: Bag['totals'] = bag.totals): TotalsRow[] {
  const rows: TotalsRow[] = [];
  const add = (key: string, label: string, value: string) => rows.push({ key, label, value });
  add('subtotal', labels['totals.subtotal'], price(t.subtotal));
  for (const d of discountRows(bag, t)) add(d.key, d.label ?? labels['totals.discount'], `−${price(d.amount)}`);
  if (t.staffDiscount > 0) add('staff', labels['totals.staffDiscount'], `−${price(t.staffDiscount)}`);
  add('shipping', labels['totals.shipping'], t.shipping === 0 ? labels['totals.free'] : price(t.shipping));
  if (t.storeCreditApplied > 0) add('store-credit', labels['totals.storeCredit'], `−${price(t.storeCreditApplied)}`);
  if (t.tax.shown) {
    add('before-tax', fill(labels['totals.beforeTax'], { tax: t.tax.label }), price(t.tax.priceBeforeTax));
    add('tax', fill(labels['totals.tax'], { tax: t.tax.label, percent: formatPercent(t.tax.percent) }), price(t.tax.amount));
  }
  // A gift card pays for the goods (tax included above); it lowers only what is left to pay.
  if (t.giftCardRedeemed > 0) add('gift-card', labels['totals.giftCard'], `−${price(t.giftCardRedeemed)}`);
  add('total', labels['totals.total'], price(t.total));
  add('points', labels['totals.pointsEarned'], formatNumber(t.pointsEarned));
  if (t.pointsRedeemed > 0) add('points-redeemed', labels['totals.pointsRedeemed'], formatNumber(t.pointsRedeemed));
  return rows;
}

export function TotalsList({ bag, totals, labels, formats }: { bag: Bag; totals?: Bag['totals']; labels: TotalsLabels; formats: TotalsFormats }) {
  return (
    <dl className="totals__list">
      {totalsRows(bag, labels, formats, totals).map((row) => (
        <div className="totals__row" data-total={row.key} key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
