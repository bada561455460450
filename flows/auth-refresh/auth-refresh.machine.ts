/**
 * SPEC §4: on a 401 while the `jwt-data` cookie exists, ONE token refresh runs under a lock; requests
 * that hit 401 meanwhile wait for it and then retry once; without a session nothing is refreshed.
 *
 * States: idle → refreshing → idle. Each waiting request is an `UNAUTHORIZED` event carrying a `settle`
 * callback; the machine settles every waiter with the refresh's outcome. A 401 for a request that
 * started before the last successful refresh retries at once (its token was already replaced).
 */
import { assign, fromPromise, setup } from 'xstate';

export type Settle = (refreshed: boolean) => void;

export interface AuthRefreshContext {
  waiters: Settle[];
  /** When the last successful refresh finished (epoch ms), 0 before any. */
  refreshedAt: number;
  refreshCount: number;
}

export type AuthRefreshEvent = { type: 'UNAUTHORIZED'; startedAt: number; settle: Settle };

export const authRefreshMachine = setup({
  types: {
    context: {} as AuthRefreshContext,
    events: {} as AuthRefreshEvent,
  },
  actors: {
    // Provided by the app (`machine.provide`): performs POST auth/token and resolves when the new tokens
    // are in place; rejects when the refresh token is refused.
    refreshTokens: fromPromise<void>(async () => {
      throw new Error('refreshTokens actor not provided');
    }),
  },
  guards: {
    // Provided by the app: whether the `jwt-data` cookie exists (the only case in which to refresh).
    hasSession: () => true,
    tokenAlreadyReplaced: ({ context, event }) => context.refreshedAt > 0 && event.startedAt < context.refreshedAt,
  },
  actions: {
    retryNow: ({ event }) => event.settle(true),
    giveUp: ({ event }) => event.settle(false),
    addWaiter: assign({ waiters: ({ context, event }) => [...context.waiters, event.settle] }),
    settleRefreshed: assign(({ context }) => {
      context.waiters.forEach((settle) => settle(true));
      return { waiters: [], refreshedAt: Date.now(), refreshCount: context.refreshCount + 1 };
    }),
    settleFailed: assign(({ context }) => {
      context.waiters.forEach((settle) => settle(false));
      return { waiters: [] };
    }),
  },
}).createMachine({
  id: 'authRefresh',
  context: { waiters: [], refreshedAt: 0, refreshCount: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        UNAUTHORIZED: [
          { guard: 'tokenAlreadyReplaced', actions: 'retryNow' },
          { guard: { type: 'hasSession' }, target: 'refreshing', actions: 'addWaiter' },
          { actions: 'giveUp' },
        ],
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshTokens',
        onDone: { target: 'idle', actions: 'settleRefreshed' },
        onError: { target: 'idle', actions: 'settleFailed' },
      },
      on: { UNAUTHORIZED: { actions: 'addWaiter' } },
    },
  },
});
