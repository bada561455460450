import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/schemas/api/orders';
import { countries } from '@/config/countries/registry';
import { exampleOrder } from './order.fixtures';
import { PICKUP_MESSAGES, expiresInMs, paymentStateOf, screenOf, shownStatus } from './order-status';
import { announces, formatCountdown } from '@/lib/payments/countdown';
import { checkCard, luhnValid } from './card-test';

describe('order status tables', () => {
  it('has a pickup message for every order status, each its own', () => {
    expect(Object.keys(PICKUP_MESSAGES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(new Set(Object.values(PICKUP_MESSAGES)).size).toBe(ORDER_STATUSES.length);
  });

  it('chooses the screen from the flow and the order status', () => {
    expect(screenOf('paid', 'payment_pending')).toBe('confirmed');
    expect(screenOf('awaitingPayment', 'payment_pending')).toBe('pending');
    expect(screenOf('checking', 'payment_pending')).toBe('pending');
    expect(screenOf('underReview', 'fraud_check_pending')).toBe('review');
    expect(screenOf('expired', 'payment_pending')).toBe('expired');
    expect(screenOf('failed', 'payment_failed')).toBe('failed');
    expect(screenOf('failed', 'payment_failed_with_inventory')).toBe('failed');
    expect(screenOf('blocked', 'payment_blocked')).toBe('blocked');
    expect(screenOf('failed', 'cancelled')).toBe('cancelled');
    expect(screenOf('paid', 'cancelled')).toBe('cancelled');
  });

  it('shows an expiry the screen saw before the server, and a payment under fraud check as review', () => {
    expect(shownStatus('expired', 'payment_pending')).toBe('payment_expired');
    expect(shownStatus('awaitingPayment', 'payment_pending')).toBe('payment_pending');
    const th = exampleOrder(countries.get('TH')!, { status: 'fraud_check_pending', paymentState: 'pending' });
    expect(paymentStateOf(th)).toBe('review');
    expect(expiresInMs(th, new Date(th.payment.expiresAt!).getTime() - 1000)).toBe(1000);
  });
});

describe('countdown', () => {
  it('reads mm:ss and speaks once a minute, then at 30 and 10 seconds', () => {
    expect(formatCountdown(15 * 60_000)).toBe('15:00');
    expect(formatCountdown(61_500)).toBe('01:02');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(announces(14 * 60_000)).toBe(true);
    expect(announces(14 * 60_000 - 1000)).toBe(false);
    expect(announces(30_000)).toBe(true);
    expect(announces(10_000)).toBe(true);
    expect(announces(9_000)).toBe(false);
    expect(announces(0)).toBe(false);
  });
});

describe('sandbox test cards', () => {
  it('checks the number, expiry and code, and maps the test numbers to outcomes', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, now)).toEqual({ ok: true, outcome: 'paid' });
    expect(checkCard({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }, now)).toEqual({ ok: true, outcome: 'failed' });
    expect(checkCard({ number: '4100000000000019', expiry: '12/30', cvc: '123' }, now)).toEqual({ ok: true, outcome: 'blocked' });
    expect(checkCard({ number: '1234', expiry: '12/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'number' });
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard({ number: '4242424242424242', expiry: '13/30', cvc: '123' }, now)).toMatchObject({ ok: false, field: 'expiry' });
    expect(checkCard({ number: '4242424242424242', expiry: '12/30', cvc: '1' }, now)).toMatchObject({ ok: false, field: 'cvc' });
  });
});
