/**
 * The frame of the bag's route handlers: who owns the bag (the signed-in member, else the browser's
 * device id — created and set as a cookie on the first visit), the pricing facts of the member (employee),
 * the request's country and language, and `BagError`s answered as `{ message, …details }` with their status.
 */
import 'server-only';
import type { NextResponse } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { findAccountById } from '@/commerce/accounts/accounts';
import { BagError, readBag, type BagContext, type BagOwner } from '@/commerce/bag/bag';
import { BagResponse } from '@/schemas/api/bag';
import { apiRoute, ok, type ApiRequest } from '../api/handler';
import { json } from '../api/respond';
import { COOKIES, cookieOptions } from '@/lib/cookies';
import { readSession } from '../auth/session';
import { requestDeviceId } from '../auth/answers';

export interface BagRequest<P> extends ApiRequest<P> {
  owner: BagOwner;
  ctx: BagContext;
}

/** The owner of the request's bag; `fresh` when the browser had no device id yet. */
async function ownerOf(request: Request): Promise<{ owner: BagOwner; isEmployee: boolean; fresh: boolean }> {
  const { deviceId, fresh } = requestDeviceId(request);
  const claims = await readSession(request);
  if (!claims) return { owner: { deviceId }, isEmployee: false, fresh };
  const account = await findAccountById(getPool(), claims.sub);
  if (!account) return { owner: { deviceId }, isEmployee: false, fresh };
  return { owner: { accountId: account.id, deviceId }, isEmployee: account.is_employee, fresh };
}

export function bagRoute<P extends Record<string, string | string[]> = Record<string, never>>(run: (input: BagRequest<P>) => Promise<NextResponse>) {
  return apiRoute<P>(async (input) => {
    const { owner, isEmployee, fresh } = await ownerOf(input.request);
    let response: NextResponse;
    try {
      response = await run({ ...input, owner, ctx: { country: input.locale.country, lang: input.locale.lang, isEmployee } });
    } catch (error) {
      if (!(error instanceof BagError)) throw error;
      response = json({ message: error.message, ...error.details }, { status: error.status });
    }
    if (fresh) response.cookies.set(COOKIES.deviceId.name, owner.deviceId, cookieOptions('deviceId'));
    return response;
  });
}

/** The bag as the answer, with an optional SPEC §8 success message for the shopper. */
export async function bagAnswer({ owner, ctx }: { owner: BagOwner; ctx: BagContext }, message?: string, status = 200): Promise<NextResponse> {
  return ok(BagResponse, { bag: await readBag(getPool(), owner, ctx), ...(message ? { message } : {}) }, { status });
}
