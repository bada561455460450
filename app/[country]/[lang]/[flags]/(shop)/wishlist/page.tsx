import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WishListPage } from '@/components/wishlist/WishListPage';
import { wishListPageProps } from '@/components/wishlist/server-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('wishlist.heading'), context.country, context.lang), robots: { index: false } };
}

/**
 * /wishlist (SPEC §2 "wish list"): a static shell prerendered per country and language (params only) with
 * the wish list's island, which reads the member's list, prices, stock and subscriptions from the API.
 */
export default async function WishListRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const props = wishListPageProps(context);
  return (
    <div className="container wishlist-page" data-page-type="wishlist">
      <h1>{props.labels.heading}</h1>
      <WishListPage {...props} />
    </div>
  );
}
