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
