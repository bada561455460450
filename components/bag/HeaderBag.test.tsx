import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { bag, emptyBag } from '@/flows/bag/bag.fixtures';
import { fakeApi, type Answer, lastWrite } from '../account/account.fixtures';
import { AddToBagButton } from './AddToBagButton';
import { BagWorld, bagRoutes, headerLabels, pageProps } from './bag.fixtures';
import { HeaderBag } from './HeaderBag';
import { productCardLabels } from '../product-card/server-labels';
import { countries } from '@/config/countries/registry';

const buttonLabels = productCardLabels(countries.get('SG')!, 'en').button;

function Page({ outOfStock = false }: { outOfStock?: boolean }) {
  return (
    <BagWorld>
      <HeaderBag labels={headerLabels} cartPath="/cart" money={pageProps.money} />
      <AddToBagButton variantId={101} state={outOfStock ? 'out_of_stock' : 'add_to_bag'} labels={buttonLabels} />
    </BagWorld>
  );
}

function setup(routes: Record<string, Answer>, options: { outOfStock?: boolean; delayMs?: number } = {}) {
  const fake = fakeApi(routes, { delayMs: options.delayMs });
  vi.stubGlobal('fetch', fake.fetch);
  render(<Page outOfStock={options.outOfStock} />);
  return fake;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('header bag', () => {
  it('the server renders a link to the bag with no count', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('href="/cart"');
    expect(html).toContain('aria-label="Bag"');
    expect(html).not.toContain('bag-count');
  });

  it('after hydration: the count from cart/items-count, named "Bag, N items"', async () => {
    const { calls } = setup(bagRoutes(bag()));
    expect(await screen.findByLabelText('Bag, 3 items')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET cart/items-count']);
  });

  it('a passing failure of cart/items-count is asked again (SPEC §7), and the count comes', async () => {
    const routes = bagRoutes(bag());
    const count = routes['GET cart/items-count'];
    let failures = 2;
    const { calls } = setup({ ...routes, 'GET cart/items-count': (request) => (failures-- > 0 ? { status: 503, body: { message: 'Busy' } } : typeof count === 'function' ? count(request) : count) });
    expect(await screen.findByLabelText('Bag, 3 items')).toHaveProperty('tagName', 'A');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET cart/items-count', 'GET cart/items-count', 'GET cart/items-count']);
  });

  it('opening it reads the bag: latest items, subtotal and "View bag"', async () => {
    setup(bagRoutes(bag()));
    fireEvent.click(await screen.findByLabelText('Bag, 3 items'));
    const summary = await screen.findByLabelText('Bag, 3 items', { selector: 'summary' });
    await waitFor(() => expect(summary.closest('details')!.open).toBe(true));
    const details = summary.closest('details')!;
    await waitFor(() => expect(within(details).getByText('Velvet Matte Lipstick')).toBeTruthy());
    expect(within(details).getByText('Dew Serum')).toBeTruthy();
    expect(within(details).getByText('Subtotal').nextElementSibling?.textContent).toBe('$118.00');
    expect(within(details).getByRole('link', { name: 'View bag' }).getAttribute('href')).toBe('/cart');
    // Escape closes it and gives focus back.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
  });

  it('add to bag: "Adding…" and the count at once, then the server’s count', async () => {
    const after = bag({ lines: [bag().lines[0], bag().lines[1]], itemsCount: 5 });
    const { calls } = setup(bagRoutes(emptyBag, { more: { 'POST cart/line-items': { status: 201, body: { bag: after } } } }), { delayMs: 30 });
    expect(await screen.findByLabelText('Bag, empty')).toBeTruthy();
    // The first press starts the bag (its chunk loads) and shows "Adding…" meanwhile; the add goes once it runs.
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy();
    expect(await screen.findByLabelText('Bag, 1 item')).toBeTruthy();
    expect(await screen.findByLabelText('Bag, 5 items')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeTruthy();
    expect(lastWrite(calls)?.body).toEqual({ variantId: 101, quantity: 1 });
  });

  it('a failed add puts the count back and says why', async () => {
    setup(bagRoutes(bag(), { more: { 'POST cart/line-items': { status: 404, body: { message: 'This product is not sold in this country' } } } }));
    await screen.findByLabelText('Bag, 3 items');
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('This product is not sold in this country');
    expect(await screen.findByLabelText('Bag, 3 items')).toBeTruthy();
  });

  it('out of stock: the button is disabled', async () => {
    setup(bagRoutes(bag()), { outOfStock: true });
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
