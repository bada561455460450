'use client';

/**
 * The `/orders/{number}` page's island: the page is a static shell per country, language and number; the
 * order — personal data — is read here from the API after hydration (its owner only: the member, or the
 * browser that placed a guest order; anyone else sees "Order not found"). Back from the payment
 * provider's card page (`?from=card`), it asks `orders/enquireKbankPayment` where the card payment stands.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-client/client';
import type { Order } from '@/schemas/api/orders';
import { withQuery } from '../account/location';
import type { OrderContextProps, OrderLabels } from './labels';
import { OrderDetails } from './OrderDetails';
import type { PaymentServer } from './PaymentFlow';
import type { OrderApi } from './order-api';

export interface OrderIslandProps extends OrderContextProps {
  number: string;
  labels: OrderLabels;
}

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed'; message: string } | { state: 'ready'; order: Order };

const loadApi = (() => {
  let api: Promise<typeof import('./order-api')> | undefined;
  return () => (api ??= import('./order-api'));
})();

export function OrderIsland({ number, labels, api, money, timeZone, paths }: OrderIslandProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const client = useCallback(async (): Promise<OrderApi> => (await loadApi()).orderApi(api), [api]);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      try {
        const calls = await client();
        if (new URLSearchParams(window.location.search).get('from') === 'card') await calls.enquireCard(number).catch(() => undefined);
        const order = await calls.order(number, controller.signal);
        setLoad({ state: 'ready', order });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: error instanceof Error ? error.message : '' });
      }
    })();
    return () => controller.abort();
  }, [client, number, attempt]);

  const server = useMemo<PaymentServer>(
    () => ({
      check: async (order) => {
        const calls = await client();
        if (order.method === 'card') await calls.enquireCard(order.number);
        return calls.order(order.number);
      },
      retry: async (order) => {
        const calls = await client();
        // Reading the order first lets the server expire a payment whose time ran out on the shopper's screen.
        await calls.order(order.number);
        return calls.retryPayment(order.number);
      },
    }),
    [client],
  );
  const onOrder = useCallback((order: Order) => setLoad({ state: 'ready', order }), []);

  if (load.state === 'loading') {
    return <OrderSkeleton label={labels.loading} />;
  }
  if (load.state === 'missing') {
    return (
      <div className="order-missing">
        <h1>{labels.notFound}</h1>
        <p>{labels.notFoundText}</p>
        <a className="button button--secondary" href={withQuery(paths.signIn, { return_to: window.location.pathname })}>{labels.signIn}</a>
      </div>
    );
  }
  if (load.state === 'failed') {
    return (
      <div className="order-missing" role="alert">
        <h1>{labels.loadFailed}</h1>
        {load.message ? <p>{load.message}</p> : null}
        <button type="button" className="button" onClick={() => { setLoad({ state: 'loading' }); setAttempt((n) => n + 1); }}>{labels.tryAgain}</button>
      </div>
    );
  }
  return <OrderDetails order={load.order} labels={labels} money={money} timeZone={timeZone} paths={paths} server={server} onOrder={onOrder} />;
}

/** The order page while the order loads: its banner and panel as placeholders. */
export function OrderSkeleton({ label }: { label: string }) {
  return (
    <div className="order-page__skeleton" role="status" aria-label={label}>
      <div className="skeleton order-skeleton order-skeleton--banner" />
      <div className="skeleton order-skeleton order-skeleton--panel" />
    </div>
  );
}
