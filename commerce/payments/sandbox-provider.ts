/**
 * The embedded sandbox payment provider (the default): it issues what a shopper pays with — a PromptPay
 * QR, a virtual account, a card session, a pay-later session with the provider's instalment plan — and settles a payment only when told to (the sandbox order-state
 * page or its endpoint), through the same signed event path a real provider's webhook would take.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@/config/countries/types';
import { signingKey } from '../accounts/tokens';
import { instalmentPlan, payLaterProvider } from '@/lib/payments/pay-later';
import { promptPayPayload } from './emvco';
import { paymentExpiry } from '@/lib/payments/lifetimes';

export const PROVIDER = 'sandbox';
export { PAY_LATER_SESSION_LIFETIME_MS, QR_LIFETIME_MS, VIRTUAL_ACCOUNT_LIFETIME_MS } from '@/lib/payments/lifetimes';
/** Atelier's PromptPay proxy (its tax id). */
export const MERCHANT_TAX_ID = '0105566012345';

export interface PaymentRequest {
  orderNumber: string;
  method: PaymentMethod;
  amount: number;
  currency: string;
  now: Date;
  /** With `buy_now_pay_later`: the provider the shopper chose (one of the country's). */
  payLaterProvider?: string | null;
  /** The order's country's time zone: the instalments' due dates are its calendar dates. */
  timeZone?: string;
}

export interface IssuedPayment {
  instructions: Record<string, unknown>;
  expiresAt: Date | null;
}

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
