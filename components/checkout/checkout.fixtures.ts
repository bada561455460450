/**
 * The checkout island's world for tests and stories: Singapore and Thailand props as the page builds them,
 * example bags (one with a sample) and API answers in the contract's shape.
 */
import { pageContextFor } from '@/lib/locale/page-context';
import { bag, lipstick, line } from '@/flows/bag/bag.fixtures';
import type { Answer } from '../account/account.fixtures';
import type { Order } from '@/schemas/api/orders';
import type { StoreLocation } from '@/schemas/api/catalog';
import { checkoutPageProps } from './server-labels';

export const sgProps = checkoutPageProps(pageContextFor('sg', 'en')!);
export const thProps = checkoutPageProps(pageContextFor('th', 'en')!);

export const sample = line({ id: 31, variantId: 301, name: 'Mini Hydra Cream', kind: 'sample', unitPrice: 0, subtotal: 0, total: 0 });
export const bagWithSample = bag({ lines: [lipstick, sample] });

const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '10:00', closes: '21:00' }));
const store = (slug: string, name: string, clickAndCollect: boolean): StoreLocation => ({
  slug, name, country: 'SG', address: { line: '2 Orchard Turn', city: 'Singapore', postcode: '238801' }, phone: '+65 6100 0000',
  openingHours: hours, timeZone: 'Asia/Singapore', coordinates: { latitude: 1.3, longitude: 103.8 }, clickAndCollect,
});
export const stores = [store('atelier-ion-orchard', 'Atelier ION Orchard', true), store('atelier-jewel', 'Atelier Jewel', false)];

/** What `POST orders` answers (a card order awaiting payment). */
export const placedOrder: { order: Order } = {
  order: {
    number: 'AT-SG-100001', createdAt: '2026-11-20T03:00:00.000Z', status: 'payment_pending', country: 'SG', email: 'buyer@example.com',
    delivery: 'delivery', deliveryOption: 'standard', estimatedDelivery: '2026-11-25', holdUntil: null, store: null,
    address: { line1: '1 Orchard Road', postcode: '238800' }, recipient: { firstName: 'Wei', lastName: 'Lim', callingCode: '+65', phone: '81234567' },
    currency: 'SGD', lines: [], promoCode: null, payLaterProvider: null,
    totals: { subtotal: 6400, discount: 0, shipping: 0, giftCardRedeemed: 0, total: 6400, tax: {}, pointsEarned: 64, pointsRedeemed: 0 },
    payment: { id: 1, method: 'card', state: 'pending', amount: 6400, instructions: {}, expiresAt: null },
  },
};

/** The routes the island calls; `more` adds or replaces answers. */
export function checkoutRoutes(b = bag(), more: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET cart/bag': { status: 200, body: { bag: b } },
    'GET store-locations': { status: 200, body: { items: stores } },
    'GET cart/beauty-pass-offers': { status: 200, body: { items: [], balance: null, signedIn: false } },
    ...more,
  };
}
