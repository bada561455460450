'use client';

/**
 * "Show more reviews" under the product page's first (cached) reviews: reads the next pages from the API as
 * queries of the page's query layer (SPEC §7's retries; loaded with the first press) and lists them after the
 * first ones; focus moves to the first review added.
 */
import { useEffect, useRef, useState } from 'react';
import type { PublicReview } from '@/schemas/api/reviews';
import { apiKey } from '@/lib/api-client/query-keys';
import { readLazily } from '../query/lazy-read';
import { reviewDate, type ReviewLabels, type ReviewsContextProps } from './labels';
import { ReviewItem } from './ReviewItem';

export interface MoreReviewsProps extends Pick<ReviewsContextProps, 'api' | 'locale' | 'timeZone'> {
  labels: ReviewLabels;
  slug: string;
  pageSize: number;
  total: number;
}

export function MoreReviews({ labels, api, locale, timeZone, slug, pageSize, total }: MoreReviewsProps) {
  const [pages, setPages] = useState<PublicReview[][]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const listRef = useRef<HTMLUListElement>(null);
  const shown = pageSize * (pages.length + 1);
  const added = pages.length;

  useEffect(() => {
    if (added) listRef.current?.querySelectorAll<HTMLElement>('li')[pageSize * (added - 1)]?.querySelector('h3')?.focus();
  }, [added, pageSize]);

  const more = async () => {
    setState('loading');
    try {
      const page = pages.length + 2;
      const next = await readLazily(apiKey(`products/${slug}/reviews`, api, { page, pageSize }), (signal) =>
        import('./review-api').then(({ reviewApi }) => reviewApi(api).productReviews(slug, page, pageSize, signal)),
      );
      setPages((p) => [...p, next.items]);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const items = pages.flat();
  return (
    <>
      {items.length ? (
        <ul className="reviews__list" ref={listRef}>
          {items.map((r) => <ReviewItem key={r.id} review={r} labels={{ rated: labels.rated, by: labels.by }} date={reviewDate(r.publishedAt, { locale, timeZone })} />)}
        </ul>
      ) : null}
      {state === 'failed' ? <p role="alert" className="form-field__error">{labels.moreFailed}</p> : null}
      {shown < total ? (
        <button type="button" className="button button--secondary reviews__more" onClick={more} disabled={state === 'loading'}>
          {state === 'loading' ? labels.loading : labels.more}
        </button>
      ) : null}
    </>
  );
}
