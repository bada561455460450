import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderIsland } from '@/components/orders/OrderIsland';
import { orderContextProps, orderLabels } from '@/components/orders/server-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { logPageNotFound } from '@/lib/log';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import { OrderNumberParams } from '@/schemas/api/orders';
import '@/app/styles/orders.css';

type Params = Promise<LocaleParams & { id: string }>;

// One shell per number, rendered once and then served from the cache; a malformed number is a cached 404.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ id: 'AT-SG-100000' }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('order.pageTitle'), context.country, context.lang), robots: { index: false } };
}

/**
 * /orders/{id} (SPEC §2): order details and payment instructions. A static shell that reads only params —
 * no cookies, so an unknown number does not make the route dynamic; the island reads the order from the
 * API (whose owner check answers "Order not found" to anyone else).
 */
export default async function OrderRoute({ params }: { params: Params }) {
  const { country, lang, id } = await params;
  const context = pageContextFor(country, lang);
  if (!context || !OrderNumberParams.safeParse({ id }).success) {
    logPageNotFound(`/orders/${id}`, { country, lang });
    notFound();
  }
  return (
    <div className="container order-page" data-page-type="orders">
      <OrderIsland number={id} labels={orderLabels(context)} {...orderContextProps(context)} />
    </div>
  );
}
