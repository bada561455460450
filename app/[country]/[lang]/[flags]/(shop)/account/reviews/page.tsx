import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MyReviews } from '@/components/reviews/MyReviews';
import { reviewLabels, reviewsContextProps } from '@/components/reviews/server-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('review.mine.heading'), context.country, context.lang), robots: { index: false } };
}

/** /account/reviews (the account menu's "Reviews"): a static shell; the member's reviews are the island's. */
export default async function MyReviewsRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const labels = reviewLabels(context);
  return (
    <div className="container account-section" data-page-type="reviews">
      <h1>{labels['mine.heading']}</h1>
      <MyReviews labels={labels} {...reviewsContextProps(context)} />
    </div>
  );
}
