'use client';

import './styles/tokens.css';
import './styles/site.css';
import { ErrorView } from '@/components/status-views/ErrorView';

/**
 * The last-resort error view, when the root layout itself fails (SPEC §2: a fatal app error shows an
 * error view). It replaces the whole document, so it cannot know the page's language: it speaks English.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorView
            title="Something went wrong"
            body="We couldn't load this page. Please try again in a moment."
            retryLabel="Try again"
            onRetry={reset}
            reference={error.digest}
          />
        </main>
      </body>
    </html>
  );
}
