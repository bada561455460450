/**
 * Connects the auth-refresh machine to the API client: `onUnauthorized` for `createApiClient`. The
 * refresh itself and the session check are injected, so the same lock serves the browser (client flow,
 * reads `jwt-data` from document.cookie) and the server (server flow).
 */
import { createActor, fromPromise } from 'xstate';
import { authRefreshMachine } from './auth-refresh.machine';

export interface RefreshLockOptions {
  /** Performs the token refresh; rejects when it is refused. */
  refresh: () => Promise<void>;
  /** Whether a session exists (the `jwt-data` cookie); without one, a 401 is final. */
  hasSession: () => boolean;
}

export function createRefreshLock({ refresh, hasSession }: RefreshLockOptions) {
  const actor = createActor(
    authRefreshMachine.provide({
      actors: { refreshTokens: fromPromise(refresh) },
      guards: { hasSession: () => hasSession() },
    }),
  ).start();
  return {
    onUnauthorized: ({ startedAt }: { startedAt: number }) =>
      new Promise<boolean>((settle) => actor.send({ type: 'UNAUTHORIZED', startedAt, settle })),
    /** How many refreshes have succeeded (for diagnostics and tests). */
    refreshCount: () => actor.getSnapshot().context.refreshCount,
    stop: () => actor.stop(),
  };
}
