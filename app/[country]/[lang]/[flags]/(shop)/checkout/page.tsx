import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CheckoutPage } from '@/components/checkout/CheckoutPage';
import { checkoutPageProps } from '@/components/checkout/server-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import '@/app/styles/checkout.css';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('checkout.heading'), context.country, context.lang), robots: { index: false } };
}

/**
 * /checkout (issue 7): a static shell prerendered per country and language (params only) with the checkout
 * island, which reads the bag, the stores and a member's contact details from the API after hydration.
 */
export default async function CheckoutRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const props = checkoutPageProps(context);
  return (
    <div className="container bag-page checkout-page" data-page-type="checkout">
      <h1>{props.labels.heading}</h1>
      <CheckoutPage {...props} />
    </div>
  );
}
