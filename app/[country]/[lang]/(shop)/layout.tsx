import type { ReactNode } from 'react';
import { SiteHeader } from '../../../../components/site-header/SiteHeader';
import { SiteFooter } from '../../../../components/site-footer/SiteFooter';
import { WelcomeMat } from '../../../../components/welcome-mat/WelcomeMat';
import { StatusStringsProvider } from '../../../../components/status-views/StatusStrings';
import { countries } from '../../../../lib/countries/registry';
import { getTranslator } from '../../../../lib/i18n/intl';
import { resolvePageContext, type LocaleParams } from '../../../../lib/locale/page-context';
import { currentYear } from '../../../../lib/clock';

/** The default layout (SPEC §2): header, footer, welcome mat. */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
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
      <SiteHeader context={context} countries={countries.list} />
      <main id="main" tabIndex={-1}>{children}</main>
      <SiteFooter context={context} year={await currentYear()} />
      <WelcomeMat title={t('welcomeMat.title')} body={t('welcomeMat.body')} stayLabel={t('welcomeMat.stay')} countries={serving} />
    </StatusStringsProvider>
  );
}
