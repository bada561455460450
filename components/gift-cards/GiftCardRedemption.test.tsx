import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GIFT_CARD_MESSAGES } from '@/schemas/api/gift-cards';
import { fakeApi, type Answer } from '../account/account.fixtures';
import { appliedCard, bagCardAnswer, redemptionLabels, sgMoney } from './gift-cards.fixtures';
import { GiftCardRedemption } from './GiftCardRedemption';

function setup(routes: Record<string, Answer>, redeemed?: number) {
  const fake = fakeApi(routes);
  vi.stubGlobal('fetch', fake.fetch);
  const onChange = vi.fn();
  const view = render(<GiftCardRedemption api={{ country: 'sg', language: 'en' }} labels={redemptionLabels} money={sgMoney} onChange={onChange} redeemed={redeemed} />);
  return { fake, onChange, view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const region = () => screen.getByRole('region', { name: 'E-gift card' });

describe('gift card redemption', () => {
  it('asks for a code, explains a refused one in words, and applies a good one with what it pays and what stays', async () => {
    let tries = 0;
    const { fake, onChange } = setup({
      'GET cart/gift-card': bagCardAnswer(null),
      'POST cart/gift-card': () => (++tries === 1 ? { status: 404, body: { message: GIFT_CARD_MESSAGES.invalidCode } } : bagCardAnswer(appliedCard(5000, 3000))),
    });
    const field = await screen.findByLabelText('Gift card code');
    fireEvent.click(within(region()).getByRole('button', { name: 'Use gift card' }));
    expect(await within(region()).findByRole('alert')).toHaveProperty('textContent', 'Enter a gift card code');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(within(region()).getByRole('button', { name: 'Use gift card' }));
    await waitFor(() => expect(within(region()).getByRole('alert').textContent).toBe('This gift card code is not valid'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(region()).getByRole('button', { name: 'Use gift card' }));
    expect(await within(region()).findByText('Gift card •••• 9M2D')).toBeTruthy();
    expect(within(region()).getByText('Gift card amount redeemed').nextElementSibling?.textContent).toBe('−$30.00');
    expect(within(region()).getByText('Balance left after this order').nextElementSibling?.textContent).toBe('$20.00');
    expect(within(region()).getByRole('status').textContent).toBe('Gift card applied');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
  });

  it('shows the card’s validity date as its country reads it, whatever the browser’s time zone (issue 21, item 13)', async () => {
    // Expires at 20:00 UTC on 26 Nov: 04:00 on 27 Nov in Singapore, the date the e-mail gives.
    const card = { ...appliedCard(5000, 0), expiresAt: '2029-11-26T20:00:00.000Z', validUntil: '2029-11-27' };
    setup({ 'GET cart/gift-card': bagCardAnswer(card) });
    expect(await within(region()).findAllByText('Valid until 27 Nov 2029')).toHaveLength(1);
    expect(within(region()).queryByText(/26 Nov/)).toBeNull();
  });

  it('follows the bag’s own redeemed amount, and removes the card', async () => {
    const { onChange, view } = setup({ 'GET cart/gift-card': bagCardAnswer(appliedCard(5000, 3000)), 'DELETE cart/gift-card': bagCardAnswer(null) }, 3000);
    await within(region()).findByText('Gift card •••• 9M2D');
    view.rerender(<GiftCardRedemption api={{ country: 'sg', language: 'en' }} labels={redemptionLabels} money={sgMoney} onChange={onChange} redeemed={1200} />);
    expect(within(region()).getByText('Gift card amount redeemed').nextElementSibling?.textContent).toBe('−$12.00');
    expect(within(region()).getByText('Balance left after this order').nextElementSibling?.textContent).toBe('$38.00');
    fireEvent.click(within(region()).getByRole('button', { name: 'Remove gift card' }));
    expect(await within(region()).findByLabelText('Gift card code')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
