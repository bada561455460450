import { describe, expect, it } from 'vitest';
import { PAYMENT_PROVIDERS, paymentProvider } from './provider';
import { sandboxProvider, signEvent } from './sandbox-provider';
import { ENVIRONMENT, environmentProblems } from '@/server/environment';

describe('the payment provider seam (docs/payments.md)', () => {
  it('has the sandbox as its one provider, the one PAYMENT_PROVIDER may name', () => {
    expect(PAYMENT_PROVIDERS).toEqual(['sandbox']);
    expect(paymentProvider({ PAYMENT_PROVIDER: 'sandbox' })).toBe(sandboxProvider);
    // The start check's list is written out (server/environment.ts loads before the commerce code): the same names.
    for (const name of PAYMENT_PROVIDERS) expect(ENVIRONMENT.PAYMENT_PROVIDER.schema!.safeParse(name).success).toBe(true);
    expect(environmentProblems({ PAYMENT_PROVIDER: 'acme-pay' }, { production: false })).toEqual([{ name: 'PAYMENT_PROVIDER', problem: 'expected "sandbox"' }]);
  });

  it("accepts only the sandbox's own signature of an event's exact body", () => {
    const body = JSON.stringify({ id: 'evt-1', paymentId: '7', type: 'paid' });
    expect(sandboxProvider.verifyEvent(body, signEvent(body))).toBe(true);
    expect(sandboxProvider.verifyEvent(body.replace('paid', 'failed'), signEvent(body))).toBe(false);
    expect(sandboxProvider.verifyEvent(body, null)).toBe(false);
    expect(sandboxProvider.verifyEvent(body, 'ab'.repeat(31))).toBe(false);
  });

  it('gives the same refund for the same key, and another for another key', async () => {
    const request = { paymentId: '7', amount: 120, currency: 'SGD', idempotencyKey: 'refund-key-1' };
    const first = await sandboxProvider.refund(request);
    expect(first.state).toBe('accepted');
    expect(await sandboxProvider.refund(request)).toEqual(first);
    expect((await sandboxProvider.refund({ ...request, idempotencyKey: 'refund-key-2' })).reference).not.toBe(first.reference);
  });

  it('issues a PromptPay QR carrying the amount for an order', () => {
    const issued = sandboxProvider.createPayment({ orderNumber: 'TH-00000042', method: 'promptpay_qr', amount: 1250, currency: 'THB', now: new Date('2026-12-01T00:00:00Z') });
    expect(issued.instructions).toMatchObject({ type: 'promptpay_qr', amount: 1250, currency: 'THB' });
    // Amounts are in minor units: the QR's amount field (tag 54) reads 12.50.
    expect(String(issued.instructions.payload)).toContain('540512.50');
    expect(issued.expiresAt!.getTime()).toBeGreaterThan(new Date('2026-12-01T00:00:00Z').getTime());
  });
});
