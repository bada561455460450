import Link from 'next/link';
import navigation from '../../config/navigation.json';
import { getTranslator } from '../../lib/i18n/intl';
import type { MessageKey } from '../../lib/i18n/catalogues';
import type { PageContext } from '../../lib/locale/page-context';

/** The default layout's footer. The year is fixed at render time of the cached page. */
export function SiteFooter({ context, year }: { context: PageContext; year: number }) {
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <nav aria-label={t('footer.customerCare')}>
            <h2>{t('footer.customerCare')}</h2>
            <ul>
              {navigation.footer.map((item) => (
                <li key={item.path}><Link href={href(item.path)} prefetch={false}>{t(item.label as MessageKey)}</Link></li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('menu.categories')}>
            <h2>{t('menu.categories')}</h2>
            <ul>
              {navigation.categories.map((item) => (
                <li key={item.path}><Link href={href(item.path)} prefetch={false}>{t(item.label as MessageKey)}</Link></li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('menu.beautyPass')}>
            <h2>{t('menu.beautyPass')}</h2>
            <ul>
              {navigation.beautyPass.map((item) => (
                <li key={item.path}><Link href={href(item.path)} prefetch={false}>{t(item.label as MessageKey)}</Link></li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="site-footer__legal">
          {country.siteTitle[lang]} · {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
