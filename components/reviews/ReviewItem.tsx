/**
 * One published review as the product page lists it, rendered on the server (the first page, cached) and in
 * the "Show more reviews" island alike: stars with their text alternative, title, reviewer name, date, text.
 */
import { Stars } from '../product-card/ProductCard';
import { Paragraphs } from '../paragraphs/Paragraphs';
import { fill } from '@/lib/i18n/plural-templates';
import type { PublicReview } from '@/schemas/api/reviews';

export interface ReviewItemLabels {
  /** "Rated {rating} out of 5" */
  rated: string;
  /** "By {name}" */
  by: string;
}

export function ReviewItem({ review, labels, date }: { review: PublicReview; labels: ReviewItemLabels; date: string }) {
  return (
    <li className="review" data-review-id={review.id}>
      <article aria-label={review.title}>
        <p className="review__rating">
          <Stars average={review.rating} />
          <span className="visually-hidden">{fill(labels.rated, { rating: review.rating })}</span>
        </p>
        <h3 className="review__title" tabIndex={-1}>{review.title}</h3>
        <p className="review__meta">
          <span className="review__name">{fill(labels.by, { name: review.reviewerName })}</span>
          <time dateTime={review.publishedAt}>{date}</time>
        </p>
        <div className="review__text"><Paragraphs text={review.text} /></div>
      </article>
    </li>
  );
}
