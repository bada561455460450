'use client';

/**
 * What every member page island does first (orders, reviews, beauty profile, bookings): a guest (no `jwt-data`
 * cookie, or the API's 401) is sent to sign in with `return_to` holding this page; otherwise `read` runs as a
 * query of the page's query layer (SPEC §7's retries for a passing failure, SPEC §9's stale time) and its
 * answer, or the failure, is the state. `retry` reads again; `set` puts a newer answer (a save's) in its place.
 */
import { useCallback, useEffect } from 'react';
import { ApiError } from '@/lib/api-client/client';
import type { ApiQueryKey } from '@/lib/api-client/query-keys';
import { loadState, useApiQuery, useIslandQueryClient } from '../query/use-api-query';
import { useHydrated } from '../hydration/useHydrated';
import { withQuery } from './location';
import { hasSession } from './session';

export type MemberLoad<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** `key` names the read in the page's query cache (`apiKey(path, locale)`); the read follows SPEC §7's retry policy. */
export function useMemberLoad<T>(read: (signal: AbortSignal) => Promise<T>, signIn: string, navigate: (url: string) => void, key: ApiQueryKey): { load: MemberLoad<T>; retry: () => void; set: (data: T) => void } {
  const hydrated = useHydrated();
  const session = hydrated && hasSession();
  const client = useIslandQueryClient();
  const query = useApiQuery(key, read, { enabled: session });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (hydrated && (!session || unauthorized)) navigate(withQuery(signIn, { return_to: window.location.pathname + window.location.search }));
  }, [hydrated, session, unauthorized, signIn, navigate]);

  const state = loadState(query);
  const load: MemberLoad<T> = state.state === 'ready' ? state : state.state === 'failed' && !unauthorized ? { state: 'failed' } : { state: 'loading' };
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // The key's parts, not the array (made anew each render), say which entry `set` writes.
  const keyJson = JSON.stringify(key);
  const set = useCallback((data: T) => client.setQueryData(JSON.parse(keyJson) as ApiQueryKey, data), [client, keyJson]);
  return { load, retry, set };
}
