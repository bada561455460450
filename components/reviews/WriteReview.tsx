'use client';

/**
 * "Write a review" on the product page (a client island in a cached page). A guest (and the server HTML) gets
 * a link to sign in that comes back to the product; a member gets a button that opens the form, whose code
 * (with the contract's rules) loads on the first press. Once the review is published the page is refreshed,
 * so the cached reviews and rating (expired by the API) show it.
 */
import { lazy, Suspense, useState } from 'react';
import { useRouter } from 'next/navigation';
import { fill } from '@/lib/i18n/plural-templates';
import { hasSession } from '../account/session';
import { withQuery } from '../account/location';
import { useHydrated } from '../hydration/useHydrated';
import type { ReviewLabels, ReviewsContextProps } from './labels';

const ReviewForm = lazy(() => import('./ReviewForm'));

export interface WriteReviewProps extends ReviewsContextProps {
  labels: ReviewLabels;
  slug: string;
  productName: string;
}

export function WriteReview(props: WriteReviewProps) {
  const { labels, paths } = props;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ message: string; points: number } | null>(null);
  const router = useRouter();

  if (done) {
    return (
      <div className="form-message form-message--success review-write__done" role="status">
        <div>
          <p>{done.message}</p>
          {done.points > 0 ? <p>{fill(labels.pointsEarned, { points: done.points })}</p> : null}
        </div>
      </div>
    );
  }
  if (!hydrated || !hasSession()) {
    return <a className="button button--secondary review-write__start" href={withQuery(paths.signIn, { return_to: paths.product })}>{labels.write}</a>;
  }
  return (
    <div className="review-write">
      {open ? (
        <Suspense fallback={<div className="skeleton review-form__skeleton" role="status" aria-label={labels.loading} />}>
          <ReviewForm
            {...props}
            onCancel={() => setOpen(false)}
            onPublished={(message, points) => {
              setDone({ message, points });
              router.refresh();
            }}
          />
        </Suspense>
      ) : (
        <button type="button" className="button button--secondary review-write__start" aria-expanded="false" onClick={() => setOpen(true)}>
          {labels.write}
        </button>
      )}
    </div>
  );
}
