/**
 * Retry policy of the query layer (SPEC §7): at most 3 retries, only for transient HTTP statuses
 * and for network failures.
 *
 * Network failures: fetch rejects with a bare TypeError both for a dropped connection and for a
 * programming bug, so a raw TypeError is NOT retried. The API client wraps genuine transport
 * failures in {@link NetworkError}, and those are retried like a 503 (queries are reads, so
 * repeating them is safe). Aborts are never retried.
 */
import { ApiError, NetworkError } from './client';

export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const MAX_QUERY_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

export function isRetryableError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && RETRYABLE_STATUSES.includes(error.status);
}

/**
 * TanStack Query `retry` callback. `failureCount` is the number of retries already made (0 on the
 * first failure), so this allows retries 1, 2 and 3 and refuses the fourth.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableError(error);
}

/** Delay before retry number `attempt + 1`: 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  const exponent = Number.isNaN(attempt) ? 0 : Math.max(0, Math.floor(attempt));
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** exponent, RETRY_MAX_DELAY_MS);
}
