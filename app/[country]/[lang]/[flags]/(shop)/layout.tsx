import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site-header/SiteHeader';
import { SiteFooter } from '@/components/site-footer/SiteFooter';
import { WelcomeMat } from '@/components/welcome-mat/WelcomeMat';
import { countries } from '@/config/countries/registry';
import { getTranslator } from '@/lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';
import { currentYear } from '@/server/clock';
import { intlLocale } from '@/config/countries/registry';
import { loadLayout } from '@/server/content/pages';
import { siteNavigation } from '@/renderer/layout';
import { NotificationsProvider } from '@/components/notifications/NotificationsProvider';
import { notificationLabels } from '@/components/notifications/notification-labels';
import { BagProvider } from '@/components/bag/BagProvider';
import { bagMessageLabels } from '@/components/bag/server-labels';
import { HeaderPromoStrip } from '@/components/site-header/HeaderPromoStrip';
import { renderContextFor } from '@/renderer/context';
import { CardSalePrices } from '@/components/perks/CardSalePrices';
import { perkLabels } from '@/components/perks/server-labels';
import { moneyFormat } from '@/lib/format';

/**
 * The default layout (SPEC §2): header, footer, welcome mat; toasts and the bag for every page in it. The
 * status views' text and the navigation guard come from the `[flags]` layout above (every layout has them).
 */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const { country, lang } = context;
  const t = getTranslator(country, lang);
  const locale = intlLocale(country, lang);
  // A content outage fails the render (and the build) rather than caching pages with the wrong menus.
  const layout = await loadLayout(country.code, locale);
  const navigation = siteNavigation(layout, t, { country: country.code, locale });
  const serving = countries.list.map((c) => ({ code: c.code, name: c.name, domain: c.domain }));
  const { flags } = await params;
  const renderContext = renderContextFor(country.code.toLowerCase(), lang, { flags })!;
  const perks = perkLabels(context);
  return (
    <>
      {/* Toasts and the shopper's bag (client islands: the bag loads from the API after hydration). */}
      <NotificationsProvider labels={notificationLabels(t)}>
        <BagProvider api={{ country: country.code.toLowerCase(), language: lang }} labels={bagMessageLabels(context)}>
          <HeaderPromoStrip context={renderContext} />
          <SiteHeader context={context} navigation={navigation} countries={countries.list} />
          {/* The product-card-badge-style page flag: badges are styled by this attribute (no per-card props). */}
          <main id="main" tabIndex={-1} data-badge-style={context.flags['product-card-badge-style']}>{children}</main>
          <SiteFooter context={context} navigation={navigation} year={await currentYear()} />
          {/* The member's sale prices on this page's product cards: one island, nothing asked for a guest. */}
          <CardSalePrices
            api={{ country: country.code.toLowerCase(), language: lang }}
            labels={{ earlyPrice: perks.earlyPrice, was: perks.was, 'window.gold': perks['window.gold'], 'window.black': perks['window.black'], 'window.public': perks['window.public'] }}
            money={moneyFormat(country, lang)}
          />
        </BagProvider>
      </NotificationsProvider>
      <WelcomeMat title={t('welcomeMat.title')} body={t('welcomeMat.body')} stayLabel={t('welcomeMat.stay')} countries={serving} />
    </>
  );
}
