/** The app's QueryClient defaults. No React here, so it can be imported lazily or on the server. */
import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from './retry';

/** SPEC §9: query cache stale time 5 minutes. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery, retryDelay },
      // Writes are never repeated automatically; a repeated order or cart change must be the user's choice.
      mutations: { retry: false },
    },
  });
}
