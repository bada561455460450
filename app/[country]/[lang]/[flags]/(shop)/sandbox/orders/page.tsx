import type { Metadata } from 'next';
import { getPool } from '@/commerce/db/pool';
import { listRecentOrdersForSandbox } from '@/commerce/orders/sandbox-orders';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { formatMoney } from '@/lib/format';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Orders (developer page)', robots: { index: false } };

async function LatestOrders({ context }: { context: PageContext }) {
  const orders = await listRecentOrdersForSandbox(getPool(), context.country.code);
  if (!orders.length) return <p>No order has been placed in {context.country.name} yet. Place one through the <a href={context.href('/checkout')}>checkout</a>.</p>;
  return (
    <table className="sandbox-table" aria-label="Latest orders">
      <thead>
        <tr><th scope="col">Order</th><th scope="col">Placed (UTC)</th><th scope="col">Status</th><th scope="col">Delivery</th><th scope="col">Payment</th><th scope="col">Total</th><th scope="col">By</th><th scope="col">Tools</th></tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number}>
            <th scope="row"><a href={context.href(`/orders/${order.number}`)}>{order.number}</a></th>
            <td><time dateTime={order.createdAt}>{order.createdAt.replace('T', ' ').slice(0, 19)}</time></td>
            <td>{order.status}</td>
            <td>{order.delivery}</td>
            <td>{order.paymentMethod}</td>
            <td>{formatMoney(order.total, context.country, context.lang)}</td>
            <td>{order.member ? 'member' : 'guest'}</td>
            <td><a href={context.href(`/sandbox/order-state?number=${encodeURIComponent(order.number)}`)} aria-label={`Order state of ${order.number}`}>Order state</a></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Developer page: the latest orders placed in this country (any shopper, newest first), each linking to its
 * order page (which only its owner may open) and to the order-state page that drives its payment.
 */
export default async function SandboxOrdersPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  return (
    <SandboxShell title="Orders" intro={`Developer page. The latest 50 orders placed in ${context.country.name}, newest first. A member’s own orders are also on the account’s orders page.`} indexHref={context.href('/sandbox')} loading="Loading the orders…">
      <LatestOrders context={context} />
      <p><a href={context.href('/orders')}>Your orders (signed in)</a></p>
    </SandboxShell>
  );
}
