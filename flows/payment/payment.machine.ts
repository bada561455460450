/**
 * The order page's payment flow (issue 7, SPEC §4): awaiting payment → checking → paid | expired →
 * retrying → awaiting payment again; failed and blocked end the flow until a retry. A QR payment expires on
 * its own after `expiresInMs` (a named delay, so tests drive it with a simulated clock); "Check status" asks
 * the server; a retry asks for a new payment. The I/O is two actors provided by the page:
 * `checkStatus` (→ the order's payment state) and `retryPayment` (→ the new payment's expiry).
 * A payment the provider holds for a fraud check is `review`: no QR to pay any more (it has been paid),
 * no expiry, only "Check status" until the provider settles it.
 */
import { assign, fromPromise, setup } from 'xstate';

export type PaymentState = 'pending' | 'review' | 'paid' | 'expired' | 'failed' | 'blocked' | 'cancelled';

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

/** What "Check status" learns: the state, and (when it still runs) the time left on the current payment. */
export type PaymentStatus = PaymentState | { state: PaymentState; expiresInMs: number | null };

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
    checkStatus: fromPromise<PaymentStatus>(async () => {
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
    isReview: (_, state: PaymentState) => state === 'review',
  },
  actions: {
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: (_, message: string) => message }),
    takeNewPayment: assign({ expiresInMs: (_, payment: { expiresInMs: number | null }) => payment.expiresInMs }),
    /** A check that tells the time left restarts the expiry from the server's word (a timer restarted on a stale value would run late). */
    takeRemaining: assign({ expiresInMs: ({ context }, status: PaymentStatus) => (typeof status === 'string' ? context.expiresInMs : status.expiresInMs) }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ opened: input.state, expiresInMs: input.expiresInMs, error: null, checks: 0 }),
  initial: 'routing',
  states: {
    /** Where the order's payment already stands when the page opens. */
    routing: {
      always: [
        ...settleOn(({ context }: { context: PaymentContext }) => openedState(context)),
        { target: 'awaitingPayment' },
      ],
    },
    awaitingPayment: {
      after: { qrExpiry: { guard: 'expires', target: 'expired' } },
      on: {
        CHECK_STATUS: 'checking',
        SERVER_STATE: settleOn(serverState),
      },
    },
    /** Paid, and held by the provider's fraud check: nothing to pay, nothing expires; the shopper can only ask. */
    underReview: {
      on: {
        CHECK_STATUS: 'checking',
        SERVER_STATE: settleOn(serverState),
      },
    },
    checking: {
      entry: ['countCheck', 'clearError'],
      invoke: {
        src: 'checkStatus',
        onDone: [
          ...settleOn(({ event }: { event: { output: PaymentStatus } }) => stateOf(event.output)),
          { target: 'awaitingPayment', actions: { type: 'takeRemaining', params: ({ event }) => event.output } },
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

/**
 * The transitions to where a payment state leads — paid, expired, failed, blocked or under review — with
 * the state read from what the transition has (the opened order, a server event, a check's answer).
 */
function settleOn<A>(read: (args: A) => PaymentState) {
  return [
    { guard: { type: 'isPaid', params: read }, target: 'paid' },
    { guard: { type: 'isExpired', params: read }, target: 'expired' },
    { guard: { type: 'isFailed', params: read }, target: 'failed' },
    { guard: { type: 'isBlocked', params: read }, target: 'blocked' },
    { guard: { type: 'isReview', params: read }, target: 'underReview' },
  ] as const;
}

function serverState({ event }: { event: PaymentEvent }): PaymentState {
  return event.type === 'SERVER_STATE' ? event.state : 'pending';
}

/** The state the page opened in; a pending payment whose time is already up counts as expired. */
function openedState(context: PaymentContext): PaymentState {
  return context.opened === 'pending' && context.expiresInMs !== null && context.expiresInMs <= 0 ? 'expired' : context.opened;
}

function stateOf(status: PaymentStatus): PaymentState {
  return typeof status === 'string' ? status : status.state;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
