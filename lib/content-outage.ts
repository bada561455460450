/**
 * A content source outage, as the error views and the server's status mapping know it (issue 20). The content
 * layer (`content/source.ts`) throws an error carrying this digest when the source does not answer; Next keeps an
 * error's own digest through the server render, so the error boundary in the browser can tell an outage (a 503
 * view: "try again in a moment") from a fault of ours (a 500 view with a reference).
 */
export const CONTENT_UNAVAILABLE_DIGEST = 'ATELIER_CONTENT_UNAVAILABLE';

/** True for the error a content outage raised (on the server, or as the boundary receives it). */
export function isContentUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { digest?: unknown }).digest === CONTENT_UNAVAILABLE_DIGEST;
}

/**
 * The per-request record of the server preload `scripts/lib/outage-status.mjs` (an AsyncLocalStorage shared
 * through this global key): marking the request makes its 500 a 503 with Retry-After. Without the preload
 * (development server, tests) marking does nothing.
 */
export const REQUEST_FAULTS_KEY = Symbol.for('atelier.requestFaults');

interface RequestFaults {
  getStore(): { contentUnavailable?: boolean } | undefined;
}

export function markRequestContentUnavailable(): void {
  const faults = (globalThis as Record<symbol, RequestFaults | undefined>)[REQUEST_FAULTS_KEY];
  const store = faults?.getStore();
  if (store) store.contentUnavailable = true;
}
