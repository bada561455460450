import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrdersList } from '@/components/orders/OrdersList';
import { orderContextProps, orderLabels } from '@/components/orders/server-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import '@/app/styles/orders.css';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('order.list.heading'), context.country, context.lang), robots: { index: false } };
}

/** /orders: the member's orders (the account menu's "Orders"); a static shell, the list is the island's. */
export default async function OrdersRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const labels = orderLabels(context);
  return (
    <div className="container order-page" data-page-type="orders">
      <h1>{labels['list.heading']}</h1>
      <OrdersList labels={labels} {...orderContextProps(context)} />
    </div>
  );
}
