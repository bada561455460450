'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { NotFoundView, type NotFoundViewProps } from './NotFoundView';
import { ErrorView } from './ErrorView';

/**
 * Next's not-found and error boundaries get no route params, so the layout (which has them) hands
 * their translated text down through this context.
 */
export interface StatusStrings {
  notFound: NotFoundViewProps;
  error: { title: string; body: string; retryLabel: string };
}

const StatusStringsContext = createContext<StatusStrings | null>(null);

export function StatusStringsProvider({ value, children }: { value: StatusStrings; children: ReactNode }) {
  return <StatusStringsContext.Provider value={value}>{children}</StatusStringsContext.Provider>;
}

export function LocalizedNotFound() {
  const strings = useContext(StatusStringsContext);
  if (!strings) return null;
  return <NotFoundView {...strings.notFound} />;
}

export function LocalizedError({ onRetry, reference }: { onRetry: () => void; reference?: string }) {
  const strings = useContext(StatusStringsContext);
  const text = strings?.error ?? { title: 'Something went wrong', body: 'Please try again in a moment.', retryLabel: 'Try again' };
  return <ErrorView {...text} onRetry={onRetry} reference={reference} />;
}

/**
 * What every route group's `error.tsx` renders (SPEC §2 "a fatal app error shows an error view"): the error
 * is logged, the view speaks the page's language, and "Try again" re-renders the segment.
 */
export function RouteErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LocalizedError onRetry={reset} reference={error.digest} />;
}
