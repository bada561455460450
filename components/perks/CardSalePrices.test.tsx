import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { contextIn } from '@/renderer/testing/fixtures';
import { pageContextFor } from '@/lib/locale/page-context';
import { saleLipstick, serumFrom } from '../product-card/product-card.fixtures';
import { ProductCard } from '../product-card/ProductCard';
import { cardContext, productCardLabels } from '../product-card/server-labels';
import { fakeApi, setSessionCookie } from '../account/account.fixtures';
import { CardSalePrices } from './CardSalePrices';
import { perkLabels } from './server-labels';

const ctx = contextIn({ country: 'sg', lang: 'en' });
const labels = perkLabels(pageContextFor('sg', 'en')!);
const money = { locale: 'en-SG', currency: 'SGD', minorUnits: 2 };

/** The member's answer: an early price for the lipstick's default variant only. */
const salePrices = { status: 200, body: { tier: 'gold', items: [{ variantId: saleLipstick.defaultVariantId, amount: 2400, regular: 3500, window: 'gold' }] } };

function setup({ session }: { session: boolean }) {
  setSessionCookie(session);
  const fake = fakeApi({ 'GET beauty-pass/sale-prices': salePrices });
  /** The variantIds of every sale-prices request (the cards' hearts ask for the wish list too). */
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith('/beauty-pass/sale-prices')) asked.push(url.searchParams.get('variantIds') ?? '');
    return fake.fetch(input, init);
  });
  render(
    <>
      {[saleLipstick, serumFrom].map((p) => (
        <ProductCard key={p.id} product={p} labels={productCardLabels(ctx.country, ctx.lang)} context={cardContext(ctx.country, ctx.lang)} idPrefix="t" />
      ))}
      <CardSalePrices api={{ country: 'sg', language: 'en' }} labels={labels} money={money} />
    </>,
  );
  return { asked };
}

const card = (name: string) => screen.getAllByRole('article').find((a) => a.textContent?.includes(name))!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

describe('the cards\' sale prices (one island per page)', () => {
  it('a guest\'s page asks nothing and shows only the public prices', async () => {
    const { asked } = setup({ session: false });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(asked).toHaveLength(0);
    expect(screen.queryByText(/Your Beauty Pass price/)).toBeNull();
  });

  it('a member\'s page asks once for every card, and the entitled card shows the early price in its price line', async () => {
    const { asked } = setup({ session: true });
    const lipstick = card('Velvet Matte Lipstick');
    await waitFor(() => expect(within(lipstick).getByText('Your Beauty Pass price: $24.00')).toBeTruthy());
    expect(within(lipstick).getByText('Gold early sale access')).toBeTruthy();
    expect(within(lipstick).getByText('Was $35.00').tagName).toBe('S');
    expect(within(lipstick).getByText('Your Beauty Pass price: $24.00').closest('[data-sale-variant]')?.getAttribute('data-sale-variant')).toBe(String(saleLipstick.defaultVariantId));
    expect(within(card('Dew Drop Serum')).queryByText(/Your Beauty Pass price/)).toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0].split(',').map(Number).sort()).toEqual([saleLipstick.defaultVariantId, serumFrom.defaultVariantId].sort());
  });

  it('asks only for the cards that came into view', async () => {
    const observed: Element[] = [];
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe(el: Element) { observed.push(el); }
      unobserve() {}
      disconnect() {}
    });
    const { asked } = setup({ session: true });
    await waitFor(() => expect(observed).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(asked).toHaveLength(0);
    const lipstickLine = observed.find((el) => el.getAttribute('data-sale-variant') === String(saleLipstick.defaultVariantId))!;
    report([{ target: lipstickLine, isIntersecting: true }, { target: observed.find((el) => el !== lipstickLine)!, isIntersecting: false }]);
    await waitFor(() => expect(within(card('Velvet Matte Lipstick')).getByText('Your Beauty Pass price: $24.00')).toBeTruthy());
    expect(asked).toEqual([String(saleLipstick.defaultVariantId)]);
  });
});
