import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { bag, line } from '@/flows/bag/bag.fixtures';
import type { Bag } from '@/schemas/api/bag';
import { BagTotals } from './BagTotals';
import { labels } from './bag.fixtures';

afterEach(cleanup);

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** A bag priced for a staff member (30 % off), with the promotions the API names; shipping is free. */
function staffBag({ staff, promotions = [] }: { staff: number; promotions?: Bag['appliedPromotions'] }): Bag {
  const b = bag({ lines: [line({ id: 1, variantId: 1, name: 'Silk Foundation', unitPrice: 7350 })] });
  const discount = staff + promotions.reduce((sum, p) => sum + p.discount, 0);
  const total = b.totals.subtotal - discount;
  return { ...b, appliedPromotions: promotions, totals: { ...b.totals, discount, staffDiscount: staff, discountedSubtotal: total, total } };
}

function rows(b: Bag) {
  render(<BagTotals bag={b} labels={labels} price={dollars} formatNumber={String} formatPercent={(v) => `${v}%`} />);
  const summary = screen.getByRole('region', { name: 'Order summary' });
  return within(summary).getAllByRole('term').map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!] as const);
}

describe('the bag’s discounts (issue 21 item 7)', () => {
  it('a staff member’s bag shows the staff discount once, not again as "Discounts"', () => {
    const found = rows(staffBag({ staff: 2205 }));
    const discounts = found.filter(([, value]) => value.startsWith('−'));
    expect(discounts).toEqual([['Staff discount', '−$22.05']]);
  });

  it('one row per discount, and the rows add up to the total', () => {
    const b = staffBag({ staff: 2000, promotions: [{ id: 'bundle-sg', code: null, title: 'Lipstick and liner for S$45', discount: 500 }] });
    const found = rows(b);
    const discounts = found.filter(([, value]) => value.startsWith('−'));
    expect(discounts).toEqual([['Lipstick and liner for S$45', '−$5.00'], ['Staff discount', '−$20.00']]);
    const value = (term: string) => cents(found.find(([t]) => t === term)![1]);
    const shipping = found.find(([t]) => t === 'Shipping')![1] === 'Free' ? 0 : value('Shipping');
    expect(value('Subtotal') - discounts.reduce((sum, [, v]) => sum + cents(v), 0) + shipping).toBe(value('Total'));
  });
});
