/** Order placement bodies the e2e suites share (`POST /api/web/v1/orders`). */

/** A Thai guest's home delivery paid by PromptPay QR; `overrides` replace whole fields. */
export const thaiGuestOrder = (overrides: Record<string, unknown> = {}) => ({
  email: 'somchai@example.com',
  delivery: 'delivery',
  address: { line1: '99 Sukhumvit Road', city: 'Bangkok', state: 'Bangkok', postcode: '10110' },
  recipient: { firstName: 'Somchai', lastName: 'Dee', callingCode: '+66', phone: '812345678' },
  paymentMethod: 'promptpay_qr',
  ...overrides,
});
