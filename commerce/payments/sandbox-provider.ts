/**
 * The embedded sandbox payment provider (the default): it issues what a shopper pays with — a PromptPay
 * QR, a virtual account, a card session, a pay-later session with the provider's instalment plan — and settles a payment only when told to (the sandbox order-state
 * page or its endpoint), through the same signed event path a real provider's webhook would take.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { signingKey } from '../accounts/tokens';
import type { Queryable } from '../catalog/context';
import type { IssuedPayment, PaymentProvider, PaymentRequest, ProviderPaymentState, Refund, RefundRequest } from './provider';
import { instalmentPlan, payLaterProvider } from '@/lib/payments/pay-later';
import { promptPayPayload } from './emvco';
import { paymentExpiry } from '@/lib/payments/lifetimes';

export const PROVIDER = 'sandbox';
export { PAY_LATER_SESSION_LIFETIME_MS, QR_LIFETIME_MS, VIRTUAL_ACCOUNT_LIFETIME_MS } from '@/lib/payments/lifetimes';
/** Atelier's PromptPay proxy (its tax id). */
export const MERCHANT_TAX_ID = '0105566012345';

export type { IssuedPayment, PaymentRequest };

/** What the shopper pays with, per method. */
export function issuePayment({ orderNumber, method, amount, currency, now, payLaterProvider: providerId, timeZone }: PaymentRequest): IssuedPayment {
  switch (method) {
    case 'promptpay_qr':
      return {
        instructions: { type: 'promptpay_qr', payload: promptPayPayload({ proxy: { type: 'tax_id', id: MERCHANT_TAX_ID }, amount, reference: orderNumber }), amount, currency },
        expiresAt: paymentExpiry(method, now),
      };
    case 'virtual_account': {
      const digits = orderNumber.replace(/\D/g, '').padStart(8, '0');
      return {
        instructions: { type: 'virtual_account', bank: 'Bank Central Asia', accountNumber: `88080${digits}`, accountName: 'PT Atelier Indonesia', amount, currency },
        expiresAt: paymentExpiry(method, now),
      };
    }
    case 'buy_now_pay_later': {
      // A session on the provider's page, where the shopper approves (or declines) the instalment plan.
      const provider = payLaterProvider(providerId ?? '');
      if (provider) {
        return {
          instructions: { type: method, provider: provider.id, sessionId: randomBytes(12).toString('base64url'), instalments: instalmentPlan(amount, provider, now, timeZone), amount, currency },
          expiresAt: paymentExpiry(method, now),
        };
      }
      // An order placed before the provider was kept has none: a bare session, as it had then.
      break;
    }
  }
  return { instructions: { type: method, sessionId: randomBytes(12).toString('base64url'), amount, currency }, expiresAt: null };
}

/** Signature of a provider event body (HMAC-SHA256 with a key derived from the store's signing key). */
export function signEvent(body: string): string {
  return createHmac('sha256', createHmac('sha256', signingKey()).update('payment-events').digest()).update(body).digest('hex');
}

/** Whether `signature` is the sandbox's signature of `rawBody` (64 hex digits, compared in constant time). */
export function verifyEvent(rawBody: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signEvent(rawBody), 'hex'), Buffer.from(signature, 'hex'));
}

/**
 * The sandbox keeps no books of its own: a payment's state is what its signed events made it, which the store's
 * payment row holds. A real provider answers from its own API here.
 */
async function paymentState(db: Queryable, paymentId: string): Promise<ProviderPaymentState | null> {
  if (!/^\d{1,18}$/.test(paymentId)) return null;
  const { rows } = await db.query<{ state: ProviderPaymentState }>('SELECT state FROM payments WHERE id = $1', [paymentId]);
  return rows[0]?.state ?? null;
}

/** The sandbox accepts every refund; its reference is derived from the key, so the same key names the same refund. */
async function refund({ paymentId, amount, currency, idempotencyKey }: RefundRequest): Promise<Refund> {
  const reference = createHmac('sha256', signingKey()).update(`refund|${paymentId}|${amount}|${currency}|${idempotencyKey}`).digest('base64url').slice(0, 22);
  return { reference: `sandbox-refund-${reference}`, state: 'accepted' };
}

/** The sandbox as the store's payment provider (commerce/payments/provider.ts). */
export const sandboxProvider: PaymentProvider = { id: PROVIDER, createPayment: issuePayment, paymentState, verifyEvent, refund };
