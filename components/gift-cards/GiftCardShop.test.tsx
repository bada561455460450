import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fakeApi, type Answer } from '../account/account.fixtures';
import { placedCardOrder, shopContext, shopLabels } from './gift-cards.fixtures';
import { GiftCardShop, toMinor } from './GiftCardShop';

function setup(routes: Record<string, Answer>) {
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  render(<GiftCardShop labels={shopLabels} {...shopContext} />);
  return fake;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('toMinor', () => {
  it('reads an amount typed in major units', () => {
    expect(toMinor('80', 2)).toBe(8000);
    expect(toMinor('80.5', 2)).toBe(8050);
    expect(toMinor('1,250.75', 2)).toBe(125075);
    expect(toMinor('250000', 0)).toBe(250000);
    expect(toMinor('80.123', 2)).toBeNaN();
    expect(toMinor('eighty', 2)).toBeNaN();
  });
});

describe('e-gift card form', () => {
  it('renders the country’s presets and payment methods (never a gift card, nor pay later) in the server HTML', () => {
    const html = renderToString(<GiftCardShop labels={shopLabels} {...shopContext} />);
    for (const amount of ['$25.00', '$50.00', '$100.00', '$200.00']) expect(html).toContain(amount);
    expect(html).toContain('Credit or debit card');
    expect(html).not.toContain('gift_card');
    // Singapore offers pay later for the bag, not for an e-gift card.
    expect(html).not.toContain('buy_now_pay_later');
    expect(shopContext.paymentMethods).toEqual(['card']);
  });

  it('refuses an amount outside the limits and a message over 200 characters, then places the order with an Idempotency-Key', async () => {
    const fake = setup({ 'POST gift-cards': { status: 201, body: { order: placedCardOrder('AT-SG-100123') } } });
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    fill('Other amount ($)', '5');
    fill('Recipient’s email', 'friend@example');
    fill('Message (optional)', 'x'.repeat(201));
    expect(screen.getAllByText('Character limit exceeded').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Buy e-gift card' }));
    expect(screen.getAllByText('Choose an amount from $10.00 to $500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(fake.calls).toHaveLength(0);

    fill('Other amount ($)', '80');
    fill('Recipient’s email', 'friend@example.com');
    fill('Your name', 'Wei');
    fill('Message (optional)', 'Happy birthday!');
    fill('Your email (for the receipt)', 'me@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Buy e-gift card for $80.00' }));
    expect(await screen.findByRole('heading', { name: 'Order AT-SG-100123 placed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order and pay' }).getAttribute('href')).toBe('/orders/AT-SG-100123');
    const [call] = fake.calls;
    expect(call.body).toEqual({ amount: 8000, recipientEmail: 'friend@example.com', senderName: 'Wei', message: 'Happy birthday!', email: 'me@example.com', paymentMethod: 'card' });
    expect(call.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });
});
