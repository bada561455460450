/**
 * The accounts calls of the browser, through the project's one API client (standard headers, no retries).
 * A 401 on a signed-in request refreshes the login once under the auth-refresh lock (SPEC §4): the lock is
 * one per page, shared by every client made here, and refreshes with `POST auth/token` (client flow, the
 * HTTP-only cookies carry the refresh token).
 */
import { z } from 'zod';
import { createApiClient, type ApiClient } from '@/lib/api-client/client';
import { createRefreshLock } from '@/flows/auth-refresh/refresh-lock';
import { Account, AccountResponse, type RegisterInput } from '@/schemas/api/accounts';
import { hasSession } from './session';
import { apiKey } from '@/lib/api-client/query-keys';

export interface ApiLocale {
  country: string;
  language: string;
}

let lock: ReturnType<typeof createRefreshLock> | undefined;
const clients = new Map<string, ApiClient>();

function refreshLock(locale: ApiLocale) {
  if (!lock) {
    const plain = createApiClient(locale);
    lock = createRefreshLock({
      refresh: async () => {
        await plain.post('auth/token', { grant_type: 'refresh_token', flow: 'client' }, { refreshOnUnauthorized: false });
      },
      hasSession,
    });
  }
  return lock;
}

/**
 * After a 401 of a call made outside these clients (the editors' studio's own API): refreshes the login once under
 * the page's lock; true when the call may be retried.
 */
export const refreshAfterUnauthorized = (locale: ApiLocale, request: { startedAt: number }): Promise<boolean> => refreshLock(locale).onUnauthorized(request);

/** The API client of the browser for a country and language, refreshing the login under the lock on a 401. */
export function browserApiClient(locale: ApiLocale): ApiClient {
  const key = `${locale.country}|${locale.language}`;
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ ...locale, onUnauthorized: (request) => refreshLock(locale).onUnauthorized(request) });
    clients.set(key, client);
  }
  return client;
}

/** What the header shows of the account; a narrow view so an added field never breaks the menu. */
export const AccountSummary = z.object({
  account: Account.pick({ firstName: true, lastName: true, loyaltyPoints: true, loyaltyTier: true }),
});
export type AccountSummary = z.infer<typeof AccountSummary>['account'];

/** The page's account query (the header's menu, the review form's name): `AccountSummary`'s view of `GET account`. */
export const accountKey = (locale: ApiLocale) => apiKey('account', locale);

// Calls that answer a 401 as their result (wrong password, unknown identity) must not start a refresh.
const noRefresh = { refreshOnUnauthorized: false } as const;

export function accountApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  return {
    account: (signal?: AbortSignal) => client.get('account', { schema: AccountSummary, signal }).then((r) => r.account),
    /** The whole account (SPEC §3), for the data layer's user block. */
    fullAccount: (signal?: AbortSignal) => client.get('account', { schema: AccountResponse, signal }).then((r) => r.account),
    signIn: (body: { email: string; password: string }) => client.post('sessions', body, noRefresh),
    signOut: () => client.delete('sessions', noRefresh),
    register: (body: RegisterInput) => client.post('users', body, noRefresh),
    socialSignIn: (idToken: string) => client.post('auth/social', { provider: 'google', idToken }, noRefresh),
    requestPasswordReset: (email: string) => client.post<{ message: string }>('auth/password-reset', { email }, noRefresh),
    resetPassword: (body: { token: string; password: string; passwordConfirmation: string }) =>
      client.put<{ message: string }>('auth/password-reset', body, noRefresh),
    requestUnlock: (email: string) => client.post<{ message: string }>('users/unlock', { email }, noRefresh),
    unlock: (token: string) => client.put<{ message: string }>('users/unlock', { token }, noRefresh),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
