/**
 * Tests and stories of the booking islands: a fresh page query client for each test (no answer kept from the one
 * before), with the policy every island test has (SPEC §7's retries, no wait between them).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { testQueryClient } from '../query/testing/test-query-client';
import { setSessionCookie } from '../account/account.fixtures';
import { setBookingQueryClient } from './booking-queries';

export function freshBookingQueries() {
  const client = testQueryClient();
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
