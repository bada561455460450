'use client';

/**
 * The hooks every island reads and writes with (TanStack Query on the page's client, or the client of a
 * `QueryClientProvider` above, which tests and stories use). Reads are keyed by `apiKey` and follow the
 * page client's policy: SPEC §7's retries for reads, none for writes, SPEC §9's 5-minute stale time.
 */
import { useContext } from 'react';
import { keepPreviousData, QueryClientContext, useMutation, useQuery, type QueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import type { ApiQueryKey } from '@/lib/api-client/query-keys';
import { pageQueryClient } from './page-client';

export function useIslandQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? pageQueryClient();
}

export interface ApiQueryOptions {
  /** False until the read may be made (a session, a choice); nothing is asked meanwhile. */
  enabled?: boolean;
  /** Keep showing the previous key's answer while a new key loads (a bag that changed, a longer query). */
  keepPrevious?: boolean;
}

export function useApiQuery<T>(key: ApiQueryKey, read: (signal: AbortSignal) => Promise<T>, { enabled = true, keepPrevious = false }: ApiQueryOptions = {}): UseQueryResult<T> {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => read(signal), enabled, placeholderData: keepPrevious ? keepPreviousData : undefined }, useIslandQueryClient());
}

/**
 * What an island shows of a read: `loading` (first load, its retries, and a retry the shopper asked for
 * after a failure), `failed` with the error, or `ready`.
 */
export type LoadState<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; data: T };

export function loadState<T>(query: UseQueryResult<T>): LoadState<T> {
  if (query.isSuccess) return { state: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { state: 'failed', error: query.error };
  return { state: 'loading' };
}

/** A write as a mutation (never retried: SPEC §7); `onSuccess` sets or invalidates what it changed. */
export function useApiMutation<T, V = void>(write: (vars: V) => Promise<T>, onSuccess?: (data: T, vars: V, client: QueryClient) => unknown): UseMutationResult<T, unknown, V> {
  const client = useIslandQueryClient();
  return useMutation({ mutationFn: write, onSuccess: onSuccess && ((data, vars) => onSuccess(data, vars, client)) }, client);
}
