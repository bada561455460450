'use client';

/**
 * The `/orders` page's island: the signed-in member's orders, newest first — number (a link to the order),
 * date, status and total. A guest (no session, or the API's 401) is sent to sign in with `return_to`
 * holding this page, as SPEC §2 has pages do.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client/client';
import { fill } from '../../lib/i18n/plural-templates';
import { formatMinor } from '../../lib/money';
import type { OrdersResponse } from '../../schemas/api/orders';
import type { z } from 'zod';
import { fullNavigation, withQuery } from '../account/location';
import { hasSession } from '../account/session';
import type { OrderContextProps, OrderLabels } from './labels';
import { formatDateTime } from './order-format';

type Summary = z.infer<typeof OrdersResponse>['items'][number];
type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: Summary[] };

export interface OrdersListProps extends OrderContextProps {
  labels: OrderLabels;
  /** Where a guest goes (a full navigation by default). */
  navigate?: (url: string) => void;
}

export function OrdersList({ labels, api, money, timeZone, paths, navigate = fullNavigation }: OrdersListProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const toSignIn = () => navigate(withQuery(paths.signIn, { return_to: window.location.pathname + window.location.search }));
    if (!hasSession()) {
      toSignIn();
      return;
    }
    const controller = new AbortController();
    import('./order-api')
      .then(({ orderApi }) => orderApi(api).orders(controller.signal))
      .then((items) => setLoad({ state: 'ready', items }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) toSignIn();
        else setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api, paths.signIn, navigate, attempt]);

  if (load.state === 'loading') return <div className="skeleton order-skeleton order-skeleton--panel" role="status" aria-label={labels['list.loading']} />;
  if (load.state === 'failed') {
    return (
      <div role="alert">
        <p>{labels['list.loadFailed']}</p>
        <button type="button" className="button" onClick={() => { setLoad({ state: 'loading' }); setAttempt((n) => n + 1); }}>{labels.tryAgain}</button>
      </div>
    );
  }
  if (!load.items.length) {
    return (
      <div className="bag-empty">
        <p>{labels['list.empty']}</p>
        <a className="button" href={paths.newArrivals}>{labels['list.shop']}</a>
      </div>
    );
  }
  const dates = { locale: money.locale, timeZone };
  return (
    <table className="orders-table">
      <caption className="visually-hidden">{labels['list.caption']}</caption>
      <thead>
        <tr>
          <th scope="col">{labels['field.number']}</th>
          <th scope="col">{labels['field.date']}</th>
          <th scope="col">{labels['field.status']}</th>
          <th scope="col">{labels['totals.total']}</th>
        </tr>
      </thead>
      <tbody>
        {load.items.map((item) => (
          <tr key={item.number}>
            <th scope="row">
              <a href={fill(paths.order, { number: item.number })} aria-label={fill(labels['list.view'], { number: item.number })}>{item.number}</a>
            </th>
            <td>{formatDateTime(item.createdAt, dates)}</td>
            <td><span className="order-status" data-status={item.status}>{labels[`status.${item.status}`]}</span></td>
            <td>{formatMinor(item.total, item.currency, money)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
