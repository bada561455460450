/**
 * The product page's reviews section (server): the rating summary (average as stars with its text, count),
 * the newest published reviews (part of the cached page, expired when a review is published), "Show more
 * reviews" and "Write a review" as client islands.
 */
import { Stars, formatRating } from '../product-card/ProductCard';
import { fill } from '@/lib/i18n/plural-templates';
import { getTranslator } from '@/lib/i18n/intl';
import type { PageContext } from '@/lib/locale/page-context';
import type { ProductReviewsResponse } from '@/schemas/api/reviews';
import { reviewDate } from './labels';
import { MoreReviews } from './MoreReviews';
import { ReviewItem } from './ReviewItem';
import { reviewLabels, reviewsContextProps } from './server-labels';
import { WriteReview } from './WriteReview';

export function ProductReviews({ reviews, context, product }: { reviews: ProductReviewsResponse; context: Pick<PageContext, 'country' | 'lang' | 'href'>; product: { slug: string; name: string } }) {
  const t = getTranslator(context.country, context.lang);
  const labels = reviewLabels(context);
  const ctx = reviewsContextProps(context, product.slug);
  const { rating } = reviews;
  const headingId = `reviews-${product.slug}`;
  return (
    <section className="product-page__section reviews" aria-labelledby={headingId} id="reviews">
      <h2 id={headingId}>{labels.heading}</h2>
      <div className="reviews__summary">
        {rating.count > 0 ? (
          <p className="reviews__average">
            <span className="reviews__figure" aria-hidden="true">{formatRating(rating.average, ctx.locale)}</span>
            <Stars average={rating.average} />
            <span>{t('product.rating', { rating: formatRating(rating.average, ctx.locale), count: rating.count })}</span>
          </p>
        ) : (
          <p className="reviews__average">{t('product.noReviews')}</p>
        )}
        <WriteReview labels={labels} {...ctx} slug={product.slug} productName={product.name} />
      </div>
      {reviews.items.length ? (
        <ul className="reviews__list">
          {reviews.items.map((r) => <ReviewItem key={r.id} review={r} labels={{ rated: labels.rated, by: labels.by }} date={reviewDate(r.publishedAt, ctx)} />)}
        </ul>
      ) : (
        <p className="reviews__empty">{fill(labels.empty, { product: product.name })}</p>
      )}
      {reviews.total > reviews.items.length ? (
        <MoreReviews labels={labels} api={ctx.api} locale={ctx.locale} timeZone={ctx.timeZone} slug={product.slug} pageSize={reviews.pageSize} total={reviews.total} />
      ) : null}
    </section>
  );
}
