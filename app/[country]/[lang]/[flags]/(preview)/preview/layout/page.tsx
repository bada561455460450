import type { Metadata } from 'next';
import { SiteHeader } from '@/components/site-header/SiteHeader';
import { SiteFooter } from '@/components/site-footer/SiteFooter';
import { countries } from '@/config/countries/registry';
import { getTranslator } from '@/lib/i18n/intl';
import { currentYear } from '@/server/clock';
import { pageContextFor, resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { pageMetadata } from '@/lib/metadata';
import { intlLocale } from '@/config/countries/registry';
import { loadLayout } from '@/server/content/pages';
import { siteNavigation } from '@/renderer/layout';
import { previewStateFor, requirePreviewAccess, type SearchParams } from '@/preview/access';
import { PreviewLayoutMenus } from '@/preview/PreviewLayoutMenus';

// Editors see the latest drafts: rendered on every request, never cached.
export const instant = false;

export async function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  await requirePreviewAccess();
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  if (!context) return {};
  return { ...pageMetadata(getTranslator(context.country, context.lang)('preview.layoutTitle'), context.country, context.lang), robots: { index: false } };
}

/**
 * /preview/layout: the header and footer of a country and language, drafts included, as a visitor in the
 * selected user segments sees them, for editors checking menu changes.
 */
export default async function LayoutPreviewPage({ params, searchParams }: { params: Promise<LocaleParams>; searchParams: SearchParams }) {
  const { selectedUserSegments } = await previewStateFor(searchParams);
  const context = await resolvePageContext(params);
  const t = getTranslator(context.country, context.lang);
  const locale = intlLocale(context.country, context.lang);
  const navigation = siteNavigation(await loadLayout(context.country.code, locale, true), t, { country: context.country.code, locale }, selectedUserSegments);
  return (
    <>
      <SiteHeader context={context} navigation={navigation} countries={countries.list} />
      <div className="container section"><h1>{t('preview.layoutTitle')}</h1></div>
      <PreviewLayoutMenus label={t('preview.layoutApiMenus')} options={{ country: context.country.code, locale: context.lang, selectedUserSegments }} />
      <SiteFooter context={context} navigation={navigation} year={await currentYear()} />
    </>
  );
}
