/**
 * Example orders in the contract's shape, for tests, stories and the developer example pages
 * (`/sandbox/order-examples/{country}/{screen}`): one per country and screen, with the country's currency,
 * calling code, tax and payment method — PromptPay QR in Thailand, a virtual account in Indonesia, a card
 * elsewhere — built from the country config, never from a country code in code.
 */
import type { CountryConfig } from '@/config/countries/registry';
import { promptPayPayload } from '@/commerce/payments/emvco';
import { instalmentPlan, payLaterProvider } from '@/lib/payments/pay-later';
import { paymentExpiry } from '@/lib/payments/lifetimes';
import { addBusinessDays, deliveryOptionsOf } from '@/lib/checkout/options';
import type { Order } from '@/schemas/api/orders';

export const EXAMPLE_SCREENS = ['confirmation', 'payment-pending', 'payment-failed', 'payment-blocked'] as const;
export type ExampleScreen = (typeof EXAMPLE_SCREENS)[number];

const STATE: Record<ExampleScreen, { status: Order['status']; payment: Order['payment']['state'] }> = {
  confirmation: { status: 'paid', payment: 'paid' },
  'payment-pending': { status: 'payment_pending', payment: 'pending' },
  'payment-failed': { status: 'payment_failed', payment: 'failed' },
  'payment-blocked': { status: 'payment_blocked', payment: 'blocked' },
};

/** The method an example pays with: the country's local method when it has one, else a card. */
function exampleMethod(country: CountryConfig): Order['payment']['method'] {
  return (['promptpay_qr', 'virtual_account'] as const).find((m) => country.paymentMethods.includes(m)) ?? 'card';
}

function instructions(method: Order['payment']['method'], number: string, amount: number, currency: string, provider: string | null, now: Date, timeZone: string): Record<string, unknown> {
  const payLater = provider ? payLaterProvider(provider) : undefined;
  if (method === 'buy_now_pay_later' && payLater) return { type: method, provider, sessionId: 'example-session', instalments: instalmentPlan(amount, payLater, now, timeZone), amount, currency };
  if (method === 'promptpay_qr') return { type: method, payload: promptPayPayload({ proxy: { type: 'tax_id', id: '0105566012345' }, amount, reference: number }), amount, currency };
  if (method === 'virtual_account') return { type: method, bank: 'Bank Central Asia', accountNumber: `88080${number.replace(/\D/g, '').padStart(8, '0')}`, accountName: 'PT Atelier Indonesia', amount, currency };
  return { type: method, sessionId: 'example-session', amount, currency };
}

export interface ExampleOptions {
  screen?: ExampleScreen;
  status?: Order['status'];
  paymentState?: Order['payment']['state'];
  method?: Order['payment']['method'];
  delivery?: Order['delivery'];
  now?: Date;
}

export function exampleOrder(country: CountryConfig, options: ExampleOptions = {}): Order {
  const now = options.now ?? new Date('2026-11-20T03:15:00Z');
  const screen = options.screen ?? 'payment-pending';
  const method = options.method ?? exampleMethod(country);
  const provider = method === 'buy_now_pay_later' ? (country.buyNowPayLaterProviders[0] ?? null) : null;
  const unit = 10 ** country.currency.minorUnits;
  const price = 45 * unit * (country.currency.minorUnits === 0 ? 5000 : 1);
  const subtotal = price * 2;
  const discount = Math.round(subtotal / 10);
  const total = subtotal - discount;
  const taxAmount = country.tax.percent ? total - Math.round((total * 100) / (100 + country.tax.percent)) : 0;
  const number = `AT-${country.code}-100042`;
  const delivery = options.delivery ?? 'delivery';
  const pending = (options.paymentState ?? STATE[screen].payment) === 'pending';
  return {
    number,
    createdAt: now.toISOString(),
    status: options.status ?? STATE[screen].status,
    country: country.code,
    email: 'shopper@example.com',
    delivery,
    // As placing an order does: the country's first delivery option's business days after the order date.
    estimatedDelivery: delivery === 'delivery' ? addBusinessDays(now, deliveryOptionsOf(country)[0].businessDays) : null,
    holdUntil: delivery === 'click_and_collect' ? new Date(now.getTime() + 7 * 86_400_000).toISOString() : null,
    store: delivery === 'click_and_collect' ? { slug: 'atelier-example', name: `Atelier ${country.name}`, address: '1 Example Street, Central 10001' } : null,
    address: delivery === 'delivery' ? { line1: '18 Example Road', line2: 'Unit 4', city: country.name, postcode: '10001' } : null,
    recipient: { firstName: 'Alex', lastName: 'Tan', callingCode: country.callingCode, phone: '81234567', registrationNumber: 'REG-0042' },
    currency: country.currency.code,
    lines: [
      { sku: 'EX-LIP-01', kind: 'product', name: 'Velvet Matte Lipstick', brand: 'Atelier Collection', shade: 'Rosewood', quantity: 2, unitPrice: price, discount, total: subtotal - discount, points: null },
      { sku: 'EX-GIFT-01', kind: 'gift', name: 'Mini Lip Balm', brand: 'Atelier Collection', shade: null, quantity: 1, unitPrice: 0, discount: 0, total: 0, points: null },
    ],
    totals: {
      subtotal,
      discount,
      shipping: 0,
      giftCardRedeemed: 0,
      total,
      tax: { label: country.tax.label, percent: country.tax.percent, shown: country.tax.showBreakdown, priceBeforeTax: total - taxAmount, amount: taxAmount },
      pointsEarned: 3,
      pointsRedeemed: 0,
    },
    promoCode: 'GLOW10',
    payLaterProvider: provider,
    // A paid example order has had its confirmation email.
    confirmationEmailed: (options.status ?? STATE[screen].status) === 'paid',
    payment: {
      id: 4242,
      method,
      state: options.paymentState ?? STATE[screen].payment,
      amount: total,
      instructions: instructions(method, number, total, country.currency.code, provider, now, country.timeZone),
      expiresAt: pending ? (paymentExpiry(method, now)?.toISOString() ?? null) : null,
    },
  };
}
