'use client';

/**
 * The member's Beauty Pass as the dashboard and the points summary read it (`GET beauty-pass`) after
 * hydration: `guest` without a session or on the API's 401, `failed` (with `retry`) on any other failure.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client/client';
import type { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import type { ApiLocale } from '../account/account-api';
import { hasSession } from '../account/session';

export type BeautyPassLoad = { state: 'loading' } | { state: 'guest' } | { state: 'failed' } | { state: 'ready'; pass: BeautyPassResponse };

export type LoadPass = (signal: AbortSignal) => Promise<BeautyPassResponse>;

const NO_SESSION = Symbol('no session');

const fromApi = (api: ApiLocale): LoadPass => (signal) => import('./beauty-pass-api').then(({ beautyPassApi }) => beautyPassApi(api).beautyPass(signal));

export function useBeautyPass(api: ApiLocale, load?: LoadPass): [BeautyPassLoad, () => void] {
  const [result, setResult] = useState<BeautyPassLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    // Without a session there is nothing to ask: a guest at once (SPEC §6).
    const read = load ?? (hasSession() ? fromApi(api) : () => Promise.reject(NO_SESSION));
    read(controller.signal).then(
      (pass) => !controller.signal.aborted && setResult({ state: 'ready', pass }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const guest = error === NO_SESSION || (error instanceof ApiError && error.status === 401);
        setResult(guest ? { state: 'guest' } : { state: 'failed' });
      },
    );
    return () => controller.abort();
    // The locale's fields are what change; `load` is the same for the island's lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api.country, api.language, attempt]);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [result, retry];
}
