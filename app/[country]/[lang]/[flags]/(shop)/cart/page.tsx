import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CartPage } from '@/components/bag/BagPage';
import { bagContextProps, bagLabels } from '@/components/bag/server-labels';
import { perkLabels } from '@/components/perks/server-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('bag.heading'), context.country, context.lang), robots: { index: false } };
}

/**
 * /cart (SPEC §2): a static shell prerendered per country and language (params only) with the bag's island,
 * which reads the shopper's bag from the API after hydration.
 */
export default async function CartRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const labels = bagLabels(context);
  return (
    <div className="container bag-page" data-page-type="cart">
      <h1>{labels.heading}</h1>
      <CartPage labels={labels} perkLabels={perkLabels(context)} {...bagContextProps(context)} />
    </div>
  );
}
