/**
 * The order page's payment flow (issue 7, SPEC §4): awaiting payment → checking → paid | expired →
 * retrying → awaiting payment again; failed and blocked end the flow until a retry. A QR payment expires on
 * its own after `expiresInMs` (a named delay, so tests drive it with a simulated clock); "Check status" asks
 * the server; a retry asks for a new payment. The I/O is two actors provided by the page:
 * `checkStatus` (→ the order's payment state) and `retryPayment` (→ the new payment's expiry).
 */
import { assign, fromPromise, setup } from 'xstate';

export type PaymentState = 'pending' | 'paid' | 'expired' | 'failed' | 'blocked' | 'cancelled';

export interface PaymentContext {
  /** The payment's state when the page opened. */
  opened: PaymentState;
  /** Milliseconds until the current payment expires (null: it does not, e.g. a card session). */
  expiresInMs: number | null;
  /** The server's last answer that did not settle the flow, for the page to show. */
  error: string | null;
  checks: number;
}

export type PaymentEvent = { type: 'CHECK_STATUS' } | { type: 'RETRY' } | { type: 'SERVER_STATE'; state: PaymentState };

export interface PaymentInput {
  state: PaymentState;
  expiresInMs: number | null;
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    checkStatus: fromPromise<PaymentState>(async () => {
      throw new Error('checkStatus is provided by the page');
    }),
    retryPayment: fromPromise<{ expiresInMs: number | null }>(async () => {
      throw new Error('retryPayment is provided by the page');
    }),
  },
  delays: {
    qrExpiry: ({ context }) => Math.max(0, context.expiresInMs ?? 0),
  },
  guards: {
    expires: ({ context }) => context.expiresInMs !== null,
    isPaid: (_, state: PaymentState) => state === 'paid',
    isExpired: (_, state: PaymentState) => state === 'expired',
    isFailed: (_, state: PaymentState) => state === 'failed' || state === 'cancelled',
    isBlocked: (_, state: PaymentState) => state === 'blocked',
  },
  actions: {
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: (_, message: string) => message }),
    takeNewPayment: assign({ expiresInMs: (_, payment: { expiresInMs: number | null }) => payment.expiresInMs }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ opened: input.state, expiresInMs: input.expiresInMs, error: null, checks: 0 }),
  initial: 'routing',
  states: {
    /** Where the order's payment already stands when the page opens. */
    routing: {
      always: [
        { guard: { type: 'isPaid', params: ({ context }) => openedState(context) }, target: 'paid' },
        { guard: { type: 'isExpired', params: ({ context }) => openedState(context) }, target: 'expired' },
        { guard: { type: 'isFailed', params: ({ context }) => openedState(context) }, target: 'failed' },
        { guard: { type: 'isBlocked', params: ({ context }) => openedState(context) }, target: 'blocked' },
        { target: 'awaitingPayment' },
      ],
    },
    awaitingPayment: {
      after: { qrExpiry: { guard: 'expires', target: 'expired' } },
      on: {
        CHECK_STATUS: 'checking',
        SERVER_STATE: [
          { guard: { type: 'isPaid', params: ({ event }) => event.state }, target: 'paid' },
          { guard: { type: 'isExpired', params: ({ event }) => event.state }, target: 'expired' },
          { guard: { type: 'isFailed', params: ({ event }) => event.state }, target: 'failed' },
          { guard: { type: 'isBlocked', params: ({ event }) => event.state }, target: 'blocked' },
        ],
      },
    },
    checking: {
      entry: ['countCheck', 'clearError'],
      invoke: {
        src: 'checkStatus',
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => event.output }, target: 'paid' },
          { guard: { type: 'isExpired', params: ({ event }) => event.output }, target: 'expired' },
          { guard: { type: 'isFailed', params: ({ event }) => event.output }, target: 'failed' },
          { guard: { type: 'isBlocked', params: ({ event }) => event.output }, target: 'blocked' },
          { target: 'awaitingPayment' },
        ],
        onError: { target: 'awaitingPayment', actions: { type: 'rememberError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    expired: { on: { RETRY: 'retrying', CHECK_STATUS: 'checking' } },
    failed: { on: { RETRY: 'retrying', CHECK_STATUS: 'checking' } },
    retrying: {
      entry: 'clearError',
      invoke: {
        src: 'retryPayment',
        onDone: { target: 'awaitingPayment', actions: { type: 'takeNewPayment', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => messageOf(event.error) } },
      },
    },
    paid: { type: 'final' },
    blocked: { type: 'final' },
  },
});

/** The state the page opened in; a pending payment whose time is already up counts as expired. */
function openedState(context: PaymentContext): PaymentState {
  return context.opened === 'pending' && context.expiresInMs !== null && context.expiresInMs <= 0 ? 'expired' : context.opened;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
