import Link from 'next/link';
import { getTranslator } from '@/lib/i18n/intl';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { formatMoney } from '@/lib/format';
import type { PageContext } from '@/lib/locale/page-context';
import { intlLocale, type CountryConfig } from '@/config/countries/registry';
import type { MenuGroup, MenuLink, SiteNavigation } from '@/renderer/layout';
import { AccountMenu } from '../account/AccountMenu';
import { accountMenuLabels, pointsExpiryLabels } from '../account/server-labels';
import { MenuToggle } from './MenuToggle';
import { SearchLauncher } from '../search/SearchLauncher';
import { searchLabels } from '../search/search-labels';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CountrySelector } from './CountrySelector';
import { HeaderBag } from '../bag/HeaderBag';
import { pageTypeOf } from '@/lib/page-type';
import { bagContextProps, headerBagLabels } from '../bag/server-labels';

/** Page types (SPEC §2: the first path segment) that list products. */
const LISTING_PAGE_TYPES = new Set(['pages', 'brands', 'search']);

export interface SiteHeaderProps {
  context: PageContext;
  navigation: SiteNavigation;
  /** Every country the store serves, for the country selector. */
  countries: readonly CountryConfig[];
}

/** The default layout's header: menus (from the CMS layout), search, account and bag, language and country. */
export function SiteHeader({ context, navigation, countries }: SiteHeaderProps) {
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  const links = (items: MenuLink[]) =>
    items.map((item) => (
      <li key={item.path + item.label}>
        <Link href={href(item.path)} prefetch={false}>{item.label}</Link>
      </li>
    ));
  const labelsForSearch = searchLabels(t);
  // A menu's own page, first in its panel: "Shop all Makeup" where it is a product listing (a category or brand
  // page), "Beauty Pass overview" where it is not (a programme's dashboard is no shop).
  const overviewLabel = (name: string, path: string) => (LISTING_PAGE_TYPES.has(pageTypeOf(path)) ? t('listing.shopAll', { name }) : t('menu.overview', { name }));
  const groupLink = (group: MenuGroup) =>
    group.path ? <Link href={href(group.path)} prefetch={false}>{group.label}</Link> : <span>{group.label}</span>;

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t('site.skipToContent')}</a>
      <div className="announcement">
        {navigation.announcement ? <span>{navigation.announcement} · </span> : null}
        {t('footer.freeShipping', { threshold: formatMoney(country.freeShippingThreshold, country, lang) })}
      </div>
      <div className="container">
        <div className="site-header__utilities">
          {country.languages.length > 1 ? (
            <LanguageSwitcher
              label={t('language.label')}
              current={lang}
              defaultLanguage={country.languages[0]}
              languages={country.languages.map((code) => ({ code, name: t(`language.name.${code}` as MessageKey) }))}
            />
          ) : null}
          <CountrySelector
            label={t('country.label')}
            changeLabel={t('country.change')}
            current={country.code}
            countries={countries.map((c) => ({ code: c.code, name: c.name, domain: c.domain }))}
          />
        </div>
        <div className="site-header__bar">
          <div className="site-header__start">
            <MenuToggle menuId="site-menu" openLabel={t('header.openMenu')} closeLabel={t('header.closeMenu')} />
          </div>

          <Link className="site-header__logo" href={href('/')} aria-label={t('header.home')}>ATELIER</Link>

          {/* One menu for every screen: a drawer on phones (opened by MenuToggle), a bar with mega menus on desktop. */}
          <nav id="site-menu" className="site-nav" aria-label={t('header.mainNavigation')} data-open="false">
            <ul className="site-nav__list">
              {navigation.header.map((group) =>
                group.children?.length ? (
                  <li key={group.label} className="site-nav__item">
                    <details className="disclosure">
                      <summary>{group.label}</summary>
                      <ul className="disclosure__panel">
                        {group.path ? (
                          <li><Link href={href(group.path)} prefetch={false}>{overviewLabel(group.label, group.path)}</Link></li>
                        ) : null}
                        {links(group.children)}
                      </ul>
                    </details>
                  </li>
                ) : (
                  <li key={group.label} className={`site-nav__item${group.emphasis ? ' site-nav__item--sale' : ''}`}>{groupLink(group)}</li>
                ),
              )}
            </ul>
          </nav>
          <noscript>
            <style>{'.site-nav { display: block; position: static; } .site-header__start { display: none; }'}</style>
          </noscript>

          <div className="site-header__end">
            <SearchLauncher
              labels={labelsForSearch}
              searchPath={href('/search')}
              pathPrefix={href('/').replace(/\/$/, '')}
              api={{ country: country.code.toLowerCase(), language: lang }}
            />
            <AccountMenu
              labels={accountMenuLabels(country, lang)}
              links={navigation.account.map((link) => ({ label: link.label, href: href(link.path) }))}
              paths={{ signIn: href('/sign_in'), signUp: href('/sign_up') }}
              api={{ country: country.code.toLowerCase(), language: lang }}
              locale={intlLocale(country, lang)}
              expiry={{ labels: pointsExpiryLabels(country, lang), rewardsPath: href('/rewards'), timeZone: country.timeZone }}
            />
            <HeaderBag labels={headerBagLabels(context)} cartPath={href('/cart')} money={bagContextProps(context).money} />
          </div>
        </div>
      </div>
    </header>
  );
}
