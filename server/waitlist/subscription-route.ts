/**
 * The frame of the waitlist and notify-me routes: a signed-in member (401 otherwise, "Please sign in to
 * continue"), the request's country and language, and `SubscriptionError`s answered with their status.
 */
import 'server-only';
import type { NextResponse } from 'next/server';
import type pg from 'pg';
import { getPool } from '@/commerce/db/pool';
import { listSubscriptions, SubscriptionError, type SubscriptionKind } from '@/commerce/waitlist/subscriptions';
import { SubscriptionsResponse } from '@/schemas/api/bag';
import { apiRoute, ok, type ApiRequest } from '../api/handler';
import { jsonError } from '../api/respond';
import { currentAccount } from '../auth/answers';

export interface MemberRequest extends ApiRequest<Record<string, never>> {
  pool: pg.Pool;
  accountId: string;
}

export function memberRoute(run: (input: MemberRequest) => Promise<NextResponse>) {
  return apiRoute(async (input) => {
    const pool = getPool();
    const current = await currentAccount(pool, input.request);
    if (!current.ok) return current.response;
    try {
      return await run({ ...input, pool, accountId: current.account.id });
    } catch (error) {
      if (error instanceof SubscriptionError) return jsonError(error.status, error.message);
      throw error;
    }
  });
}

/** `GET notification-subscription` and `GET notification-subscription/subscribe` (SPEC §7 list): the member's subscriptions. */
export const listSubscriptionsRoute = memberRoute(async (input) => subscriptionsAnswer(input));

/** The member's subscriptions in the request's country as the answer. */
export async function subscriptionsAnswer({ pool, accountId, locale }: MemberRequest, kind?: SubscriptionKind, message?: string): Promise<NextResponse> {
  const items = await listSubscriptions(pool, accountId, locale.country.code, locale.lang, kind);
  return ok(SubscriptionsResponse, { items, ...(message ? { message } : {}) });
}
