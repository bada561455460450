'use client';

/**
 * The review form (loaded when a member presses "Write a review"): rating as five radio stars named
 * "{n} out of 5", title, text and the name shown with the review (prefilled "First L." from the account).
 * Checked in the browser against the API's contract, then sent; the server's answers land under the fields
 * they name or above the form. A 401 sends the member to sign in and back.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { FieldError, TextField } from '../account/FormField';
import { fullNavigation, withQuery } from '../account/location';
import { AlertIcon } from '../icons/Icons';
import type { WriteReviewProps } from './WriteReview';
import { reviewMessage, submitFailure, validateReview, type ReviewDraft, type ReviewFieldErrors } from './review-form';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';
import { accountKey } from '../account/account-api';
import { useApiMutation, useApiQuery } from '../query/use-api-query';
import type { ReviewCreateBody } from '@/schemas/api/reviews';

interface ReviewFormProps extends WriteReviewProps {
  onCancel: () => void;
  onPublished: (message: string, points: number) => void;
  /** Where a signed-out member goes (a full navigation by default). */
  navigate?: (url: string) => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

export default function ReviewForm({ labels, api, slug, productName, paths, onCancel, onPublished, navigate = fullNavigation }: ReviewFormProps) {
  // `reviewerName` stays null until the member types one; until then the account's "First L." is shown.
  const [typed, setDraft] = useState<Omit<ReviewDraft, 'reviewerName'> & { reviewerName: string | null }>({ rating: null, title: '', text: '', reviewerName: null });
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const set = (field: keyof ReviewDraft) => (value: ReviewDraft[typeof field]) => setDraft((d) => ({ ...d, [field]: value }));

  useEffect(() => headingRef.current?.focus(), []);
  // The page's account query (shared with the header's menu): its name prefills the form. When it cannot be
  // read the member types a name themselves.
  const account = useApiQuery(accountKey(api), (signal) => import('./review-api').then(({ reviewApi }) => reviewApi(api).account(signal)));
  const named = account.data ? [account.data.firstName, account.data.lastName ? `${account.data.lastName.slice(0, 1)}.` : ''].filter(Boolean).join(' ') : '';
  const draft: ReviewDraft = { ...typed, reviewerName: typed.reviewerName ?? named };
  // Sending is a mutation (never repeated automatically).
  const send = useApiMutation((body: ReviewCreateBody) => import('./review-api').then(({ reviewApi }) => reviewApi(api).createReview(slug, body)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = validateReview(draft, labels);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const created = await send.mutateAsync(checked.body);
      onPublished(reviewMessage(created.message, labels), created.pointsAwarded);
    } catch (error) {
      const failure = submitFailure(error, labels);
      if (failure.kind === 'signIn') navigate(withQuery(paths.signIn, { return_to: paths.product }));
      else if (failure.kind === 'fields') setErrors(failure.errors);
      else setFormError(failure.message);
      setSending(false);
    }
  };

  const ratingError = errors.rating ? `${id}-rating-error` : undefined;
  return (
    <form className="review-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <FieldsUntilHydrated>
        <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>{fill(labels.formHeading, { product: productName })}</h3>
        {formError ? (
          <div className="form-message form-message--error" role="alert">
            <AlertIcon />
            <p>{formError}</p>
          </div>
        ) : null}
        <fieldset className="form-group review-form__rating" data-invalid={errors.rating ? 'true' : undefined} aria-describedby={ratingError}>
          <legend className="form-field__label">{labels.rating}</legend>
          <div className="star-input">
            {STARS.map((n) => (
              <label key={n} className="star-input__star" data-on={draft.rating !== null && n <= draft.rating ? 'true' : undefined}>
                <input type="radio" name="rating" value={n} checked={draft.rating === n} onChange={() => set('rating')(n)} />
                <span className="visually-hidden">{fill(labels.starLabel, { rating: n })}</span>
              </label>
            ))}
          </div>
          {ratingError ? <FieldError id={ratingError}>{errors.rating}</FieldError> : null}
        </fieldset>
        <TextField label={labels.title} name="title" value={draft.title} maxLength={120} onChange={(e) => set('title')(e.target.value)} error={errors.title} />
        <TextArea label={labels.text} hint={labels.textHint} value={draft.text} onChange={set('text')} error={errors.text} />
        <TextField label={labels.reviewerName} name="reviewerName" autoComplete="nickname" value={draft.reviewerName} maxLength={60} onChange={(e) => set('reviewerName')(e.target.value)} error={errors.reviewerName} hint={labels.reviewerNameHint} />
        <div className="review-form__actions">
          <button type="submit" className="button" disabled={sending}>{sending ? labels.submitting : labels.submit}</button>
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={sending}>{labels.cancel}</button>
        </div>
      </FieldsUntilHydrated>
    </form>
  );
}

function TextArea({ label, hint, value, onChange, error }: { label: string; hint: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <label className="form-field__label" htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="text"
        className="input review-form__text"
        rows={6}
        maxLength={4000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <div id={`${id}-hint`} className="form-field__hint">{hint}</div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
