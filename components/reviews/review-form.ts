/**
 * The review form's rules in the browser: the API's own contract (`ReviewCreateBody`), its messages turned
 * into the page's language, and the server's answers (400 `details`, 409, 401) turned into what the form
 * shows. No React here, so the rules are tested on their own.
 */
import { ApiError, NetworkError } from '@/lib/api-client/client';
import { REVIEW_MESSAGES, ReviewCreateBody, type ReviewMessageKey } from '@/schemas/api/reviews';
import type { ReviewLabels } from './labels';

export type ReviewField = 'rating' | 'title' | 'text' | 'reviewerName';
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

export interface ReviewDraft {
  rating: number | null;
  title: string;
  text: string;
  reviewerName: string;
}

const byText = new Map<string, ReviewMessageKey>((Object.entries(REVIEW_MESSAGES) as [ReviewMessageKey, string][]).map(([key, text]) => [text, key]));

/** A message the API says, in the page's language (the API's text when it is not one of ours). */
export function reviewMessage(text: string, labels: ReviewLabels): string {
  const key = byText.get(text);
  return key ? labels[`message.${key}`] : text;
}

const FIELDS: readonly ReviewField[] = ['rating', 'title', 'text', 'reviewerName'];

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message?: string }[], labels: ReviewLabels): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as ReviewField;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = reviewMessage(issue.message ?? '', labels);
  }
  return errors;
}

/** The body to send, or the errors to show under the fields. */
export function validateReview(draft: ReviewDraft, labels: ReviewLabels): { ok: true; body: ReviewCreateBody } | { ok: false; errors: ReviewFieldErrors } {
  const parsed = ReviewCreateBody.safeParse({ ...draft, rating: draft.rating ?? undefined });
  if (parsed.success) return { ok: true, body: parsed.data };
  // "is required" from zod's own type check reads as the field's own message.
  return { ok: false, errors: fieldErrors(parsed.error.issues, labels) };
}

export type SubmitFailure = { kind: 'signIn' } | { kind: 'fields'; errors: ReviewFieldErrors } | { kind: 'form'; message: string };

/** What a failed `POST products/{slug}/reviews` means for the form. */
export function submitFailure(error: unknown, labels: ReviewLabels): SubmitFailure {
  if (error instanceof ApiError && !(error instanceof NetworkError)) {
    if (error.status === 401) return { kind: 'signIn' };
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as { message?: unknown; details?: unknown };
    if (error.status === 400 && Array.isArray(body.details)) {
      const errors = fieldErrors(body.details as { path: PropertyKey[]; message?: string }[], labels);
      if (Object.keys(errors).length) return { kind: 'fields', errors };
    }
    if (error.status !== 500 && typeof body.message === 'string' && body.message) return { kind: 'form', message: reviewMessage(body.message, labels) };
  }
  return { kind: 'form', message: labels.failed };
}
