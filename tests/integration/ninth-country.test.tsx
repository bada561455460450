// @vitest-environment node
/**
 * No code branches on a country code: a ninth country added from a fixture file to the configuration
 * is resolved, formatted and rendered like the eight.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import jp from '../fixtures/country-jp.json';
import { countryConfigFiles } from '@/config/countries';
import { countryLanguagePairs, createCountryRegistry } from '@/config/countries/registry';
import { decideLocale, resolveCountry } from '@/lib/locale/resolve';
import { pageContextFor } from '@/lib/locale/page-context';
import { formatMoney } from '@/lib/format';
import { pageTitle } from '@/lib/metadata';
import { SiteHeader } from '@/components/site-header/SiteHeader';
import { builtInNavigation } from '@/renderer/layout';
import { getTranslator } from '@/lib/i18n/intl';

const registry = createCountryRegistry([...countryConfigFiles, jp]);

describe('a ninth country from a fixture file', () => {
  it('is resolved from every source', () => {
    expect(resolveCountry({ host: 'www.atelier.jp' }, registry).country.code).toBe('JP');
    expect(resolveCountry({ host: 'jp.localhost' }, registry).country.code).toBe('JP');
    expect(resolveCountry({ header: 'jp' }, registry).country.code).toBe('JP');
    expect(resolveCountry({ cookie: 'JP' }, registry).country.code).toBe('JP');
    expect(resolveCountry({ query: 'jp' }, registry).country.code).toBe('JP');
    expect(decideLocale({ pathname: '/about', search: '', host: 'atelier.jp' }, registry)).toMatchObject({ kind: 'rewrite', path: '/jp/en/000/about' });
    expect(countryLanguagePairs(registry)).toContainEqual({ country: 'jp', lang: 'en' });
  });

  it('formats its money and titles its pages', () => {
    const country = registry.get('JP')!;
    expect(formatMoney(5000, country, 'en')).toBe('¥5,000');
    expect(pageTitle('Home', country, 'en')).toBe('Home | Atelier Japan');
  });

  it("renders the header with its free-shipping line and in the country selector", () => {
    const context = pageContextFor('jp', 'en', registry)!;
    expect(context).toBeDefined();
    const navigation = builtInNavigation(getTranslator(context.country, context.lang));
    const html = renderToStaticMarkup(<SiteHeader context={context} navigation={navigation} countries={registry.list} />);
    expect(html).toContain('Free shipping on orders over ¥5,000');
    expect(html).toContain('https://atelier.jp/');
    expect(html).toContain('Japan');
  });

  it('is unknown to the store when not configured', () => {
    expect(pageContextFor('jp', 'en')).toBeUndefined();
  });
});
