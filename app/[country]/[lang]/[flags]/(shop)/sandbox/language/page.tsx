import type { Metadata } from 'next';
import { CookieReadout } from '@/components/sandbox/CookieReadout';
import { SandboxShell } from '@/components/sandbox/SandboxShell';
import { COOKIES, languageCookieValue, type CookieKey } from '@/lib/cookies';
import { countries, defaultLanguage, intlLocale } from '@/config/countries/registry';
import { pageContextFor, resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Language (developer page)', robots: { index: false } };

const PATH = '/sandbox/language';
const COOKIE_KEYS: CookieKey[] = ['country', 'language'];

/**
 * Developer page: the country and language this page was resolved to, how the proxy decides them (SPEC §5,
 * docs/architecture.md), the cookies in this browser, and links that switch language in the two ways the
 * store knows (the locale prefix, and the language switcher's `?language=`).
 */
export default async function SandboxLanguagePage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  const { country, lang } = context;
  const fallback = defaultLanguage(country);
  return (
    <SandboxShell title="Language" intro="Developer page. How this request’s country and language were decided, and links to switch." indexHref={context.href('/sandbox')}>
      <section aria-labelledby="language-current">
        <h2 id="language-current">This page</h2>
        <dl aria-label="Current locale">
          <div><dt>Country</dt><dd>{`${country.name} (${country.code})`}</dd></div>
          <div><dt>Language</dt><dd>{lang}</dd></div>
          <div><dt>Intl locale</dt><dd>{intlLocale(country, lang)}</dd></div>
          <div><dt>Country’s default language</dt><dd>{fallback}</dd></div>
          <div><dt>Locale prefix</dt><dd>{context.isDefaultLanguage ? 'none (default language)' : `/${lang}`}</dd></div>
          <div><dt>Currency</dt><dd>{`${country.currency.code} (${country.currency.minorUnits} minor digits)`}</dd></div>
        </dl>
      </section>

      <section aria-labelledby="language-switch">
        <h2 id="language-switch">Switch language</h2>
        <table className="sandbox-table" aria-label="Languages of this country">
          <thead><tr><th scope="col">Language</th><th scope="col">By prefix</th><th scope="col">By query (the switcher’s way)</th><th scope="col">Cookie value</th></tr></thead>
          <tbody>
            {country.languages.map((code) => {
              const target = pageContextFor(country.code.toLowerCase(), code)!;
              return (
                <tr key={code}>
                  <th scope="row">{`${code}${code === lang ? ' (current)' : ''}`}</th>
                  <td><a href={target.href(PATH)} aria-label={`Switch to ${code} by prefix`}>{target.href(PATH)}</a></td>
                  <td><a href={`${PATH}?language=${code}`} aria-label={`Switch to ${code} by query`}>{`${PATH}?language=${code}`}</a></td>
                  <td><code>{languageCookieValue(code)}</code></td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="language-cookies">
        <h2 id="language-cookies">Cookies</h2>
        <CookieReadout keys={COOKIE_KEYS} />
        <p>
          <code>{COOKIES.country.name}</code> holds the country code, <code>{COOKIES.language.name}</code> the language as <code>{languageCookieValue('xx')}</code>;
          both last a year and are set by the proxy.
        </p>
      </section>

      <section aria-labelledby="language-rules">
        <h2 id="language-rules">Rules</h2>
        <ol>
          <li>Country: the host (<code>th.localhost</code>, <code>staging-th…</code>, <code>atelier.sg</code>), then the <code>x-site-country</code> header, the <code>{COOKIES.country.name}</code> cookie, the <code>country_code</code> query, else {countries.defaultCountry.code}.</li>
          <li>Language: a locale prefix (strongest; it updates the cookie), the <code>language</code> or <code>language_code</code> query, the <code>{COOKIES.language.name}</code> cookie, else the country’s first language.</li>
          <li>The default language’s prefix redirects to the unprefixed URL; a prefix the country does not offer is a 404.</li>
          <li>A first visit (no cookie, no query) negotiates Accept-Language and redirects once to the prefixed URL when it is not the default.</li>
        </ol>
        <p>Other countries: {countries.list.filter((c) => c.code !== country.code).map((c) => `${c.name} (${c.domain}, ${c.languages.join('/')})`).join(' · ')}</p>
      </section>
    </SandboxShell>
  );
}
