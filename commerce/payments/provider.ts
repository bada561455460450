/**
 * The payment provider seam (docs/payments.md): everything the store asks of whoever takes the money. The store
 * holds the order, the payment row and its state machine (commerce/orders/payment-events.ts); a provider only
 * issues what the shopper pays with, answers what a payment's state is, proves its webhook events are its own and
 * refunds. Every call that creates something takes an idempotency key, so a retried request (a lost answer, a
 * restarted instance) never charges or refunds twice.
 *
 * This build has one provider, the sandbox (commerce/payments/sandbox-provider.ts): it takes no money. A production
 * start needs `PAYMENT_PROVIDER=sandbox` set on purpose (server/environment.ts) — a store that opens with it cannot be
 * paid, which is what a staging deployment wants and a shop does not.
 */
import type { PaymentMethod } from '@/config/countries/types';
import type { Queryable } from '../catalog/context';
import { sandboxProvider } from './sandbox-provider';

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
  /** What the shopper is shown: a QR payload, a virtual account, a card or pay-later session. */
  instructions: Record<string, unknown>;
  expiresAt: Date | null;
}

/** A payment's state as the provider knows it (the webhook's event types, or still pending). */
export type ProviderPaymentState = 'pending' | 'paid' | 'failed' | 'expired' | 'blocked' | 'cancelled';

export interface RefundRequest {
  /** The store's payment row. */
  paymentId: string;
  amount: number;
  currency: string;
  /** The same key gives the same refund, never a second one. */
  idempotencyKey: string;
}

export interface Refund {
  reference: string;
  state: 'accepted' | 'refused';
}

export interface PaymentProvider {
  /** The name stored on each payment row (`payments.provider`). */
  readonly id: string;
  /**
   * What the shopper pays with, for one attempt at paying an order. The order number and the attempt are the
   * idempotency key: the store calls this inside the transaction that writes the payment row.
   */
  createPayment(request: PaymentRequest): IssuedPayment;
  /** Asks the provider a payment's state: what the store reconciles with when a webhook event may have been lost. */
  paymentState(db: Queryable, paymentId: string): Promise<ProviderPaymentState | null>;
  /** Whether `signature` proves the webhook body `rawBody` came from the provider (constant-time). */
  verifyEvent(rawBody: string, signature: string | null): boolean;
  /** Gives money back (idempotent per key). */
  refund(request: RefundRequest): Promise<Refund>;
}

const PROVIDERS: Record<string, PaymentProvider> = { [sandboxProvider.id]: sandboxProvider };

/** The providers this build has, by the `PAYMENT_PROVIDER` value that picks each. */
export const PAYMENT_PROVIDERS = Object.keys(PROVIDERS);

/** The provider `PAYMENT_PROVIDER` names (checked at start, server/environment.ts); the sandbox when unset (`npm start`). */
export function paymentProvider(env: Record<string, string | undefined> = process.env): PaymentProvider {
  return PROVIDERS[env.PAYMENT_PROVIDER ?? ''] ?? sandboxProvider;
}
