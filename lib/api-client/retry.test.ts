// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, ResponseValidationError } from './client';
import {
  MAX_QUERY_RETRIES,
  RETRYABLE_STATUSES,
  RETRY_MAX_DELAY_MS,
  isRetryableError,
  retryDelay,
  shouldRetryQuery,
} from './retry';

describe('shouldRetryQuery', () => {
  it('lists exactly the SPEC §7 statuses and a maximum of 3', () => {
    expect([...RETRYABLE_STATUSES]).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(MAX_QUERY_RETRIES).toBe(3);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, null))).toBe(true);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry %i', (status) => {
    expect(shouldRetryQuery(0, new ApiError(status, null))).toBe(false);
  });

  it.each([408, 503])('allows at most 3 retries of %i', (status) => {
    const error = new ApiError(status, null);
    const allowed = [0, 1, 2, 3, 4, 10].map((failures) => shouldRetryQuery(failures, error));
    expect(allowed).toEqual([true, true, true, false, false, false]);
  });

  it('retries network errors from the client, up to 3 times', () => {
    const error = new NetworkError('GET', '/x', new TypeError('fetch failed'));
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
  });

  it('does not retry bare errors, schema mismatches or aborts', () => {
    expect(isRetryableError(new TypeError('x is not a function'))).toBe(false);
    expect(isRetryableError(new Error('boom'))).toBe(false);
    expect(isRetryableError(new ResponseValidationError('bad shape', {}))).toBe(false);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRetryableError({ status: 503 })).toBe(false);
    expect(isRetryableError(undefined)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from one second and is capped', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(20)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelay(Number.POSITIVE_INFINITY)).toBe(RETRY_MAX_DELAY_MS);
    expect(retryDelay(Number.NaN)).toBe(1000);
    expect(retryDelay(-1)).toBe(1000);
  });
});
