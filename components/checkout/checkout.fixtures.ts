/**
 * The checkout island's world for tests and stories: Singapore and Thailand props as the page builds them,
 * example bags (one with a sample) and API answers in the contract's shape.
 */
import { pageContextFor } from '../../lib/locale/page-context';
import { bag, lipstick, line } from '../../flows/cart/bag.fixtures';
import type { Answer } from '../account/account.fixtures';
import type { Order } from '../../schemas/api/orders';
import type { StoreLocation } from '../../schemas/api/catalog';
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

export const placedOrder = { order: { number: 'AT-SG-100001' } as Order };

/** The routes the island calls; `more` adds or replaces answers. */
export function checkoutRoutes(b = bag(), more: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    'GET cart/bag': { status: 200, body: { bag: b } },
    'GET store-locations': { status: 200, body: { items: stores } },
    'GET cart/beauty-pass-offers': { status: 200, body: { items: [], balance: null, signedIn: false } },
    ...more,
  };
}
