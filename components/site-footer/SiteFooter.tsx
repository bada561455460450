import Link from 'next/link';
import { getTranslator } from '@/lib/i18n/intl';
import type { PageContext } from '@/lib/locale/page-context';
import type { SiteNavigation } from '@/renderer/layout';

/** The default layout's footer, with the CMS layout's footer menus. */
export function SiteFooter({ context, navigation, year }: { context: PageContext; navigation: SiteNavigation; year: number }) {
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          {navigation.footer.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2>{group.heading}</h2>
              <ul>
                {group.links.map((item) => (
                  <li key={item.path + item.label}><Link href={href(item.path)} prefetch={false}>{item.label}</Link></li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="site-footer__legal">
          {country.siteTitle[lang]} · {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
