import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { newPageQueryCache } from '@/components/query/testing/test-query-client';
import { renderToString } from 'react-dom/server';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { bag, bagWithGift, emptyBag, goldMemberBag, lipstick, line } from '@/flows/bag/bag.fixtures';
import { fakeApi, setSessionCookie, type Answer } from '../account/account.fixtures';
import { BagWorld, bagRoutes, invalidPromo, labels, pageProps } from './bag.fixtures';
import { CartPage } from './BagPage';
import { perkLabels } from '../perks/server-labels';
import { pageContextFor } from '@/lib/locale/page-context';

function setup(routes: Record<string, Answer>, { session = false, perks = false } = {}) {
  setSessionCookie(session);
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  render(
    <BagWorld>
      <CartPage labels={labels} perkLabels={perks ? perkLabels(pageContextFor('sg', 'en')!) : undefined} {...pageProps} />
    </BagWorld>,
  );
  return fake;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

const lines = () => screen.findByRole('list', { name: 'Your bag' });

describe('bag page', () => {
  it('is a skeleton in the server HTML (nothing personal in the cached page)', () => {
    const html = renderToString(<BagWorld><CartPage labels={labels} {...pageProps} /></BagWorld>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading your bag');
  });

  it('an empty bag says what to do next', async () => {
    setup(bagRoutes(emptyBag));
    expect(await screen.findByText('Your bag is empty — discover new arrivals')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discover new arrivals' }).getAttribute('href')).toBe('/pages/new');
  });

  it('names a bundle offer’s products, each a link to its page (issue 21, item 9)', async () => {
    setup(bagRoutes(bag()));
    const offer = (await screen.findByText('Lip duo: Bold Matte Lipstick and Precision Lip Liner for S$45')).closest('li')!;
    const products = within(offer as HTMLElement).getByRole('list', { name: 'In this bundle' });
    const links = within(products).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Atelier Collection Bold Matte Lipstick', '/products/atelier-collection-bold-matte-lipstick'],
      ['Atelier Collection Precision Lip Liner', '/products/atelier-collection-precision-lip-liner'],
    ]);
  });

  it('shows each line with its details, prices, flags and totals', async () => {
    setup(bagRoutes(bag()));
    const list = await lines();
    const lip = within(list).getByRole('listitem', { name: 'Velvet Matte Lipstick' });
    expect(within(lip).getByText('Shade: Rosewood')).toBeTruthy();
    expect(within(lip).getByText('Type: Lipstick')).toBeTruthy();
    expect(within(lip).getByText('Only 3 left')).toBeTruthy();
    expect(within(lip).getByText('$64.00')).toBeTruthy();
    expect(within(lip).getByText('$76.00').tagName).toBe('S');
    // Bounded by maxQuantity (3): at 2, both directions are open.
    expect((within(lip).getByRole('button', { name: 'Increase quantity of Velvet Matte Lipstick' }) as HTMLButtonElement).disabled).toBe(false);
    const serum = within(list).getByRole('listitem', { name: 'Dew Serum' });
    expect(within(serum).getByText('Not eligible for discounts')).toBeTruthy();
    expect(within(serum).getByText('Size: 30 ml')).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText('Subtotal').nextElementSibling?.textContent).toBe('$118.00');
    expect(within(totals).getByText('You qualify for free shipping')).toBeTruthy();
    expect(within(totals).getByText('Price before GST')).toBeTruthy();
    expect(within(totals).getByText('GST (9%)')).toBeTruthy();
    expect(within(totals).getByText('Points earned').nextElementSibling?.textContent).toBe('118');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('a gold member is told shipping is free because of the perk, with no progress bar to nag them', async () => {
    const small = bag({ lines: [line({ id: 1, variantId: 1, name: 'Balm', unitPrice: 2000 })] });
    setup(bagRoutes(goldMemberBag(small), { more: { 'GET beauty-pass/offers': { status: 200, body: { items: [], currency: 'SGD' } } } }), { session: true, perks: true });
    const totals = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(totals).getByText('Free shipping on every order: a Gold perk')).toBeTruthy();
    expect(within(totals).queryByRole('progressbar')).toBeNull();
    expect(within(totals).queryByText(/more for free shipping/i)).toBeNull();
    expect(within(totals).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
  });

  it('a member below the threshold who is not gold still sees how much is left', async () => {
    setup(bagRoutes(bag({ lines: [line({ id: 1, variantId: 1, name: 'Balm', unitPrice: 2000 })] })));
    const totals = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(totals).getByRole('progressbar')).toBeTruthy();
    expect(within(totals).queryByText('Free shipping on every order: a Gold perk')).toBeNull();
  });

  it('a quantity change shows at once, then the server’s bag; a refusal rolls back with a toast', async () => {
    const { calls } = setup(bagRoutes(bag(), { more: { [`PUT cart/line-items/${lipstick.id}`]: { status: 409, body: { message: 'Only 3 left: the quantity must be at most 3' } } } }));
    const lip = within(await lines()).getByRole('listitem', { name: 'Velvet Matte Lipstick' });
    fireEvent.click(within(lip).getByRole('button', { name: 'Increase quantity of Velvet Matte Lipstick' }));
    expect(within(lip).getByRole('status').textContent).toBe('3');
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(within(lip).getByRole('status').textContent).toBe('2'));
    expect(screen.getByRole('alert').textContent).toContain('Only 3 left');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ quantity: 3 });
  });

  it('an out-of-stock line says so and blocks checkout with the reason', async () => {
    const gone = line({ id: 13, variantId: 103, name: 'Sold Out Blush', outOfStock: true, inventoryLeft: 0, maxQuantity: 0 });
    setup(bagRoutes(bag({ lines: [lipstick, gone] })));
    const item = within(await lines()).getByRole('listitem', { name: 'Sold Out Blush' });
    expect(within(item).getByText('Out of stock, remove to proceed from checkout')).toBeTruthy();
    const checkout = screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(document.getElementById(checkout.getAttribute('aria-describedby')!)?.textContent).toContain('Out of stock, remove to proceed from checkout');
  });

  it('a guest is offered sign-in to move a line to the wish list; a member moves it', async () => {
    window.history.replaceState(null, '', '/cart');
    setup(bagRoutes(bag()));
    const lip = within(await lines()).getByRole('listitem', { name: 'Velvet Matte Lipstick' });
    expect(within(lip).getByRole('link', { name: 'Sign in to save to your wish list' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fcart');
    cleanup();

    const { calls } = setup(bagRoutes(bag(), { more: { [`DELETE cart/line-items/${lipstick.id}`]: { status: 200, body: { bag: bag({ lines: [bag().lines[1]] }), message: BAG_MESSAGES.addedToWishList } } } }), { session: true });
    const member = within(await lines()).getByRole('listitem', { name: 'Velvet Matte Lipstick' });
    fireEvent.click(within(member).getByRole('button', { name: 'Move Velvet Matte Lipstick to wish list' }));
    expect(await screen.findByText('Added to wish list')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe(`cart/line-items/${lipstick.id}`);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Velvet Matte Lipstick' })).toBeNull());
  });

  it('an invalid promo code shows the message and the help list; a valid one "Promo code added"', async () => {
    const applied = bag({ promoCode: { code: 'GLOW10', title: '10% off', applied: true, reason: null } });
    setup(
      bagRoutes(bag(), {
        more: { 'POST cart/discount-coupon': ({ body }) => ((body as { code: string }).code === 'GLOW10' ? { status: 200, body: { bag: applied, message: BAG_MESSAGES.promoAdded } } : invalidPromo) },
      }),
    );
    await lines();
    const field = screen.getByLabelText('Enter a promo code');
    fireEvent.change(field, { target: { value: 'glow10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field.getAttribute('aria-describedby')).toBeTruthy());
    const error = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toContain('Sorry, the promotion is invalid');
    expect(within(error).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Codes are case sensitive: check the spelling', 'Check the minimum spend', 'Check the expiry date']);

    // The listed promotions with their terms; "Use GLOW10" fills the field.
    fireEvent.click(await screen.findByRole('button', { name: 'Use GLOW10' }));
    expect((field as HTMLInputElement).value).toBe('GLOW10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code added')).toBeTruthy();
    expect(await screen.findByText('Code GLOW10 applied')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove code GLOW10' })).toBeTruthy();
  });

  it('gifts: "1 of 2 selected"; removing a gift asks, and the confirmed removal drops the code', async () => {
    const afterRemoval = bag({ lines: [bagWithGift.lines[0]] });
    const { calls } = setup(bagRoutes(bagWithGift, { more: { 'DELETE cart/line-items/21': { status: 200, body: { bag: afterRemoval } } } }));
    await lines();
    expect(screen.getByText('1 of 2 selected')).toBeTruthy();
    const gift = screen.getByRole('listitem', { name: 'Mini Glow Oil' });
    fireEvent.click(within(gift).getByRole('button', { name: 'Remove Mini Glow Oil' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this gift?' });
    expect(dialog.textContent).toContain('GIFTSET');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep gift' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(gift).getByRole('button', { name: 'Remove Mini Glow Oil' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove gift and code' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mini Glow Oil' })).toBeNull());
    expect(screen.queryByText('Code GIFTSET applied')).toBeNull();
  });

  it('samples: "Sample added to bag"; none left: not available with the restock text', async () => {
    setup(bagRoutes(bag(), { more: { 'POST cart/samples': { status: 200, body: { bag: bag(), message: BAG_MESSAGES.sampleAdded } } } }));
    const section = await screen.findByRole('region', { name: 'Free samples' });
    expect(within(section).getByText('0 of 2 selected')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Add: Mini Toner' }));
    expect(await screen.findByText('Sample added to bag')).toBeTruthy();
    cleanup();
    newPageQueryCache();
    setup(bagRoutes(bag(), { samplesAvailable: false }));
    const none = await screen.findByRole('region', { name: 'Free samples' });
    expect(none.textContent).toContain('Samples or rewards not available. They are restocked often; check back soon');
  });

  it('rewards: a guest is asked to sign in; a member sees the balance, both tabs, and redeems', async () => {
    setup(bagRoutes(bag()));
    const guest = await screen.findByRole('region', { name: 'Beauty Pass rewards' });
    expect(within(guest).getByText(/Sign in or register to redeem rewards/)).toBeTruthy();
    expect(within(guest).getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(within(guest).queryByRole('button', { name: /Redeem/ })).toBeNull();
    cleanup();
    newPageQueryCache();

    const { calls } = setup(bagRoutes(bag(), { signedIn: true, more: { 'POST cart/beauty-pass-offers': { status: 200, body: { bag: bag(), message: BAG_MESSAGES.rewardAdded } } } }), { session: true });
    const member = await screen.findByRole('region', { name: 'Beauty Pass rewards' });
    expect(within(member).getByText('Your balance: 1,000 points')).toBeTruthy();
    const tabs = within(member).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Up to 499 points', '500 points and above']);
    fireEvent.keyDown(tabs[1], { key: 'Home' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0], { key: 'End' });
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[1], { key: 'ArrowRight' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(within(member).getByRole('tabpanel').textContent).toContain('Beauty pouch');
    fireEvent.click(within(member).getByRole('button', { name: 'Redeem: Beauty pouch' }));
    expect(await screen.findByText('Reward added')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rewardId: 'rw-pouch' });
  });

  it('shipping not yet free: "spend X more" and the progress', async () => {
    setup(bagRoutes(bag({ lines: [line({ id: 14, variantId: 104, name: 'Lip Liner', unitPrice: 1500 })] })));
    expect(await screen.findByText('Spend $20.01 more for free shipping')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress toward free shipping' }).getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Shipping').nextElementSibling?.textContent).toBe('$5.00');
  });
});
