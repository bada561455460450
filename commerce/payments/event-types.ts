/** The payment events a provider (or the sandbox) reports, in the order's words (issue 7). */
export const PAYMENT_EVENT_TYPES = ['paid', 'fraud_check', 'expired', 'failed', 'failed_with_inventory', 'blocked', 'cancelled'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];
