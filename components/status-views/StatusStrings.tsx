'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { NotFoundView, type NotFoundViewProps } from './NotFoundView';
import { ErrorView } from './ErrorView';
import { isContentUnavailable } from '@/lib/content-outage';

/**
 * Next's not-found and error boundaries get no route params, so the layout (which has them) hands
 * their translated text down through this context.
 */
export interface StatusStrings {
  notFound: NotFoundViewProps;
  error: { title: string; body: string; retryLabel: string };
  /** A source the page needs does not answer (sent with 503): try again in a moment. */
  unavailable: { title: string; body: string; retryLabel: string };
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

export function LocalizedError({ onRetry, reference, unavailable = false }: { onRetry?: () => void; reference?: string; unavailable?: boolean }) {
  const strings = useContext(StatusStringsContext);
  const text = (unavailable ? strings?.unavailable : strings?.error) ?? { title: 'Something went wrong', body: 'Please try again in a moment.', retryLabel: 'Try again' };
  return <ErrorView {...text} onRetry={onRetry} reference={reference} />;
}

/**
 * What every route group's `error.tsx` renders (SPEC §2 "a fatal app error shows an error view"): the error
 * is logged, the view speaks the page's language, and "Try again" re-renders the segment. A content source
 * outage (the server sent the page with 503) says so instead, without a reference, and "Try again" reloads the
 * page: the server must be asked again, and re-rendering in the browser would not.
 */
export function RouteErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isContentUnavailable(error)) return <LocalizedError unavailable />;
  return <LocalizedError onRetry={reset} reference={error.digest} />;
}
