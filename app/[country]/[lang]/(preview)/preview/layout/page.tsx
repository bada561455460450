import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SiteHeader } from '../../../../../../components/site-header/SiteHeader';
import { SiteFooter } from '../../../../../../components/site-footer/SiteFooter';
import { countries } from '../../../../../../lib/countries/registry';
import { getTranslator } from '../../../../../../lib/i18n/intl';
import { currentYear } from '../../../../../../lib/clock';
import { pageContextFor, resolvePageContext, type LocaleParams } from '../../../../../../lib/locale/page-context';
import { pageMetadata } from '../../../../../../lib/metadata';
import { intlLocale } from '../../../../../../lib/countries/registry';
import { loadLayout } from '../../../../../../content/pages';
import { siteNavigation } from '../../../../../../renderer/layout';

// Editors see the latest drafts: rendered on every request, never cached.
export const instant = false;

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('preview.layoutTitle'), context.country, context.lang), robots: { index: false } };
}

/** /preview/layout: the header and footer of a country and language, for editors checking menu changes. */
export default async function LayoutPreviewPage({ params }: { params: Promise<LocaleParams> }) {
  await connection();
  const context = await resolvePageContext(params);
  const t = getTranslator(context.country, context.lang);
  const locale = intlLocale(context.country, context.lang);
  const navigation = siteNavigation(await loadLayout(context.country.code, locale, true), t, { country: context.country.code, locale });
  return (
    <>
      <SiteHeader context={context} navigation={navigation} countries={countries.list} />
      <div className="container section"><h1>{t('preview.layoutTitle')}</h1></div>
      <SiteFooter context={context} navigation={navigation} year={await currentYear()} />
    </>
  );
}
