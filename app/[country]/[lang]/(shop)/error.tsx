'use client';

import { useEffect } from 'react';
import { LocalizedError } from '../../../../components/status-views/StatusStrings';

/** A fatal error in a page shows the error view (SPEC §2); the layout stays. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LocalizedError onRetry={reset} reference={error.digest} />;
}
