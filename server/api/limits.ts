/**
 * The rate limits as route handlers apply them (issue 20): the limiter of the process's pool
 * (commerce/limits), the request's address to count per-address limits under, and the 429 answer.
 */
import 'server-only';
import type { NextResponse } from 'next/server';
import { getPool } from '@/commerce/db/pool';
import { consumeAll, LimitReached, limiterFor, refundAll, type LimitName } from '@/commerce/limits/limits';
import { catalogues } from '@/lib/i18n/catalogues';
import type { LanguageCode } from '@/config/countries/types';
import { jsonError } from './respond';
import { limitedAddress } from './client-address';
import { countRateLimited } from '@/lib/metrics';

export type LimitChecks = ReadonlyArray<readonly [LimitName, string | undefined]>;

/** 429 with `Retry-After` and the message in the request's language. */
export function tooManyRequests(lang: LanguageCode, retryAfterSeconds: number): NextResponse {
  const response = jsonError(429, catalogues[lang]['api.tooManyRequests'], { retryAfterSeconds });
  response.headers.set('retry-after', String(retryAfterSeconds));
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** The address the request's per-address limits count under (undefined: not counted). */
export const requestAddress = limitedAddress;

/**
 * Counts one try under each check; the 429 answer when one is past its limit, else undefined (go on).
 * Checks whose key is undefined (an unknown address) are not counted.
 */
export async function limit(lang: LanguageCode, checks: LimitChecks): Promise<NextResponse | undefined> {
  try {
    await consumeAll(limiterFor(getPool()), checks);
    return undefined;
  } catch (error) {
    if (error instanceof LimitReached) {
      countRateLimited(error.limit);
      return tooManyRequests(lang, error.retryAfterSeconds);
    }
    throw error;
  }
}

/**
 * Counts only failed guesses (promo and gift-card codes): one try is counted under each check before `attempt`
 * runs (so concurrent guesses cannot slip past the limit), then given back when its answer is a success. An
 * attempt that throws stays counted.
 */
export async function limitGuesses(lang: LanguageCode, checks: LimitChecks, attempt: () => Promise<NextResponse>): Promise<NextResponse> {
  const limited = await limit(lang, checks);
  if (limited) return limited;
  const answer = await attempt();
  if (answer.status < 400) await refundAll(limiterFor(getPool()), checks);
  return answer;
}
