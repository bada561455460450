'use client';

/**
 * The embedded payment provider's pay-later page (sandbox): the shopper approves or declines the provider's
 * instalment plan. Either is a provider event sent through the sandbox events endpoint — the same signed
 * path a real provider's webhook takes (approve: paid; decline: failed, which the order page offers to
 * retry) — then the shopper goes back to the order page (`return_to`, through `safeReturnTo`).
 */
import { useState } from 'react';
import { safeReturnTo } from '@/lib/auth/safe-return-to';
import { fullNavigation, useQueryParam } from '../account/location';
import { sendPaymentEvent } from './sandbox-events';

type Decision = 'paid' | 'failed';

export function SandboxPayLaterDecision({ paymentId, provider, api, navigate = fullNavigation }: { paymentId: string; provider: string; api: { country: string; language: string }; navigate?: (url: string) => void }) {
  const returnTo = useQueryParam('return_to');
  const [busy, setBusy] = useState<Decision | null>(null);
  const [failure, setFailure] = useState('');

  const decide = async (decision: Decision) => {
    setBusy(decision);
    setFailure('');
    try {
      await sendPaymentEvent(api, paymentId, decision);
      navigate(safeReturnTo(returnTo));
    } catch (error) {
      setBusy(null);
      setFailure(error instanceof Error ? error.message : 'The decision could not be sent');
    }
  };

  return (
    <div role="group" aria-label={`Your ${provider} plan`} className="sandbox-orders__events">
      <button type="button" className="button" disabled={busy !== null} onClick={() => decide('paid')}>{busy === 'paid' ? 'Approving…' : 'Approve'}</button>
      <button type="button" className="button button--secondary" disabled={busy !== null} onClick={() => decide('failed')}>{busy === 'failed' ? 'Declining…' : 'Decline'}</button>
      {failure ? <p className="form-error" role="alert">{failure}</p> : null}
    </div>
  );
}
