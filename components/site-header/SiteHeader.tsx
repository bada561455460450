import Link from 'next/link';
import navigation from '../../config/navigation.json';
import { getTranslator } from '../../lib/i18n/intl';
import type { MessageKey } from '../../lib/i18n/catalogues';
import { formatMoney } from '../../lib/format';
import type { PageContext } from '../../lib/locale/page-context';
import type { CountryConfig } from '../../lib/countries/registry';
import { AccountIcon, BagIcon, MenuIcon, SearchIcon } from '../icons/Icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CountrySelector } from './CountrySelector';

interface NavLink { label: string; path: string; emphasis?: boolean }

export interface SiteHeaderProps {
  context: PageContext;
  /** Every country the store serves, for the country selector. */
  countries: readonly CountryConfig[];
}

/** The default layout's header: menus, search, account and bag entry points, language and country. */
export function SiteHeader({ context, countries }: SiteHeaderProps) {
  const { country, lang, href } = context;
  const t = getTranslator(country, lang);
  const label = (key: string) => t(key as MessageKey);
  const links = (items: NavLink[]) =>
    items.map((item) => (
      <li key={item.path}>
        <Link href={href(item.path)} prefetch={false}>{label(item.label)}</Link>
      </li>
    ));

  const languageSwitcher =
    country.languages.length > 1 ? (
      <LanguageSwitcher
        label={t('language.label')}
        current={lang}
        defaultLanguage={country.languages[0]}
        languages={country.languages.map((code) => ({ code, name: t(`language.name.${code}` as MessageKey) }))}
      />
    ) : null;
  const countrySelector = (
    <CountrySelector
      label={t('country.label')}
      changeLabel={t('country.change')}
      current={country.code}
      countries={countries.map((c) => ({ code: c.code, name: c.name, domain: c.domain }))}
    />
  );

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">{t('site.skipToContent')}</a>
      <div className="announcement">
        {t('footer.freeShipping', { threshold: formatMoney(country.freeShippingThreshold, country, lang) })}
      </div>
      <div className="container">
        <div className="site-header__utilities">
          {languageSwitcher}
          {countrySelector}
        </div>
        <div className="site-header__bar">
          <div className="site-header__start">
            <details className="drawer">
              <summary className="icon-button" aria-label={t('header.openMenu')}>
                <MenuIcon />
              </summary>
              <nav className="drawer__panel" aria-label={t('header.mainNavigation')}>
                <div className="drawer__section">
                  <h2>{t('menu.categories')}</h2>
                  <ul className="plain-list">{links(navigation.categories)}</ul>
                </div>
                <div className="drawer__section"><ul className="plain-list">{links(navigation.primary)}</ul></div>
                <div className="drawer__section">
                  <h2>{t('menu.happening')}</h2>
                  <ul className="plain-list">{links(navigation.happening)}</ul>
                </div>
                <div className="drawer__section">
                  <h2>{t('menu.beautyPass')}</h2>
                  <ul className="plain-list">{links(navigation.beautyPass)}</ul>
                </div>
              </nav>
            </details>
          </div>

          <Link className="site-header__logo" href={href('/')} aria-label={t('header.home')}>ATELIER</Link>

          <nav className="site-nav" aria-label={t('header.mainNavigation')}>
            <ul>
              <li>
                <details className="disclosure site-nav__item">
                  <summary>{t('menu.categories')}</summary>
                  <ul className="disclosure__panel">{links(navigation.categories)}</ul>
                </details>
              </li>
              {navigation.primary.map((item: NavLink) => (
                <li key={item.path} className={`site-nav__item${item.emphasis ? ' site-nav__item--sale' : ''}`}>
                  <Link href={href(item.path)} prefetch={false}>{label(item.label)}</Link>
                </li>
              ))}
              <li>
                <details className="disclosure site-nav__item">
                  <summary>{t('menu.happening')}</summary>
                  <ul className="disclosure__panel">{links(navigation.happening)}</ul>
                </details>
              </li>
              <li>
                <details className="disclosure site-nav__item">
                  <summary>{t('menu.beautyPass')}</summary>
                  <ul className="disclosure__panel">{links(navigation.beautyPass)}</ul>
                </details>
              </li>
            </ul>
          </nav>

          <div className="site-header__end">
            <Link className="icon-button" href={href('/search')} aria-label={t('header.search')} prefetch={false}>
              <SearchIcon />
            </Link>
            <details className="disclosure">
              <summary className="icon-button" aria-label={t('header.account')}>
                <AccountIcon />
              </summary>
              <ul className="disclosure__panel">
                <li><Link href={href('/sign_in')} prefetch={false}>{t('header.signIn')}</Link></li>
                {links(navigation.account)}
              </ul>
            </details>
            <Link className="icon-button" href={href('/cart')} aria-label={t('header.bag', { count: 0 })} prefetch={false}>
              <BagIcon />
              <span className="bag-count" aria-hidden="true" data-slot="bag-count">0</span>
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
