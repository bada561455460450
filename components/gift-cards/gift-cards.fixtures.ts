/** Shared by the e-gift card tests and stories: the real English strings and context of Singapore, and fake answers. */
import { countries } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import { bagLabels } from '../bag/server-labels';
import { bag } from '@/flows/bag/bag.fixtures';
import type { AppliedGiftCard } from '@/schemas/api/gift-cards';
import type { Order } from '@/schemas/api/orders';
import { giftCardLabels, giftCardShopContext } from './server-labels';

const context = pageContextFor('sg', 'en')!;
export const shopLabels = giftCardLabels(context);
export const shopContext = giftCardShopContext(context)!;
export const redemptionLabels = bagLabels(context);
export const sgMoney = shopContext.money;
export const sgLimits = countries.get('SG')!.eGiftCard!;

export const appliedCard = (balance: number, redeemed: number): AppliedGiftCard => ({
  code: '•••• 9M2D', currency: 'SGD', balance, redeemed, remaining: balance - redeemed, expiresAt: '2029-11-22T00:00:00.000Z', validUntil: '2029-11-22',
});

/** `cart/gift-card`'s answer: the card (or none) and a bag whose totals show what it pays. */
export const bagCardAnswer = (card: AppliedGiftCard | null) => {
  const base = bag();
  return { status: 200, body: { giftCard: card, bag: { ...base, totals: { ...base.totals, giftCardRedeemed: card?.redeemed ?? 0 } } } };
};

/** `POST gift-cards`'s answer: the order of one $80 e-gift card, waiting for its card payment. */
export const placedCardOrder = (number: string): Order => ({
  number, createdAt: '2026-11-22T05:00:00.000Z', status: 'payment_pending', country: 'SG', email: 'me@example.com', delivery: 'email',
  estimatedDelivery: null, holdUntil: null, store: null, address: null, recipient: { firstName: 'Wei', lastName: '', callingCode: '+65', phone: '' }, currency: 'SGD',
  lines: [{ sku: 'E-GIFT-CARD', kind: 'e_gift_card', name: 'E-gift card', brand: 'Atelier', shade: null, quantity: 1, unitPrice: 8000, discount: 0, total: 8000, points: null }],
  totals: { subtotal: 8000, discount: 0, shipping: 0, giftCardRedeemed: 0, total: 8000, tax: {}, pointsEarned: 0, pointsRedeemed: 0 }, promoCode: null, payLaterProvider: null,
  payment: { id: 1, method: 'card', state: 'pending', amount: 8000, instructions: { type: 'card' }, expiresAt: null },
});
