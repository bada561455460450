'use client';

/**
 * The booking islands' reads through TanStack Query (the app's `createQueryClient`: SPEC §7's retry policy and
 * §9's stale time) on the page's one query client, shared by every island on it, so a booking, a reschedule or a
 * cancellation invalidates what it changed — the slots and the activities' "places left" — and every island
 * showing them reads them again. Keys start with `booking` and the API locale (answers are per country and
 * language).
 */
import { useEffect, useState } from 'react';
import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api-client/query-client';
import { pageQueryClient, replacePageQueryClient } from '../query/page-client';
import { ApiError } from '@/lib/api-client/client';
import type { ApiLocale } from '../account/account-api';
import { withQuery } from '../account/location';
import { hasSession } from '../account/session';
import { loadBookingApi } from './labels';
import type { BookingApi } from './booking-api';

/**
 * The booking islands' client: the page's one query client (`pageQueryClient`, shared with every other island).
 * On the server (islands render there too, without fetching) a fresh one per call, so no answer is ever shared
 * between requests.
 */
export function bookingQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return pageQueryClient();
}

/** Tests and stories: the client the next renders use (a fresh one, or the app's default when none is given). */
export function setBookingQueryClient(client?: QueryClient): void {
  replacePageQueryClient(client);
}

/** What the islands read, by kind; `changed` are the reads a booking, reschedule or cancellation makes stale. */
export const bookingKeys = {
  all: ['booking'] as const,
  of: (api: ApiLocale, ...rest: unknown[]): QueryKey => ['booking', rest[0], api.country, api.language, ...rest.slice(1)],
  changed: [['booking', 'slots'], ['booking', 'activity'], ['booking', 'activities'], ['booking', 'reservations']] as const,
};

/** The booking calls of this locale (the lazy chunk), for a query's `queryFn`. */
export const callsFor = (api: ApiLocale): Promise<BookingApi> => loadBookingApi().then((m) => m.bookingApi(api));

/** After a booking, reschedule or cancellation: every slot list, activity ("places left") and booking list reads again. */
export function refreshAfterBookingChange(client: QueryClient = bookingQueryClient()): Promise<void> {
  return Promise.all(bookingKeys.changed.map((queryKey) => client.invalidateQueries({ queryKey: [...queryKey] }))).then(() => undefined);
}

/** The page's booking query client, for an island's mutations and reads. */
export function useBookingClient(): QueryClient {
  const [client] = useState(bookingQueryClient);
  return client;
}

/** A read of a booking island, on the page's booking client. */
export function useBookingQuery<T>(queryKey: QueryKey, read: (calls: BookingApi, signal: AbortSignal) => Promise<T>, api: ApiLocale, enabled = true) {
  const client = useBookingClient();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => callsFor(api).then((calls) => read(calls, signal)), enabled }, client);
  /** Shows the loading state and reads again (what `LoadFailed`'s button does). */
  const retry = () => void client.resetQueries({ queryKey, exact: true });
  return { query, retry, client };
}

/**
 * A member's read (their bookings, one booking): a guest — no `jwt-data` cookie, or the API's 401 — is sent to
 * sign in with `return_to` holding this page, and nothing is read.
 */
export function useMemberBookingQuery<T>(queryKey: QueryKey, read: (calls: BookingApi, signal: AbortSignal) => Promise<T>, api: ApiLocale, signIn: string, navigate: (url: string) => void) {
  // Cookies exist only in the browser; the server renders the loading state either way.
  const [signedIn] = useState(() => typeof document !== 'undefined' && hasSession());
  const result = useBookingQuery(queryKey, read, api, signedIn);
  const unauthorized = result.query.error instanceof ApiError && result.query.error.status === 401;
  useEffect(() => {
    if (!signedIn || unauthorized) navigate(withQuery(signIn, { return_to: window.location.pathname + window.location.search }));
  }, [signedIn, unauthorized, navigate, signIn]);
  return result;
}
