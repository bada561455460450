import type { Metadata } from 'next';
import { Suspense } from 'react';
import { connection } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { findOrderForSandbox } from '@/commerce/orders/sandbox-orders';
import { SandboxOrderEvents } from '@/components/orders/SandboxOrderEvents';
import { SandboxGate } from '@/components/orders/SandboxGate';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';
import { OrderNumberParams } from '@/schemas/api/orders';
import '@/app/styles/orders.css';

export const metadata: Metadata = { title: 'Order state (developer page)', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

async function OrderState({ searchParams, context }: { searchParams: Search; context: PageContext }) {
  await connection();
  const { number } = await searchParams;
  if (typeof number !== 'string' || !number.trim()) return null;
  const wanted = number.trim().toUpperCase();
  if (!OrderNumberParams.safeParse({ id: wanted }).success) return <p role="alert">{`${wanted} is not an order number (e.g. AT-TH-100001).`}</p>;
  const order = await findOrderForSandbox(getPool(), wanted);
  if (!order) return <p role="alert">{`No order ${wanted}.`}</p>;
  const current = order.payments[0];
  return (
    <section aria-labelledby="order-state-heading">
      <h2 id="order-state-heading">{order.number}</h2>
      <dl className="order-facts">
        <div><dt>Status</dt><dd data-testid="order-state-status">{order.status}</dd></div>
        <div><dt>Country</dt><dd>{order.country}</dd></div>
        <div><dt>Delivery</dt><dd>{order.delivery}</dd></div>
        <div><dt>Current payment</dt><dd>{current ? `#${current.id} ${current.method}, ${current.state}` : 'none'}</dd></div>
      </dl>
      {current ? <SandboxOrderEvents paymentId={current.id} api={{ country: context.country.code.toLowerCase(), language: context.lang }} /> : null}
      <p><a href={context.href(`/orders/${order.number}`)}>Open the order page</a> (as the shopper who placed it)</p>
    </section>
  );
}

/**
 * Developer page: look an order up by number and drive its payment to any state — paid, held for a fraud
 * check, expired, failed (with or without its stock), blocked, cancelled — through the sandbox provider.
 */
export default async function OrderStatePage({ params, searchParams }: { params: Promise<LocaleParams>; searchParams: Search }) {
  const context = await resolvePageContext(params);
  return (
    <div className="container sandbox-orders">
      <h1>Order state</h1>
      <p>Developer page. Each button sends a signed event of the sandbox payment provider, as its webhook would.</p>
      <form method="get">
        <label htmlFor="order-state-number">Order number</label>
        <input id="order-state-number" name="number" autoComplete="off" placeholder="AT-TH-100001" />
        <button type="submit" className="button">Look up</button>
      </form>
      <Suspense fallback={<p role="status">Loading the order…</p>}>
        <SandboxGate>
          <OrderState searchParams={searchParams} context={context} />
        </SandboxGate>
      </Suspense>
    </div>
  );
}
