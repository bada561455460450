import type { ReactNode } from 'react';
import { SiteHeader } from '../../../../components/site-header/SiteHeader';
import { SiteFooter } from '../../../../components/site-footer/SiteFooter';
import { WelcomeMat } from '../../../../components/welcome-mat/WelcomeMat';
import { NavigationGuard } from '../../../../components/navigation-guard/NavigationGuard';
import { StatusStringsProvider } from '../../../../components/status-views/StatusStrings';
import { countries } from '../../../../lib/countries/registry';
import { getTranslator } from '../../../../lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '../../../../lib/locale/page-context';
import { currentYear } from '../../../../lib/clock';
import { intlLocale } from '../../../../lib/countries/registry';
import { loadLayout } from '../../../../content/pages';
import { siteNavigation } from '../../../../renderer/layout';
import { NotificationsProvider } from '../../../../components/notifications/NotificationsProvider';
import { notificationLabels } from '../../../../components/notifications/notification-labels';
import { BagProvider } from '../../../../components/cart/BagProvider';
import { bagMessageLabels } from '../../../../components/cart/server-labels';

/** The default layout (SPEC §2): header, footer, welcome mat; toasts and the bag for every page in it. */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  const locale = intlLocale(country, lang);
  // A content outage fails the render (and the build) rather than caching pages with the wrong menus.
  const layout = await loadLayout(country.code, locale);
  const navigation = siteNavigation(layout, t, { country: country.code, locale });
  const serving = countries.list.map((c) => ({ code: c.code, name: c.name, domain: c.domain }));
  return (
    <StatusStringsProvider
      value={{
        notFound: {
          title: t('notFound.title'),
          body: t('notFound.body'),
          searchLabel: t('notFound.search'),
          backHomeLabel: t('notFound.backHome'),
          homeHref: href('/'),
          searchHref: href('/search'),
        },
        error: { title: t('error.title'), body: t('error.body'), retryLabel: t('error.retry') },
      }}
    >
      {/* Toasts and the shopper's bag (client islands: the bag loads from the API after hydration). */}
      <NotificationsProvider labels={notificationLabels(t)}>
        <BagProvider api={{ country: country.code.toLowerCase(), language: lang }} labels={bagMessageLabels(context)}>
          <SiteHeader context={context} navigation={navigation} countries={countries.list} />
          <main id="main" tabIndex={-1}>{children}</main>
          <SiteFooter context={context} navigation={navigation} year={await currentYear()} />
        </BagProvider>
      </NotificationsProvider>
      <NavigationGuard exemptedPaths={navigation.smartLinkExemptedPaths} />
      <WelcomeMat title={t('welcomeMat.title')} body={t('welcomeMat.body')} stayLabel={t('welcomeMat.stay')} countries={serving} />
    </StatusStringsProvider>
  );
}
