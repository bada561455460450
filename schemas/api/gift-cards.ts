/**
 * zod contracts of e-gift cards (`/api/web/v1/gift-cards…`, `cart/gift-card`): buying a card (an order with
 * one e-gift card line, paid like any order), a card's balance by its code, and a card applied to the bag.
 * Money in minor units of the card's currency.
 */
import { z } from 'zod';
import { Bag } from './bag';
import { PAYMENT_METHODS } from './orders';

/** The longest personal message on a card. */
export const GIFT_CARD_MESSAGE_MAX = 200;
export const SENDER_NAME_MAX = 60;

/** What the gift card endpoints answer with, word for word (the UI translates them). */
export const GIFT_CARD_MESSAGES = {
  notSold: 'E-gift cards are not sold in this country',
  amountOutOfRange: 'Choose an amount within the limits',
  notPayable: 'Choose another payment method: an e-gift card cannot pay for an e-gift card',
  notPayLater: 'Choose another payment method: an e-gift card cannot be bought with buy now, pay later',
  invalidCode: 'This gift card code is not valid',
  otherCountry: 'This gift card was issued for another country',
  expired: 'This gift card has expired',
  empty: 'This gift card has no balance left',
  tooManyAttempts: 'Too many gift card codes tried. Please try again later.',
  applied: 'Gift card applied',
  removed: 'Gift card removed',
  balanceChanged: 'The gift card balance changed. Please review your bag.',
  notCovering: 'The gift card does not cover the total: choose how to pay the rest',
  noGiftCard: 'Apply a gift card to pay with it',
} as const;

const text = (label: string, max: number) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, 'Character limit exceeded');
const Email = z.string({ error: 'Invalid email' }).trim().max(254).pipe(z.email('Invalid email')).transform((v) => v.toLowerCase());

export const BuyGiftCardBody = z.object({
  /** Minor units; the country's limits are checked by the service (`eGiftCard` of the country config). */
  amount: z.number({ error: 'Choose an amount' }).int('Choose an amount in whole units').positive('Choose an amount'),
  recipientEmail: Email,
  senderName: text('Your name', SENDER_NAME_MAX),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX, 'Character limit exceeded').default(''),
  /** The buyer's email (the order's). */
  email: Email,
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type BuyGiftCardBody = z.output<typeof BuyGiftCardBody>;

/** A code as typed: letters, digits, spaces and dashes. */
export const GiftCardCode = z.string({ error: 'Enter a gift card code' }).trim().min(1, 'Enter a gift card code').max(40, GIFT_CARD_MESSAGES.invalidCode);
export const GiftCardCodeParams = z.object({ code: GiftCardCode });
export const ApplyGiftCardBody = z.object({ code: GiftCardCode });

export const GiftCardBalanceResponse = z.object({
  balance: z.number().int(),
  currency: z.string(),
  expiresAt: z.string(),
  /** The last day the card can be used, in its country's time zone (`lib/gift-cards/valid-until.ts`). */
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type GiftCardBalanceResponse = z.infer<typeof GiftCardBalanceResponse>;

/** The card applied to the bag: never its code, only its last four characters. */
export const AppliedGiftCard = z.object({
  /** `•••• 9M2D`. */
  code: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** What the bag takes from it (the bag's `totals.giftCardRedeemed`). */
  redeemed: z.number().int(),
  /** What stays on the card after this order. */
  remaining: z.number().int(),
  expiresAt: z.string(),
  /** The last day the card can be used, in its country's time zone. */
  validUntil: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type AppliedGiftCard = z.infer<typeof AppliedGiftCard>;

export const BagGiftCardResponse = z.object({ giftCard: AppliedGiftCard.nullable(), bag: Bag, message: z.string().optional() });
export type BagGiftCardResponse = z.infer<typeof BagGiftCardResponse>;
