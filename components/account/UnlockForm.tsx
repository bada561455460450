'use client';

/**
 * `/users/unlock` (SPEC §2). Without a token: ask for an unlock link by email. With `?token=…` (the
 * emailed link): one "Unlock my account" button; the result, or a used/expired link (410), is shown with
 * a link onwards.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { accountApi } from './account-api';
import { EmailRequestForm } from './EmailRequestForm';
import { errorText } from './errors';
import { FormMessage } from './FormField';
import type { AccountIslandProps } from './labels';
import { useQueryParam } from './location';
import { useHydrated } from '../hydration/useHydrated';

export type UnlockFormProps = AccountIslandProps;

export function UnlockForm({ labels, paths, api }: UnlockFormProps) {
  const client = useMemo(() => accountApi(api), [api]);
  const hydrated = useHydrated();
  const token = useQueryParam('token');
  const [status, setStatus] = useState<'idle' | 'unlocking' | 'unlocked'>('idle');
  const [error, setError] = useState<ReactNode>(null);

  if (!hydrated) return <div className="account-form" aria-busy="true" />;
  if (!token) return <EmailRequestForm kind="unlock" labels={labels} paths={paths} api={api} />;

  const unlock = async () => {
    setStatus('unlocking');
    setError(null);
    try {
      await client.unlock(token);
      setStatus('unlocked');
    } catch (failure) {
      setStatus('idle');
      const expired = failure instanceof ApiError && (failure.status === 410 || failure.status === 400);
      setError(
        expired ? (
          <>
            <p>{failure.status === 410 ? errorText(failure, labels) : labels.messages.unlockTokenInvalid}</p>
            <p><a href={paths.unlock}>{labels.unlock.requestNewLink}</a></p>
          </>
        ) : (
          errorText(failure, labels)
        ),
      );
    }
  };

  return (
    <div className="account-form">
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">
        {status === 'unlocked' ? (
          <>
            <p>{labels.unlock.success}</p>
            <p><a href={paths.signIn}>{labels.signUp.signIn}</a></p>
          </>
        ) : null}
      </FormMessage>
      {status !== 'unlocked' ? (
        <>
          <p className="account-form__intro">{labels.unlock.tokenIntro}</p>
          <button type="button" className="button account-form__submit" disabled={status === 'unlocking'} onClick={unlock}>
            {status === 'unlocking' ? labels.unlock.submitting : labels.unlock.submit}
          </button>
        </>
      ) : null}
    </div>
  );
}
