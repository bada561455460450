/**
 * Tests and stories of the booking islands: a fresh booking query client for each test (no answer kept from the
 * one before), with the app's defaults but no automatic retries, so a failed read shows its retry at once.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createQueryClient } from '@/lib/api-client/query-client';
import { setSessionCookie } from '../account/account.fixtures';
import { setBookingQueryClient } from './booking-queries';

export function freshBookingQueries() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  setBookingQueryClient(client);
  return client;
}

/** A booking island test file's set-up: a member's session and fresh queries per test; everything undone after. */
export function memberIslandTests() {
  beforeEach(() => {
    freshBookingQueries();
    setSessionCookie(true);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSessionCookie(false);
  });
}
