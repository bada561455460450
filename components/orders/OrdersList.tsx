'use client';

/**
 * The `/orders` page's island: the signed-in member's orders, newest first — number (a link to the order),
 * date, status and total. A guest (no session, or the API's 401) is sent to sign in with `return_to`
 * holding this page, as SPEC §2 has pages do.
 */
import { useCallback } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor } from '@/lib/money';
import { fullNavigation } from '../account/location';
import { apiKey } from '@/lib/api-client/query-keys';
import { useMemberLoad } from '../account/use-member-load';
import type { OrderContextProps, OrderLabels } from './labels';
import { formatDateTime } from './order-format';

export interface OrdersListProps extends OrderContextProps {
  labels: OrderLabels;
  /** Where a guest goes (a full navigation by default). */
  navigate?: (url: string) => void;
}

export function OrdersList({ labels, api, money, timeZone, paths, navigate = fullNavigation }: OrdersListProps) {
  const read = useCallback((signal: AbortSignal) => import('./order-api').then(({ orderApi }) => orderApi(api).orders(signal)), [api]);
  const { load, retry } = useMemberLoad(read, paths.signIn, navigate, apiKey('orders', api));

  if (load.state === 'loading') return <div className="skeleton order-skeleton order-skeleton--panel" role="status" aria-label={labels['list.loading']} />;
  if (load.state === 'failed') {
    return (
      <div role="alert">
        <p>{labels['list.loadFailed']}</p>
        <button type="button" className="button" onClick={retry}>{labels.tryAgain}</button>
      </div>
    );
  }
  if (!load.data.length) {
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
        {load.data.map((item) => (
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
