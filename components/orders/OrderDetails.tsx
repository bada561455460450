'use client';

/**
 * One order as its page shows it, around the payment flow: the state screen, the payment instructions,
 * and the details. Used by the order page's island (the API's order) and by the developer examples
 * (fixture orders); the server is what differs.
 */
import { useMemo } from 'react';
import { formatMinor } from '@/lib/money';
import type { Order } from '@/schemas/api/orders';
import type { OrderContextProps, OrderLabels } from './labels';
import { OrderScreen } from './OrderScreen';
import { OrderView } from './OrderView';
import { shownStatus } from './order-status';
import { PaymentFlow, usePaymentFlow, type PaymentServer } from './PaymentFlow';
import { PaymentInstructions } from './PaymentInstructions';

export interface OrderDetailsProps extends Pick<OrderContextProps, 'money' | 'timeZone' | 'paths'> {
  order: Order;
  labels: OrderLabels;
  server: PaymentServer;
  onOrder: (order: Order) => void;
}

function Body({ order, labels, money, timeZone, paths }: Omit<OrderDetailsProps, 'server' | 'onOrder'>) {
  const { state } = usePaymentFlow();
  const formats = useMemo(() => {
    const percent = new Intl.NumberFormat(money.locale, { style: 'percent', maximumFractionDigits: 2 });
    return {
      price: (amount: number) => formatMinor(amount, order.currency, money),
      percent: (value: number) => percent.format(value / 100),
      dates: { locale: money.locale, timeZone },
    };
  }, [money, order.currency, timeZone]);
  return (
    <div className="order-page__body">
      <OrderScreen order={order} labels={labels} />
      <PaymentInstructions order={order} labels={labels} price={formats.price} dates={formats.dates} paths={paths} />
      <OrderView order={order} status={shownStatus(state, order.status)} labels={labels} price={formats.price} dates={formats.dates} percent={formats.percent} />
    </div>
  );
}

export function OrderDetails({ server, onOrder, ...props }: OrderDetailsProps) {
  return (
    <PaymentFlow order={props.order} server={server} onOrder={onOrder}>
      <Body {...props} />
    </PaymentFlow>
  );
}
