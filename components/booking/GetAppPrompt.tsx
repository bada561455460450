'use client';

/**
 * The get-the-app prompt of service and event pages (SPEC §1: booking is offered in the app on the web, where
 * this prompt is shown); its link is the country's `appLink` (config). Dismissible; the choice is kept in this
 * browser (`localStorage`), so the prompt does not come back on the next page. Rendered on the server, hidden
 * after hydration once dismissed.
 */
import { useState, useSyncExternalStore } from 'react';
import type { BookingLabels } from './labels';

const KEY = 'atelier:app-prompt-dismissed';
const noSubscription = () => () => {};
function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    // Storage refused (private mode): the prompt shows; dismissing still hides it on this page.
    return false;
  }
}

export function GetAppPrompt({ labels, href }: { labels: BookingLabels; href: string }) {
  const [dismissed, setDismissed] = useState(false);
  const dismissedBefore = useSyncExternalStore(noSubscription, readDismissed, () => false);
  if (dismissed || dismissedBefore) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(KEY, '1');
    } catch {
      // See above.
    }
  };
  return (
    <aside className="app-prompt" aria-labelledby="app-prompt-heading">
      <div className="app-prompt__text">
        <p id="app-prompt-heading" className="app-prompt__heading">{labels['app.heading']}</p>
        <p>{labels['app.text']}</p>
      </div>
      <a className="button" href={href} rel="noopener">{labels['app.get']}</a>
      <button type="button" className="app-prompt__close" aria-label={labels['app.dismiss']} onClick={dismiss}>×</button>
    </aside>
  );
}
