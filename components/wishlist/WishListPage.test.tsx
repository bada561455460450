import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { lastWrite, type Answer } from '../account/account.fixtures';
import { memberTestWorld } from './member-test-world';
import { WishListPage } from './WishListPage';
import { lipstick, pageProps, subscription, Toasts, wishRoutes } from './wishlist.fixtures';

const { navigate, setup: render } = memberTestWorld();

const setup = (routes: Record<string, Answer>, { session = true } = {}) => render(<WishListPage {...pageProps} />, routes, { session, url: '/wishlist' });

const items = () => screen.findByRole('list', { name: 'Saved products' });

describe('wish list page', () => {
  it('is a skeleton in the server HTML (nothing personal in the cached page)', () => {
    const html = renderToString(<Toasts><WishListPage {...pageProps} /></Toasts>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading your wish list');
  });

  it('sends a guest to sign in, coming back here', async () => {
    const fake = setup(wishRoutes(), { session: false });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/sign_in?return_to=${encodeURIComponent('/wishlist')}`));
    expect(fake.calls).toEqual([]);
  });

  it('shows the items sold in this country with brand, shade, price, stock and the product button', async () => {
    const fake = setup(wishRoutes());
    const list = await items();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const lip = within(list).getByRole('listitem', { name: 'Velvet Matte Lipstick' });
    expect(within(lip).getByText('Maison Lumière')).toBeTruthy();
    expect(within(lip).getByText('Shade: Rosewood 04')).toBeTruthy();
    expect(within(lip).getByText('$32.00')).toBeTruthy();
    expect(within(lip).getByText('$38.00').tagName).toBe('S');
    expect(within(lip).getByText('In stock')).toBeTruthy();
    expect(within(lip).getByRole('link', { name: 'Velvet Matte Lipstick' }).getAttribute('href')).toBe('/products/velvet-matte-lipstick?variant=11');
    expect(within(lip).getByRole('button', { name: 'Add to bag' })).toBeTruthy();
    const serum = within(list).getByRole('listitem', { name: 'Dew Serum' });
    expect(within(serum).getAllByText('Out of stock')).toHaveLength(2);
    expect(within(serum).getByRole('button', { name: 'Waitlist me' })).toBeTruthy();
    expect(screen.queryByText('Outback Balm')).toBeNull();
    expect(fake.calls.find((c) => c.path === 'variants')).toBeDefined();
  });

  it('removes an item; the last one leaves the empty state with a link to shop', async () => {
    const fake = setup(wishRoutes({ wished: [lipstick] }));
    const list = await items();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' }));
    expect(await screen.findByText('Your wish list is empty — tap the heart on a product to keep it here')).toBeTruthy();
    const shop = screen.getByRole('link', { name: 'Discover new arrivals' });
    expect(shop.getAttribute('href')).toBe('/pages/new');
    await waitFor(() => expect(document.activeElement).toBe(shop));
    expect(lastWrite(fake.calls)).toMatchObject({ method: 'PUT', path: 'wishlist', body: { variantId: 11, saved: false } });
  });

  it('after Remove, focus moves to the next item', async () => {
    setup(wishRoutes());
    const list = await items();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(within(list).getByRole('link', { name: 'Dew Serum' })));
  });

  it('lists active waitlist entries and reminders, and cancels one', async () => {
    const fake = setup(wishRoutes({ subscriptions: [subscription(5, 41, 'remind_me', 'Aurora Palette'), subscription(6, 42, 'waitlist', 'Glow Tint'), subscription(7, 43, 'waitlist', 'Old Balm', 'notified')] }));
    const section = await screen.findByRole('region', { name: 'Waitlist and reminders' });
    expect(within(section).getByText('Reminder: we will email you when it is available')).toBeTruthy();
    expect(within(section).getByText('Waitlisted: we will email you when it is back in stock')).toBeTruthy();
    expect(within(section).queryByText('Old Balm')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel the alert for Glow Tint' }));
    expect(await screen.findByText('Subscription cancelled')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText('Glow Tint')).toBeNull());
    expect(document.activeElement).toBe(within(section).getByRole('heading', { name: 'Waitlist and reminders' }));
    expect(lastWrite(fake.calls)).toMatchObject({ method: 'POST', path: 'notification-subscription', body: { id: 6, action: 'cancel' } });
  });

  it('"Waitlist me" on a sold-out item shows "Waitlisted" and joins the list below', async () => {
    setup(wishRoutes({ subscriptions: [] }));
    const list = await items();
    expect(screen.getByText('You are not waiting for any product. Use “Waitlist me” on a sold-out product or “Remind me” on one coming soon.')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Waitlist me' }));
    expect(await within(list).findByRole('button', { name: 'Waitlisted' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Waitlist and reminders' });
    expect(await within(section).findByText('Dew Serum')).toBeTruthy();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    setup(wishRoutes({ more: { 'GET variants': () => (fail ? { status: 500, body: { message: 'down' } } : { status: 200, body: { items: [] } }) } }));
    expect(await screen.findByText('Your wish list could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your wish list is empty — tap the heart on a product to keep it here')).toBeTruthy();
  });
});
