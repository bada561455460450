import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '@/lib/api-client/query-client';
import { AccountMenu } from './AccountMenu';
import { account, api, fakeApi, menuLabels, menuLinks, setSessionCookie, type Answer, lastWrite } from './account.fixtures';

const props = { labels: menuLabels, links: menuLinks, paths: { signIn: '/sign_in', signUp: '/sign_up' }, api, locale: 'en-SG' };

function setup(routes: Record<string, Answer>, { session }: { session: boolean }) {
  setSessionCookie(session);
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  const reload = vi.fn();
  render(<AccountMenu {...props} queryClient={createQueryClient()} reload={reload} />);
  return { ...fake, reload };
}

const open = (name: string | RegExp) => fireEvent.click(screen.getByLabelText(name));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
  window.history.replaceState(null, '', '/');
});

describe('account menu', () => {
  it('is the guest menu in the server HTML', () => {
    const html = renderToString(<AccountMenu {...props} />);
    expect(html).toContain('aria-label="Account"');
    expect(html).toContain('href="/sign_in"');
    expect(html).toContain('Create an account');
    expect(html).not.toContain('Sign out');
  });

  it('for a guest: no account query, and Sign in returns to the full current path', async () => {
    window.history.replaceState(null, '', '/products/velvet-matte-lipstick?variant=12');
    const { calls } = setup({}, { session: false });
    open('Account');
    // The path is taken when the menu opens (the details' toggle event).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign_in?return_to=%2Fproducts%2Fvelvet-matte-lipstick%3Fvariant%3D12'),
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign_up?return_to=%2Fproducts%2Fvelvet-matte-lipstick%3Fvariant%3D12',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });

  it('signed in: the name, points and tier, the account links and Sign out', async () => {
    const { calls, reload } = setup({ 'GET account': { status: 200, body: { account } }, 'DELETE sessions': { status: 200, body: { message: 'Signed out' } } }, { session: true });
    const button = await screen.findByLabelText('Account: Mei Tan');
    fireEvent.click(button);
    const details = button.closest('details')!;
    expect(within(details).getByText('Hi, Mei')).toBeTruthy();
    expect(within(details).getByText('1,250 points')).toBeTruthy();
    expect(within(details).getByText('Beauty Pass Gold')).toBeTruthy();
    for (const link of menuLinks) expect(within(details).getByRole('link', { name: link.label }).getAttribute('href')).toBe(link.href);
    expect(within(details).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(calls.filter((c) => c.path === 'account')).toHaveLength(1);

    fireEvent.click(within(details).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(lastWrite(calls)).toMatchObject({ method: 'DELETE', path: 'sessions' });
  });

  it('stays a guest when the cookie is there but the session is not (one refresh, then 401)', async () => {
    const { calls } = setup({ 'GET account': { status: 401, body: { message: 'Please sign in to continue' } }, 'POST auth/token': { status: 401 } }, { session: true });
    await waitFor(() => expect(calls.some((c) => c.path === 'auth/token')).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.path === 'account')).toHaveLength(1));
    expect(calls.find((c) => c.path === 'auth/token')?.body).toEqual({ grant_type: 'refresh_token', flow: 'client' });
    expect(screen.getByLabelText('Account')).toBeTruthy();
    open('Account');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('refreshes an expired login once and then shows the account', async () => {
    let first = true;
    const { calls } = setup(
      {
        'GET account': () => (first ? ((first = false), { status: 401 }) : { status: 200, body: { account } }),
        'POST auth/token': { status: 200, body: { token_type: 'Bearer', expires_in: 900 } },
      },
      { session: true },
    );
    expect(await screen.findByLabelText('Account: Mei Tan')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET account', 'POST auth/token', 'GET account']);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    setup({}, { session: false });
    open('Account');
    const details = screen.getByLabelText('Account').closest('details')!;
    expect(details.open).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
  });
});
