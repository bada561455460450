/**
 * The wish list's world for tests and stories: Singapore English labels, the notification centre, and API
 * answers in the contract's shape (fetch is faked at the API client's boundary, see `account.fixtures`).
 */
import type { ReactNode } from 'react';
import { countries } from '@/config/countries/registry';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor } from '@/lib/locale/page-context';
import { SUBSCRIPTION_MESSAGES } from '@/schemas/api/bag';
import type { Answer } from '../account/account.fixtures';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { notificationLabels } from '../notifications/notification-labels';
import { productCardLabels } from '../product-card/server-labels';
import { wishListPageProps } from './server-labels';

const context = pageContextFor('sg', 'en')!;
export const pageProps = wishListPageProps(context);
export const buttonLabels = productCardLabels(context.country, 'en').button;
const toastLabels = notificationLabels(getTranslator(countries.get('SG')!, 'en'));

export function Toasts({ children }: { children: ReactNode }) {
  return <NotificationsProvider labels={toastLabels}>{children}</NotificationsProvider>;
}

const brand = { slug: 'maison-lumiere', name: 'Maison Lumière' };
/** A product image as the store serves it (drawn on request). */
const image = (name: string) => ({ url: '/api/images/products/lipstick/8E3B46.svg', width: 800, height: 800, alt: name });

export const lipstick = { variantId: 11, sku: 'ML-LIP-04', productSlug: 'velvet-matte-lipstick', name: 'Velvet Matte Lipstick', brand, shade: 'Rosewood 04', image: image('lipstick'), addedAt: '2026-11-20T10:00:00.000Z' };
export const serum = { variantId: 21, sku: 'ML-SER-30', productSlug: 'dew-serum', name: 'Dew Serum', brand, shade: null, image: image('serum'), addedAt: '2026-11-19T10:00:00.000Z' };
/** Wished, but not sold in Singapore (the variants answer leaves it out). */
export const elsewhere = { variantId: 31, sku: 'ML-AU-ONLY', productSlug: 'outback-balm', name: 'Outback Balm', brand, shade: null, image: image('balm'), addedAt: '2026-11-18T10:00:00.000Z' };

const priced = (item: typeof lipstick | typeof serum, amount: number, stock: 'in_stock' | 'low_stock' | 'out_of_stock', compareAt: number | null = null) => ({
  id: item.variantId,
  sku: item.sku,
  shadeName: item.shade,
  shadeHex: item.shade ? '#8a3b4a' : null,
  size: item.shade ? null : '30 ml',
  image: item.image,
  price: { amount, compareAt, currency: 'SGD' },
  stock: { state: stock, quantityLeft: stock === 'low_stock' ? 2 : null },
  productSlug: item.productSlug,
  productName: item.name,
  brand: item.brand,
});
export const variants = [priced(lipstick, 3200, 'in_stock', 3800), priced(serum, 6400, 'out_of_stock')];

export const subscription = (id: number, variantId: number, kind: 'waitlist' | 'remind_me', name: string, status: 'active' | 'notified' | 'cancelled' = 'active') => ({
  id,
  kind,
  status,
  variantId,
  sku: `SKU-${variantId}`,
  productSlug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  createdAt: '2026-11-21T10:00:00.000Z',
  closedAt: status === 'active' ? null : '2026-11-21T12:00:00.000Z',
});

/** The answers of a signed-in member's wish list page; `more` adds or replaces routes. */
export function wishRoutes({ wished = [lipstick, serum, elsewhere], subscriptions = [subscription(5, 41, 'remind_me', 'Aurora Palette')], more = {} as Record<string, Answer> } = {}): Record<string, Answer> {
  let list = [...wished];
  let subs = [...subscriptions];
  return {
    'GET wishlist': () => ({ status: 200, body: { items: list } }),
    'PUT wishlist': ({ body }) => {
      const { variantId, saved } = body as { variantId: number; saved: boolean };
      const known = [lipstick, serum, elsewhere, { ...lipstick, variantId: 99, sku: 'X-99' }].find((i) => i.variantId === variantId);
      if (!known) return { status: 404, body: { message: 'Resource not found!' } };
      list = saved ? [known, ...list.filter((i) => i.variantId !== variantId)] : list.filter((i) => i.variantId !== variantId);
      return { status: 200, body: { items: list, ...(saved ? { message: 'Added to wish list' } : {}) } };
    },
    'GET variants': { status: 200, body: { items: variants } },
    'GET notification-subscription': () => ({ status: 200, body: { items: subs } }),
    'POST notification-subscription': ({ body }) => {
      const { id } = body as { id: number };
      subs = subs.map((s) => (s.id === id ? { ...s, status: 'cancelled' as const } : s));
      return { status: 200, body: { items: subs, message: SUBSCRIPTION_MESSAGES.cancelled } };
    },
    'PUT waitlist': ({ body }) => {
      const { variantId } = body as { variantId: number };
      subs = [subscription(9, variantId, 'waitlist', variantId === serum.variantId ? serum.name : `Product ${variantId}`), ...subs];
      return { status: 200, body: { items: subs.filter((s) => s.kind === 'waitlist'), message: SUBSCRIPTION_MESSAGES.waitlisted } };
    },
    'POST notification-subscription/subscribe': ({ body }) => {
      const { variantId, kind } = body as { variantId: number; kind: 'waitlist' | 'remind_me' };
      subs = [subscription(10, variantId, kind, `Product ${variantId}`), ...subs];
      return { status: 200, body: { items: subs, message: SUBSCRIPTION_MESSAGES.notifyMeRegistered } };
    },
    ...more,
  };
}
