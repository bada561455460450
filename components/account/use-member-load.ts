'use client';

/**
 * What every member page island does first (orders, reviews, beauty profile): a guest (no `jwt-data` cookie, or
 * the API's 401) is sent to sign in with `return_to` holding this page; otherwise `read` runs once per attempt
 * (aborted when the page moves on) and its answer, or the failure, is the state. `retry` reads again.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { withQuery } from './location';
import { hasSession } from './session';

export type MemberLoad<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

export function useMemberLoad<T>(read: (signal: AbortSignal) => Promise<T>, signIn: string, navigate: (url: string) => void): { load: MemberLoad<T>; retry: () => void; set: (data: T) => void } {
  const [load, setLoad] = useState<MemberLoad<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const toSignIn = () => navigate(withQuery(signIn, { return_to: window.location.pathname + window.location.search }));
    if (!hasSession()) {
      toSignIn();
      return;
    }
    const controller = new AbortController();
    read(controller.signal)
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) toSignIn();
        else setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [read, signIn, navigate, attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((data: T) => setLoad({ state: 'ready', data }), []);
  return { load, retry, set };
}
