/** The product button and heart of a card wired to the member's marks (waitlist, remind me, wish list). */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { contextIn } from '@/renderer/testing/fixtures';
import { lastWrite, type Answer } from '../account/account.fixtures';
import { memberTestWorld } from '../wishlist/member-test-world';
import { subscription, wishRoutes } from '../wishlist/wishlist.fixtures';
import { comingSoon, outOfStock } from './product-card.fixtures';
import { ProductCard } from './ProductCard';
import { memberButtonState } from './product-button-states';
import { cardContext, productCardLabels } from './server-labels';
import type { ProductSummary } from '@/schemas/api/catalog';

const { navigate, setup: render } = memberTestWorld();

type Hold = NonNullable<Parameters<typeof render>[2]>['hold'];

function setup(product: ProductSummary, routes: Record<string, Answer>, { session = true, hold }: { session?: boolean; hold?: Hold } = {}) {
  const ctx = contextIn({ country: 'sg', lang: 'en' });
  return render(<ProductCard product={product} labels={productCardLabels(ctx.country, ctx.lang)} context={cardContext(ctx.country, ctx.lang)} idPrefix="t" />, routes, { session, url: '/pages/new', hold });
}

describe('member button states', () => {
  it('moves out of stock to waitlisted and remind me to reminded; the bag’s states stay', () => {
    const none = { waitlist: false, remind: false };
    expect(memberButtonState('out_of_stock', undefined, none)).toBe('out_of_stock');
    expect(memberButtonState('out_of_stock', undefined, { ...none, waitlist: true })).toBe('waitlisting');
    expect(memberButtonState('out_of_stock', 'waitlist', none)).toBe('waitlisted');
    expect(memberButtonState('remind_me', undefined, { ...none, remind: true })).toBe('reminding');
    expect(memberButtonState('remind_me', 'remind_me', none)).toBe('reminded');
    expect(memberButtonState('add_to_bag', 'waitlist', none)).toBe('add_to_bag');
  });

  it('shows "Waitlisted" on load for a variant the member already waits for', async () => {
    setup(outOfStock, wishRoutes({ subscriptions: [subscription(3, outOfStock.defaultVariantId, 'waitlist', outOfStock.name)] }));
    expect(await screen.findByRole('button', { name: 'Waitlisted' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Waitlisted' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Waitlist me" → "Waitlisted" with its message', async () => {
    const fake = setup(outOfStock, wishRoutes({ subscriptions: [] }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'notification-subscription')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Waitlist me' }));
    expect(await screen.findByRole('button', { name: 'Waitlisted' })).toBeTruthy();
    expect(lastWrite(fake.calls)).toMatchObject({ method: 'PUT', path: 'waitlist', body: { variantId: outOfStock.defaultVariantId, waitlisted: true } });
    // The button and the toast.
    await waitFor(() => expect(screen.getAllByText('Waitlisted')).toHaveLength(2));
  });

  it('"Remind me" → "Reminder set" with the notify-me registered message', async () => {
    const fake = setup(comingSoon, wishRoutes({ subscriptions: [] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }));
    expect(await screen.findByRole('button', { name: 'Reminder set' })).toBeTruthy();
    expect(await screen.findByText('Notify-me registered: we will email you when it is available')).toBeTruthy();
    expect(lastWrite(fake.calls)).toMatchObject({ method: 'POST', path: 'notification-subscription/subscribe', body: { variantId: comingSoon.defaultVariantId, kind: 'remind_me' } });
  });

  it('a slow first read of the subscriptions does not undo "Remind me" pressed meanwhile', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fake = setup(comingSoon, wishRoutes({ subscriptions: [] }), { hold: ({ method, url }) => (method === 'GET' && url.includes('notification-subscription') ? held : undefined) });
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'notification-subscription')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    expect(await screen.findByRole('button', { name: 'Reminder set' })).toBeTruthy();
    release();
    await held;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Reminder set' })).toBeTruthy();
  });

  it('sends a guest to sign in first, carrying the request, and asks the API nothing', async () => {
    const fake = setup(comingSoon, wishRoutes(), { session: false });
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/sign_in?return_to=${encodeURIComponent(`/pages/new?remind=${comingSoon.defaultVariantId}`)}`));
    expect(fake.calls).toEqual([]);
  });

  it('the card’s heart is named for its product', () => {
    setup(outOfStock, wishRoutes(), { session: false });
    expect(screen.getByRole('button', { name: `Add ${outOfStock.name} to wish list`, pressed: false })).toBeTruthy();
  });
});
