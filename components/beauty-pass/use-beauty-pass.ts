'use client';

/**
 * The member's Beauty Pass as the dashboard, the points summary and the expiry popup read it (`GET beauty-pass`,
 * one query of the page's query layer, so they share one answer) after hydration: `guest` without a session or
 * on the API's 401, `failed` (with `retry`) on any other failure once SPEC §7's retries are spent.
 */
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { apiKey } from '@/lib/api-client/query-keys';
import type { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import type { ApiLocale } from '../account/account-api';
import { hasSession } from '../account/session';
import { useHydrated } from '../hydration/useHydrated';
import { loadState, useApiQuery } from '../query/use-api-query';

export type BeautyPassLoad = { state: 'loading' } | { state: 'guest' } | { state: 'failed' } | { state: 'ready'; pass: BeautyPassResponse };

export type LoadPass = (signal: AbortSignal) => Promise<BeautyPassResponse>;

export const beautyPassKey = (api: ApiLocale) => apiKey('beauty-pass', api);

export const readBeautyPass = (api: ApiLocale): LoadPass => (signal) => import('./beauty-pass-api').then(({ beautyPassApi }) => beautyPassApi(api).beautyPass(signal));

export function useBeautyPass(api: ApiLocale, load?: LoadPass): [BeautyPassLoad, () => void] {
  const hydrated = useHydrated();
  // Without a session there is nothing to ask: a guest at once (SPEC §6). Tests pass their own read.
  const ask = hydrated && (load !== undefined || hasSession());
  const query = useApiQuery(beautyPassKey(api), load ?? readBeautyPass(api), { enabled: ask });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state = loadState(query);
  if (hydrated && !ask) return [{ state: 'guest' }, retry];
  if (state.state === 'ready') return [{ state: 'ready', pass: state.data }, retry];
  if (state.state === 'failed') return [state.error instanceof ApiError && state.error.status === 401 ? { state: 'guest' } : { state: 'failed' }, retry];
  return [{ state: 'loading' }, retry];
}
