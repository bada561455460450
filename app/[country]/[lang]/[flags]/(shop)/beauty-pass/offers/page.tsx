import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MemberOffers } from '@/components/perks/MemberOffers';
import { perkLabels } from '@/components/perks/server-labels';
import { bagContextProps } from '@/components/bag/server-labels';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(perkLabels(context).heading, context.country, context.lang), robots: { index: false } };
}

/**
 * /beauty-pass/offers (issue 9): a static shell prerendered per country and language (params only) with the
 * offers island, which reads the member's offers from the API after hydration.
 */
export default async function BeautyPassOffersRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const labels = perkLabels(context);
  const { api, money, paths } = bagContextProps(context);
  return (
    <div className="container perks-page" data-page-type="beauty-pass-offers">
      <h1>{labels.heading}</h1>
      <p>{labels.intro}</p>
      <MemberOffers api={api} labels={labels} money={money} mode="page" paths={{ signIn: paths.signIn, cart: paths.cart }} />
    </div>
  );
}
