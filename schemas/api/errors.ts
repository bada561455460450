/**
 * The API's answers to failures that are nobody's input (SPEC §8 style: what happened and what to do), shared by
 * the route frame (`server/api/handler.ts`) and the islands that turn them into the shopper's language.
 */
export const API_MESSAGES = {
  /** 503 with Retry-After: the database is down or restarting, and the request failed before anything of it committed. */
  unavailable: 'The store is busy for a moment and nothing was changed. Please try again in a few seconds.',
  /**
   * 503 with Retry-After: the database went away after the request's change may have committed (a COMMIT whose answer
   * was lost, or a failure after it): the change may or may not have been made (issue 30).
   */
  unconfirmed: 'The store lost its connection while saving, so we could not confirm whether your change was made. Please check it before doing it again.',
  /** 503 with Retry-After, of `POST orders` (and gift cards): as `unconfirmed`, where the Idempotency-Key makes the retry safe. */
  orderUnconfirmed: 'We could not confirm your order: the store lost its connection while placing it. Send it again with the same Idempotency-Key: it is never placed twice.',
  /** 409: another request changed the same thing at the same moment (a unique rule, a deadlock that kept recurring). */
  concurrentChange: 'This was changed by another request at the same moment. Please try again.',
  /** 500: anything else unexpected (logged). */
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Seconds a client is told to wait (Retry-After) when the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
