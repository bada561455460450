'use client';

/**
 * The order page's payment actor (flows/payment) for one order: `createActorContext`, with the flow's two
 * actors provided here through `machine.provide()` — "Check status" asks the server for the order as it
 * stands, "Retry payment" asks for a new payment — both handing the fresh order to the page (`onOrder`).
 * The server is passed in, so the developer examples and tests run the same flow on fixtures.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { paymentMachine, type PaymentStatus } from '@/flows/payment/payment.machine';
import type { Order } from '@/schemas/api/orders';
import { expiresInMs, paymentStateOf, type FlowState } from './order-status';

/** Which order the flow pays: its number and payment method (neither changes on a retry). */
export interface OrderRef {
  number: string;
  method: Order['payment']['method'];
}

export interface PaymentServer {
  /** The order as it stands now. */
  check(order: OrderRef): Promise<Order>;
  /** A new payment for the order; answers the order with it. */
  retry(order: OrderRef): Promise<Order>;
}

export const PaymentFlowContext = createActorContext(paymentMachine);

/** The flow with its actors: each asks the server, hands the fresh order to the page, and tells the flow where the payment stands. */
function paymentLogic(server: PaymentServer, order: OrderRef, onOrder: (order: Order) => void) {
  return paymentMachine.provide({
    actors: {
      checkStatus: fromPromise<PaymentStatus>(async () => {
        const fresh = await server.check(order);
        onOrder(fresh);
        return { state: paymentStateOf(fresh), expiresInMs: expiresInMs(fresh, Date.now()) };
      }),
      retryPayment: fromPromise(async () => {
        const fresh = await server.retry(order);
        onOrder(fresh);
        return { expiresInMs: expiresInMs(fresh, Date.now()) };
      }),
    },
  });
}

const flowInput = (order: Order) => ({ state: paymentStateOf(order), expiresInMs: expiresInMs(order, Date.now()) });

/** `onOrder` must be stable (a state setter): the actor is made once per order. */
export function PaymentFlow({ order, server, onOrder, children }: { order: Order; server: PaymentServer; onOrder: (order: Order) => void; children: ReactNode }) {
  const { number } = order;
  const { method } = order.payment;
  const logic = useMemo(() => paymentLogic(server, { number, method }, onOrder), [server, number, method, onOrder]);
  const [input] = useState(() => flowInput(order));
  return (
    <PaymentFlowContext.Provider key={number} logic={logic} options={{ input }}>
      {children}
    </PaymentFlowContext.Provider>
  );
}

/** The flow's state name and its last error, for the page's parts. */
export function usePaymentFlow(): { state: FlowState; error: string | null; checks: number; send: ReturnType<typeof PaymentFlowContext.useActorRef>['send'] } {
  const state = PaymentFlowContext.useSelector((s) => s.value as FlowState);
  const error = PaymentFlowContext.useSelector((s) => s.context.error);
  const checks = PaymentFlowContext.useSelector((s) => s.context.checks);
  const { send } = PaymentFlowContext.useActorRef();
  return { state, error, checks, send };
}
