/**
 * zod contracts of orders and payments (`/api/web/v1/orders…`): placing an order from the bag, the order
 * with its payment instructions, retrying a payment, the card payment enquiry. Money in minor units.
 */
import { z } from 'zod';
import { CallingCode } from './accounts';

export const ORDER_STATUSES = ['payment_pending', 'paid', 'fraud_check_pending', 'payment_expired', 'payment_failed', 'payment_failed_with_inventory', 'payment_blocked', 'cancelled'] as const;
export const PAYMENT_METHODS = ['card', 'promptpay_qr', 'virtual_account', 'buy_now_pay_later', 'gift_card'] as const;

const text = (label: string, max = 100) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, 'Character limit exceeded');

export const PlaceOrderBody = z
  .object({
    email: z.string().trim().max(254).pipe(z.email('Invalid email')).transform((v) => v.toLowerCase()),
    delivery: z.enum(['delivery', 'click_and_collect']),
    storeSlug: z.string().max(100).optional(),
    /** Which fields a country needs (and their formats) is its config's: `lib/checkout/options.ts` checks them at placement. */
    address: z.object({ line1: text('Address'), line2: z.string().trim().max(100).optional(), city: z.string().trim().max(60, 'Character limit exceeded').optional(), postcode: z.string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'Invalid postcode').optional(), state: z.string().trim().max(60).optional() }).optional(),
    recipient: z.object({
      firstName: text('First name', 60),
      lastName: text('Last name', 60),
      callingCode: CallingCode,
      phone: z.string().trim().regex(/^\d[\d -]{4,16}\d$/, 'Invalid phone number'),
      registrationNumber: z.string().trim().max(30).optional(),
    }),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** With `buy_now_pay_later` only: which of the country's providers (`payLaterChoice` checks it at placement). */
    payLaterProvider: z.string().trim().regex(/^[a-z][a-z_]{0,29}$/, 'Invalid pay-later provider').optional(),
    /** One of the country's `deliveryOptions` (home delivery); checked against the country at placement. */
    deliveryOption: z.string().regex(/^[a-z_]{1,30}$/, 'Invalid delivery option').default('standard'),
  })
  .refine((o) => o.delivery === 'click_and_collect' || !!o.address, { message: 'A delivery address is required', path: ['address'] })
  .refine((o) => o.delivery === 'delivery' || !!o.storeSlug, { message: 'Choose a store for click and collect', path: ['storeSlug'] });

/**
 * The pay-later provider of an order body against its country's providers (SPEC §9: they vary by country):
 * `buy_now_pay_later` needs one of `providers`, any other method none. Placement answers a failure with 422.
 */
export function payLaterChoice(providers: readonly string[], countryName: string) {
  const choices = providers.length ? providers.join(', ') : 'none';
  return z.object({ paymentMethod: z.enum(PAYMENT_METHODS), payLaterProvider: z.string().optional() }).superRefine(({ paymentMethod, payLaterProvider }, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['payLaterProvider'], message });
    if (paymentMethod !== 'buy_now_pay_later') {
      if (payLaterProvider !== undefined) issue('A pay-later provider goes only with the buy_now_pay_later payment method');
    } else if (!payLaterProvider) {
      issue(`Choose a pay-later provider (in ${countryName}: ${choices})`);
    } else if (!providers.includes(payLaterProvider)) {
      issue(`${payLaterProvider} is not a pay-later provider in ${countryName} (choose one of: ${choices})`);
    }
  });
}

/** `Idempotency-Key` header: what the client generated for this placement (a UUID, say). */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'The Idempotency-Key header must be 8–100 letters, digits, dashes or underscores');

export const OrderNumberParams = z.object({ id: z.string().regex(/^AT-[A-Z]{2}-\d{6,}$/, 'must be an order number such as AT-SG-100001') });

export const OrderLine = z.object({
  sku: z.string(),
  kind: z.enum(['product', 'gift', 'sample', 'reward', 'e_gift_card']),
  name: z.string(),
  brand: z.string(),
  shade: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  points: z.number().int().nullable(),
});

export const Payment = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  state: z.enum(['pending', 'paid', 'expired', 'failed', 'blocked', 'cancelled']),
  amount: z.number().int(),
  instructions: z.record(z.string(), z.unknown()),
  expiresAt: z.string().nullable(),
});

export const Order = z.object({
  number: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  country: z.string(),
  email: z.string(),
  /** `email`: an order of e-gift cards only (delivered to the recipient's email). */
  delivery: z.enum(['delivery', 'click_and_collect', 'email']),
  /** The home delivery option charged (null for click and collect and e-gift cards). */
  deliveryOption: z.string().nullable().optional(),
  estimatedDelivery: z.string().nullable(),
  holdUntil: z.string().nullable(),
  store: z.object({ slug: z.string(), name: z.string(), address: z.string() }).nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  recipient: z.object({ firstName: z.string(), lastName: z.string(), callingCode: z.string(), phone: z.string(), registrationNumber: z.string().optional() }),
  currency: z.string(),
  lines: z.array(OrderLine),
  totals: z.object({ subtotal: z.number().int(), discount: z.number().int(), shipping: z.number().int(), giftCardRedeemed: z.number().int(), total: z.number().int(), tax: z.record(z.string(), z.unknown()), pointsEarned: z.number().int(), pointsRedeemed: z.number().int() }),
  promoCode: z.string().nullable(),
  /** The buy-now-pay-later provider the shopper chose (null for any other method). */
  payLaterProvider: z.string().nullable(),
  /** Whether the order confirmation email went out (once, when the order was paid). */
  confirmationEmailed: z.boolean().optional(),
  payment: Payment,
});

export const OrderResponse = z.object({ order: Order });
export const OrdersResponse = z.object({ items: z.array(Order.pick({ number: true, createdAt: true, status: true, currency: true }).extend({ total: z.number().int(), items: z.number().int() })) });
export const KbankEnquiryBody = z.object({ orderNumber: OrderNumberParams.shape.id });
export const KbankEnquiryResponse = z.object({ orderNumber: z.string(), paymentState: Payment.shape.state, orderStatus: z.enum(ORDER_STATUSES) });
export const SandboxPaymentEventBody = z.object({ type: z.enum(['paid', 'fraud_check', 'expired', 'failed', 'failed_with_inventory', 'blocked', 'cancelled']) });

export type Order = z.infer<typeof Order>;
