import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BeautyProfileForm } from '@/components/beauty-profile/BeautyProfileForm';
import { sectionLabels } from '@/lib/i18n/section-labels';
import { getTranslator } from '@/lib/i18n/intl';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('beautyProfile.heading'), context.country, context.lang), robots: { index: false } };
}

/** /account/beauty-profile (the account menu's "Beauty profile"): a static shell; the form is the island's. */
export default async function BeautyProfileRoute({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) notFound();
  const labels = sectionLabels('beautyProfile.', context);
  return (
    <div className="container account-section" data-page-type="beauty-profile">
      <h1>{labels.heading}</h1>
      <BeautyProfileForm
        labels={labels}
        api={{ country: context.country.code.toLowerCase(), language: context.lang }}
        points={context.country.beautyPass.completedBeautyProfilePoints}
        paths={{ signIn: context.href('/sign_in') }}
      />
    </div>
  );
}
