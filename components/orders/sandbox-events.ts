import { createApiClient } from '@/lib/api-client/client';

/** The sandbox provider's payment events as the developer pages name them (one button each). */
export const PAYMENT_EVENT_LABELS = {
  paid: 'Pay',
  fraud_check: 'Hold for fraud check',
  expired: 'Expire',
  failed: 'Fail',
  failed_with_inventory: 'Fail, keep items',
  blocked: 'Block',
  cancelled: 'Cancel order',
} as const;

/**
 * Sends one event of the sandbox provider for a payment (`POST sandbox/payments/{id}/events`): signed and
 * applied like its webhook's. Answers the order's new status in words; throws the API's refusal.
 */
export async function sendPaymentEvent(api: { country: string; language: string }, paymentId: string | number, type: keyof typeof PAYMENT_EVENT_LABELS): Promise<string> {
  const answer = await createApiClient(api).post<{ message: string }>(`sandbox/payments/${encodeURIComponent(String(paymentId))}/events`, { type });
  return answer.message;
}
