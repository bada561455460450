'use client';

/**
 * A developer example of the order page (`/sandbox/order-examples/…`): the same components as the real
 * page, fed a fixture order; "Check status" answers the fixture as it stands and "Retry payment" issues
 * a fresh payment with the method's real lifetime, so every screen can be looked at and clicked through without a database.
 */
import { useState } from 'react';
import type { Order } from '@/schemas/api/orders';
import type { OrderContextProps, OrderLabels } from './labels';
import { OrderDetails } from './OrderDetails';
import type { PaymentServer } from './PaymentFlow';
import { paymentExpiry } from '@/lib/payments/lifetimes';

/** The example's server, which keeps the fixture: as it stands on a check, with a fresh payment on a retry. */
function fixtureServer(initial: Order): PaymentServer {
  let current = initial;
  return {
    check: async () => current,
    retry: async () => {
      current = {
        ...current,
        status: 'payment_pending',
        payment: { ...current.payment, id: current.payment.id + 1, state: 'pending', expiresAt: paymentExpiry(current.payment.method, new Date())?.toISOString() ?? null },
      };
      return current;
    },
  };
}

export function OrderExample({ order: initial, labels, money, timeZone, paths }: { order: Order; labels: OrderLabels } & Omit<OrderContextProps, 'api'>) {
  const [order, setOrder] = useState(initial);
  const [server] = useState(() => fixtureServer(initial));
  return <OrderDetails order={order} labels={labels} money={money} timeZone={timeZone} paths={paths} server={server} onOrder={setOrder} />;
}
