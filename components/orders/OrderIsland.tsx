'use client';

/**
 * The `/orders/{number}` page's island: the page is a static shell per country, language and number; the
 * order — personal data — is read here from the API after hydration (its owner only: the member, or the
 * browser that placed a guest order; anyone else sees "Order not found"). Back from the payment
 * provider's card page (`?from=card`), it asks `orders/enquireKbankPayment` where the card payment stands.
 * The read is the page's `orders/{number}` query (SPEC §7 retries; a 404 or 400 is "Order not found" at once);
 * the payment flow (its own actor) hands its answers to that query.
 */
import { useCallback, useMemo } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { apiKey } from '@/lib/api-client/query-keys';
import { loadState, useApiQuery, useIslandQueryClient } from '../query/use-api-query';
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

export const orderKey = (api: OrderContextProps['api'], number: string) => apiKey(`orders/${number}`, api);

export function OrderIsland({ number, labels, api, money, timeZone, paths }: OrderIslandProps) {
  const client = useCallback(async (): Promise<OrderApi> => (await loadApi()).orderApi(api), [api]);
  const queries = useIslandQueryClient();
  const key = orderKey(api, number);
  const query = useApiQuery(key, async (signal) => {
    const calls = await client();
    // Back from the card page: ask where the card payment stands first (its answer is not needed).
    if (new URLSearchParams(window.location.search).get('from') === 'card') await calls.enquireCard(number).catch(() => undefined);
    return calls.order(number, signal);
  });
  const state = loadState(query);
  const load: Load =
    state.state === 'ready' ? { state: 'ready', order: state.data }
    : state.state === 'loading' ? { state: 'loading' }
    : state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400) ? { state: 'missing' }
    : { state: 'failed', message: state.error instanceof Error ? state.error.message : '' };

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
  // The payment flow's answers (a check, a retry) are the order's newest state: the query takes them.
  const keyJson = JSON.stringify(key);
  const onOrder = useCallback((order: Order) => queries.setQueryData(JSON.parse(keyJson), order), [queries, keyJson]);

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
        <button type="button" className="button" onClick={() => void query.refetch()}>{labels.tryAgain}</button>
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
