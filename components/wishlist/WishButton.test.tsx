import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { lastWrite, type Answer } from '../account/account.fixtures';
import { memberTestWorld } from './member-test-world';
import { WishButton } from './WishButton';
import { buttonLabels, lipstick, wishRoutes } from './wishlist.fixtures';

const { navigate, setup: render } = memberTestWorld();

function setup(routes: Record<string, Answer>, { session = false, url = '/brands/maison-lumiere', hold }: { session?: boolean; url?: string; hold?: NonNullable<Parameters<typeof render>[2]>['hold'] } = {}) {
  return render(
    <>
      <WishButton variantId={lipstick.variantId} product="Velvet Matte Lipstick" labels={buttonLabels} />
      <WishButton variantId={99} product="Gloss Duo" labels={buttonLabels} />
    </>,
    routes,
    { session, url, hold },
  );
}

describe('wish list heart', () => {
  it('is one small toggle button in the server HTML, named for its product, not pressed', () => {
    const html = renderToString(<WishButton variantId={11} product="Velvet Matte Lipstick" labels={buttonLabels} />);
    expect(html).toBe('<button type="button" class="wish" aria-pressed="false" aria-label="Add Velvet Matte Lipstick to wish list"></button>');
  });

  it('asks a guest nothing and sends them to sign in, carrying the wish in return_to', async () => {
    const fake = setup(wishRoutes(), { url: '/brands/maison-lumiere?sort=newest' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith(`/sign_in?return_to=${encodeURIComponent('/brands/maison-lumiere?sort=newest&wish=11')}`);
    expect(fake.calls).toEqual([]);
  });

  it('keeps the language prefix of the page in the sign-in link', async () => {
    setup(wishRoutes(), { url: '/zh/products/velvet-matte-lipstick?variant=11' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/zh/sign_in?return_to=${encodeURIComponent('/zh/products/velvet-matte-lipstick?variant=11&wish=11')}`));
  });

  it('shows a member what is wished, adds with "Added to wish list" and removes', async () => {
    const fake = setup(wishRoutes({ wished: [lipstick] }), { session: true });
    const wished = await screen.findByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' });
    expect(wished.getAttribute('aria-pressed')).toBe('true');
    expect(fake.calls.filter((c) => c.path === 'wishlist')).toHaveLength(1);

    const other = screen.getByRole('button', { name: 'Add Gloss Duo to wish list' });
    expect(other.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(other);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Gloss Duo from wish list' }).getAttribute('aria-pressed')).toBe('true'));
    expect(lastWrite(fake.calls)).toMatchObject({ method: 'PUT', path: 'wishlist', body: { variantId: 99, saved: true } });
    expect(await screen.findByText('Added to wish list')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' }));
    await waitFor(() => expect(lastWrite(fake.calls)).toMatchObject({ method: 'PUT', path: 'wishlist', body: { variantId: 11, saved: false } }));
    expect((await screen.findByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('a slow first read answered after a press does not undo it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = ({ method, url }: { method: string; url: string }) => (method === 'GET' && url.includes('/wishlist') ? held : undefined);
    const fake = setup(wishRoutes({ wished: [] }), { session: true, hold });
    fireEvent.click(screen.getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'PUT')).toBe(true));
    release();
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'GET')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back and says so when the wish is refused', async () => {
    setup(wishRoutes({ wished: [], more: { 'PUT wishlist': { status: 500, body: { message: 'boom' } } } }), { session: true });
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Velvet Matte Lipstick to wish list' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('completes a guest’s wish after sign-in and takes it out of the URL', async () => {
    const fake = setup(wishRoutes({ wished: [] }), { session: true, url: '/brands/maison-lumiere?sort=newest&wish=11' });
    expect(await screen.findByRole('button', { name: 'Remove Velvet Matte Lipstick from wish list' })).toBeTruthy();
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'wishlist', body: { variantId: 11, saved: true } });
    expect(await screen.findByText('Added to wish list')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/brands/maison-lumiere?sort=newest');
    // Once only: a later render does not add it again.
    await act(async () => undefined);
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
