'use client';

/**
 * The account's reviews page island (`/account/reviews`): the signed-in member's reviews, newest first — the
 * product (a link), the rating, title, text, date written and the status (published, awaiting moderation, not
 * published). A guest (no session, or the API's 401) is sent to sign in and comes back here.
 */
import { useCallback } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { fullNavigation } from '../account/location';
import { apiKey } from '@/lib/api-client/query-keys';
import { useMemberLoad } from '../account/use-member-load';
import { Stars } from '../product-card/ProductCard';
import { reviewDate, type ReviewLabels, type ReviewsContextProps } from './labels';

export interface MyReviewsProps extends ReviewsContextProps {
  labels: ReviewLabels;
  navigate?: (url: string) => void;
}

export function MyReviews({ labels, api, locale, timeZone, paths, navigate = fullNavigation }: MyReviewsProps) {
  const read = useCallback((signal: AbortSignal) => import('./review-api').then(({ reviewApi }) => reviewApi(api).myReviews(signal)), [api]);
  const { load, retry } = useMemberLoad(read, paths.signIn, navigate, apiKey('reviews', api));

  if (load.state === 'loading') return <div className="skeleton my-reviews__skeleton" role="status" aria-label={labels.loading} />;
  if (load.state === 'failed') {
    return (
      <div role="alert">
        <p>{labels['mine.loadFailed']}</p>
        <button type="button" className="button" onClick={retry}>{labels.retry}</button>
      </div>
    );
  }
  if (!load.data.length) {
    return (
      <div className="bag-empty">
        <p>{labels['mine.empty']}</p>
        <a className="button" href={paths.newArrivals}>{labels['mine.shop']}</a>
      </div>
    );
  }
  return (
    <ul className="my-reviews">
      {load.data.map((r) => (
        <li key={r.id} className="my-review">
          <article aria-labelledby={`my-review-${r.id}`}>
            <p className="my-review__product">
              <span className="my-review__brand">{r.product.brand}</span>{' '}
              <a href={fill(paths.product, { slug: r.product.slug })}>{r.product.name}</a>
            </p>
            <h2 id={`my-review-${r.id}`} className="review__title">{r.title}</h2>
            <p className="review__rating">
              <Stars average={r.rating} />
              <span className="visually-hidden">{fill(labels.rated, { rating: r.rating })}</span>
            </p>
            <p className="review__meta">
              <span>{fill(labels['mine.written'], { date: reviewDate(r.createdAt, { locale, timeZone }) })}</span>
              <span className="my-review__status" data-status={r.status}>
                {labels['mine.statusLabel']} {labels[`status.${r.status}`]}
              </span>
            </p>
            <p className="review__text">{r.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
