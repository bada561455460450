import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { newPageQueryCache } from '@/components/query/testing/test-query-client';
import { pageContextFor } from '@/lib/locale/page-context';
import { fakeApi, setSessionCookie } from '../account/account.fixtures';
import { OrdersList } from './OrdersList';
import { orderContextProps, orderLabels } from './server-labels';

const context = pageContextFor('th', 'en')!;
const props = { labels: orderLabels(context), ...orderContextProps(context) };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

describe('orders list', () => {
  it('sends a guest to sign in, coming back here', () => {
    window.history.replaceState(null, '', '/en/orders');
    const navigate = vi.fn();
    render(<OrdersList {...props} navigate={navigate} />);
    expect(navigate).toHaveBeenCalledWith('/en/sign_in?return_to=%2Fen%2Forders');
  });

  it('lists the member’s orders newest first with number, date, status and total, each a link', async () => {
    setSessionCookie(true);
    const items = [
      { number: 'AT-TH-100002', createdAt: '2026-11-21T08:00:00Z', status: 'payment_pending', currency: 'THB', total: 129000, items: 2 },
      { number: 'AT-TH-100001', createdAt: '2026-11-02T08:00:00Z', status: 'paid', currency: 'THB', total: 45000, items: 1 },
    ];
    vi.stubGlobal('fetch', fakeApi({ 'GET orders': { status: 200, body: { items } } }).fetch);
    render(<OrdersList {...props} navigate={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'View order AT-TH-100002' }).getAttribute('href')).toBe('/en/orders/AT-TH-100002');
    expect(rows[0].textContent).toContain('Payment pending');
    expect(rows[0].textContent).toMatch(/฿1,290\.00/);
    expect(rows[1].textContent).toContain('Paid');
  });

  it('says so when there are no orders, and a 401 sends to sign in', async () => {
    setSessionCookie(true);
    vi.stubGlobal('fetch', fakeApi({ 'GET orders': { status: 200, body: { items: [] } } }).fetch);
    render(<OrdersList {...props} navigate={vi.fn()} />);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeTruthy();
    cleanup();
    newPageQueryCache();
    const navigate = vi.fn();
    vi.stubGlobal('fetch', fakeApi({ 'GET orders': { status: 401, body: { message: 'Please sign in to see your orders' } } }).fetch);
    render(<OrdersList {...props} navigate={navigate} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
  });
});
