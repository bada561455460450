/**
 * The bag islands' world for tests and stories: Singapore English labels, the page's providers, and API
 * answers in the contract's shape (fetch is faked at the API client's boundary, see `account.fixtures`).
 */
import type { ReactNode } from 'react';
import { countries } from '@/config/countries/registry';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor } from '@/lib/locale/page-context';
import { BAG_MESSAGES, PROMOTION_HELP, type Bag } from '@/schemas/api/bag';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { notificationLabels } from '../notifications/notification-labels';
import type { Answer } from '../account/account.fixtures';
import { BagProvider } from './BagProvider';
import type { Offer, Rewards, Samples } from './bag-types';
import { bagContextProps, bagLabels, bagMessageLabels, headerBagLabels } from './server-labels';

const context = pageContextFor('sg', 'en')!;
export const labels = bagLabels(context);
export const headerLabels = headerBagLabels(context);
export const pageProps = bagContextProps(context);
const toastLabels = notificationLabels(getTranslator(countries.get('SG')!, 'en'));

/** The default layout's providers around an island. */
export function BagWorld({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider labels={toastLabels}>
      <BagProvider api={pageProps.api} labels={bagMessageLabels(context)}>{children}</BagProvider>
    </NotificationsProvider>
  );
}

const brand = { slug: 'atelier', name: 'Atelier' };
/** A sample's or reward's image as the store serves it (drawn on request): a jar. */
const image = (name: string) => ({ url: '/api/images/products/jar/E8D5C4.svg', width: 800, height: 800, alt: name });

export const offers: Offer[] = [
  { id: 'glow10-sg', code: 'GLOW10', type: 'percent_off', title: '10% off when you spend S$50', terms: 'Enter GLOW10 at checkout. Minimum spend S$50.', minSpend: 5000, applicable: true, reason: null, products: [] },
  { id: 'giftset-sg', code: 'GIFTSET', type: 'gift_with_purchase', title: 'Choose 2 gifts with S$60', terms: 'Choose up to 2 gifts.', minSpend: 6000, applicable: false, reason: 'min_spend', products: [] },
  {
    id: 'lip-duo-sg', code: null, type: 'bundle', title: 'Lip duo: Bold Matte Lipstick and Precision Lip Liner for S$45', terms: 'Add both to your bag and the bundle price applies by itself.',
    minSpend: 0, applicable: false, reason: 'bundle_incomplete',
    products: [
      { slug: 'atelier-collection-bold-matte-lipstick', name: 'Bold Matte Lipstick', brand: { slug: 'atelier-collection', name: 'Atelier Collection' } },
      { slug: 'atelier-collection-precision-lip-liner', name: 'Precision Lip Liner', brand: { slug: 'atelier-collection', name: 'Atelier Collection' } },
    ],
  },
];

export const samples = (available = true): Samples => ({
  items: ['Mini Toner', 'Mini Cream', 'Mini Primer'].map((name, i) => ({ sku: `SMP-${i + 1}`, variantId: 300 + i, name, brand, image: image(name), available, selected: false })),
  limit: 2,
  selected: 0,
  clickAndCollect: false,
});

export const rewards = (signedIn: boolean): Rewards => ({
  signedIn,
  balance: signedIn ? 1000 : null,
  items: [
    { id: 'rw-lip-mini', kind: 'product', title: 'Lip mini', points: 200, group: 'under_500', available: true, clickAndCollect: true, selected: false, name: 'Lip mini', brand, image: image('Lip mini') },
    { id: 'rw-pouch', kind: 'product', title: 'Beauty pouch', points: 800, group: 'from_500', available: true, clickAndCollect: false, selected: false, name: 'Beauty pouch', brand, image: image('Beauty pouch') },
  ],
});

/** The API answers of a bag page: the bag and its reads; `more` adds or replaces routes. */
export function bagRoutes(bag: Bag, { signedIn = false, samplesAvailable = true, more = {} as Record<string, Answer> } = {}): Record<string, Answer> {
  return {
    'GET cart/items-count': { status: 200, body: { count: bag.itemsCount } },
    'GET cart/bag': { status: 200, body: { bag } },
    'GET cart/offers': { status: 200, body: { items: offers } },
    'GET cart/samples': { status: 200, body: samples(samplesAvailable) },
    'GET cart/beauty-pass-offers': { status: 200, body: rewards(signedIn) },
    ...more,
  };
}

export const invalidPromo: { status: number; body: unknown } = {
  status: 422,
  body: { message: BAG_MESSAGES.promotionInvalid, reason: 'not_found', help: [PROMOTION_HELP.not_found, PROMOTION_HELP.min_spend, PROMOTION_HELP.expired] },
};
