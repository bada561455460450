/**
 * The bag's words for what the API answered: SPEC §8 messages (`BAG_MESSAGES`) and the promo help list
 * (`PROMOTION_HELP`) through their translated keys; the server's own text when it is not one we know.
 */
import { ApiError, NetworkError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import { BAG_MESSAGES, PROMOTION_HELP } from '@/schemas/api/bag';
import { API_MESSAGES } from '@/schemas/api/errors';
import type { CartFailure } from '@/flows/bag/bag.machine';
import type { BagMessageKey, BagMessageLabels } from './labels';

const known = new Map<string, BagMessageKey>([
  ...Object.entries(BAG_MESSAGES).map(([key, text]) => [text, `message.${key}`] as [string, BagMessageKey]),
  ...Object.entries(PROMOTION_HELP).map(([key, text]) => [text, `help.${key}`] as [string, BagMessageKey]),
  // The database out of reach (503) or a change at the same moment (409): "try again", in the shopper's words.
  [API_MESSAGES.unavailable, 'error.unavailable'],
  // The database went away once the change may have committed: "check", never "nothing was changed".
  [API_MESSAGES.unconfirmed, 'error.unconfirmed'],
  [API_MESSAGES.concurrentChange, 'error.concurrentChange'],
]);

/** A message of the API in the shopper's language (the API's text when we do not know it). */
export function bagMessage(message: string, labels: BagMessageLabels): string {
  const key = known.get(message);
  if (key) return labels[key];
  // "Only 3 left: the quantity must be at most 3"
  const left = /^Only (\d+) left/.exec(message);
  if (left) return fill(labels['error.onlyLeft'], { count: left[1] });
  return message;
}

/** The text of a failed call: its translated message, or a generic one (offline, no message). */
export function failureText(failure: CartFailure, labels: BagMessageLabels): string {
  if (failure.message) return bagMessage(failure.message, labels);
  return failure.status === 0 ? labels['error.network'] : labels['error.generic'];
}

/** The failure of a read made outside the machine (offers, samples, rewards). */
export function readFailure(error: unknown): CartFailure {
  if (error instanceof NetworkError) return { status: 0, message: '', help: [] };
  const body = error instanceof ApiError && typeof error.body === 'object' && error.body ? (error.body as { message?: unknown }) : {};
  return { status: error instanceof ApiError ? error.status : 0, message: typeof body.message === 'string' ? body.message : '', help: [] };
}
