'use client';

/** A booking island's failed read: what happened, and a retry (the query's reset: the loading state, then a new read). */
import type { BookingLabels } from './labels';

export function LoadFailed({ labels, onRetry }: { labels: BookingLabels; onRetry: () => void }) {
  return (
    <div className="booking-notice" role="alert">
      <p>{labels['list.failed']}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>{labels.retry}</button>
    </div>
  );
}
