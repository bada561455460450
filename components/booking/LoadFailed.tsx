'use client';

/** A booking island's failed read: what happened, and a retry that shows the loading state first. */
import { useCallback, useState } from 'react';
import type { BookingLabels } from './labels';

/**
 * An island's read state with a retry: `attempt` goes into the loading effect's dependencies, and `retry` shows
 * the loading state and reads again (what `LoadFailed`'s button does).
 */
export function useRetryableLoad<L>(loading: L) {
  const [load, setLoad] = useState<L>(loading);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setLoad(loading);
    setAttempt((n) => n + 1);
    // `loading` is the constant initial state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { load, setLoad, attempt, retry };
}

export function LoadFailed({ labels, onRetry }: { labels: BookingLabels; onRetry: () => void }) {
  return (
    <div className="booking-notice" role="alert">
      <p>{labels['list.failed']}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>{labels.retry}</button>
    </div>
  );
}
