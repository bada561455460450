import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { bag, goldMemberBag, line } from '@/flows/bag/bag.fixtures';
import { fakeApi, setSessionCookie, type Answer, type RecordedCall } from '../account/account.fixtures';
import { samples } from '../bag/bag.fixtures';
import { bagWithSample, checkoutRoutes, placedOrder, sample, sgProps } from './checkout.fixtures';
import { CheckoutPage } from './CheckoutPage';
import { API_MESSAGES } from '@/schemas/api/errors';

function setup(routes: Record<string, Answer>, { session = false } = {}) {
  setSessionCookie(session);
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  const navigate = vi.fn();
  render(<CheckoutPage {...sgProps} navigate={navigate} confirmDelayMs={30} />);
  return { ...fake, navigate };
}

async function fillIn() {
  const field = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label), { target: { value } });
  await field('Email', 'buyer@example.com');
  await field('Address', '1 Orchard Road');
  await field('Postal code', '238800');
  await field('First name', 'Wei');
  await field('Last name', 'Lim');
  await field('Phone number', '81234567');
}

const orderPosts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' && c.path === 'orders');

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSessionCookie(false);
});

describe('checkout page', () => {
  it('is a skeleton in the server HTML (nothing personal in the cached page)', () => {
    const html = renderToString(<CheckoutPage {...sgProps} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading checkout');
  });

  it('a double click sends one order, then goes to the order\'s page', async () => {
    const { calls, navigate } = setup(checkoutRoutes(bag(), { 'POST orders': { status: 201, body: placedOrder } }));
    await fillIn();
    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/AT-SG-100001'));
    expect(orderPosts(calls)).toHaveLength(1);
    expect(orderPosts(calls)[0].headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('a retry after a failed answer sends the same key with the same body; the tab forgets the attempt once placed', async () => {
    let answers = 0;
    const { calls, navigate } = setup(checkoutRoutes(bag(), {
      'POST orders': () => (++answers === 1 ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: placedOrder }),
    }));
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // The shopper reads the page's own "try again", not the server's words.
    expect(await screen.findByText('The store is busy for a moment. Please try again in a few seconds: your order will not be placed twice.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [first, second] = orderPosts(calls);
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
    expect(second.body).toEqual(first.body);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('an order the store could not confirm is asked again with its key, and the shopper goes to it once it answers', async () => {
    let answers = 0;
    const unconfirmed = { status: 503, body: { message: API_MESSAGES.orderUnconfirmed } };
    const { calls, navigate } = setup(checkoutRoutes(bag(), { 'POST orders': () => (++answers <= 2 ? unconfirmed : { status: 200, body: placedOrder }) }));
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByText('Confirming your order with the store…')).textContent).toBe('Confirming your order with the store…');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders/AT-SG-100001'));
    const posts = orderPosts(calls);
    expect(posts).toHaveLength(3);
    expect(new Set(posts.map((p) => p.headers.get('Idempotency-Key'))).size).toBe(1);
    expect(screen.queryByText('We could not confirm your order yet', { exact: false })).toBeNull();
  });

  it('says it could not confirm the order after its tries, keeping the attempt for the shopper\'s own retry', async () => {
    const { calls } = setup(checkoutRoutes(bag(), { 'POST orders': { status: 503, body: { message: API_MESSAGES.orderUnconfirmed } } }));
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByText(/^We could not confirm your order yet: the store lost its connection while placing it\./)).textContent).toContain('it will not be placed twice');
    expect(orderPosts(calls)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts(calls)).toHaveLength(8));
    expect(new Set(orderPosts(calls).map((p) => p.headers.get('Idempotency-Key'))).size).toBe(1);
  });

  it('shows the server\'s field errors under the fields, and asks for the store with click and collect', async () => {
    setup(checkoutRoutes(bag(), { 'POST orders': { status: 400, body: { message: 'The address is not valid', details: [{ path: 'address.postcode', message: 'Invalid postcode' }] } } }));
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByLabelText('Postal code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid postcode')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Click and collect' }));
    await screen.findByRole('radio', { name: /Atelier ION Orchard/ });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Choose a store for click and collect')).toBeTruthy();
  });

  describe('switching between click and collect and home delivery', () => {
    /** The bag's sample, offered (or run out) by `cart/samples`. */
    const offered = (available: boolean) => ({ ...samples(), items: [{ ...samples().items[0], sku: sample.sku, name: sample.name, available }] });
    const routes = (available: boolean) =>
      checkoutRoutes(bagWithSample, {
        [`DELETE cart/line-items/${sample.id}`]: { status: 200, body: { bag: bag({ lines: bagWithSample.lines.filter((l) => l.id !== sample.id) }) } },
        'GET cart/samples': { status: 200, body: offered(available) },
        'POST cart/samples': { status: 200, body: { bag: bagWithSample } },
      });
    const notice = () => screen.getAllByRole('status').map((s) => s.textContent ?? '').join(' ');
    const summary = async () => within(await screen.findByRole('list', { name: 'Items in your order' }));

    it('puts the sample click and collect took out back in the bag, and says so', async () => {
      const { calls } = setup(routes(true));
      fireEvent.click(await screen.findByRole('radio', { name: 'Click and collect' }));
      await waitFor(() => expect(notice()).toContain(`Removed from your bag: ${sample.name}`));
      expect((await summary()).queryByText(sample.name)).toBeNull();
      fireEvent.click(screen.getByRole('radio', { name: 'Home delivery' }));
      await waitFor(() => expect(notice()).toContain(`Back in your bag for home delivery: ${sample.name}.`));
      expect((await summary()).getByText(sample.name)).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST' && c.path === 'cart/samples').map((c) => c.body)).toEqual([{ sku: sample.sku }]);
    });

    it('says why a sample that ran out meanwhile cannot come back', async () => {
      const { calls } = setup(routes(false));
      fireEvent.click(await screen.findByRole('radio', { name: 'Click and collect' }));
      await waitFor(() => expect(notice()).toContain('Removed from your bag'));
      fireEvent.click(screen.getByRole('radio', { name: 'Home delivery' }));
      await waitFor(() => expect(notice()).toContain(`${sample.name} could not go back in your bag: it is no longer available.`));
      expect(calls.some((c) => c.method === 'POST' && c.path === 'cart/samples')).toBe(false);
    });
  });

  it('a member\'s email and name are filled in from the account', async () => {
    setup(checkoutRoutes(bag(), {
      'GET account': { status: 200, body: { account: { email: 'mei@example.com', firstName: 'Mei', lastName: 'Tan', mobile: { callingCode: '+65', number: '91234567' } } } },
    }), { session: true });
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mei@example.com'));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('91234567');
  });

  it('a gold member\'s summary says shipping is free because of the perk, on every delivery option', async () => {
    const small = goldMemberBag(bag({ lines: [line({ id: 1, variantId: 1, name: 'Balm', unitPrice: 2000 })] }));
    setup(checkoutRoutes(small, { 'GET beauty-pass/offers': { status: 200, body: { items: [], currency: 'SGD' } } }), { session: true });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Free shipping on every order: a Gold perk')).toBeTruthy();
    expect(within(summary).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    fireEvent.click(screen.getByRole('radio', { name: /Express/ }));
    expect(within(summary).getByText('Shipping').nextElementSibling?.textContent).toBe('Free');
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$20.00');
  });

  it('stores that fail to load can be asked for again', async () => {
    let asked = 0;
    setup(checkoutRoutes(bag(), { 'GET store-locations': () => (++asked <= 4 ? { status: 500, body: { message: 'down' } } : { status: 200, body: { items: [] } }) }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Click and collect' }));
    expect(await screen.findByText('Stores could not be loaded.')).toBeTruthy();
    // The read and SPEC §7's 3 retries of a 500, then the shopper's own.
    expect(asked).toBe(4);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No store offers click and collect here yet.')).toBeTruthy();
    expect(asked).toBe(5);
  });
});
