import { expect, test } from '@playwright/test';
import { countries } from '@/config/countries/registry';
import { E2E_PORT as PORT } from './stack-ports';

/** Every country and language over HTTP (fast, no page rendering in the browser). */

for (const country of countries.list) {
  for (const lang of country.languages) {
    const isDefault = lang === country.languages[0];
    test(`${country.code} ${lang}: home answers in its language`, async ({ request }) => {
      // The host names the country (the request client cannot resolve *.localhost, so it is forwarded).
      const url = `http://localhost:${PORT}${isDefault ? '/' : `/${lang}`}`;
      const response = await request.get(url, {
        headers: { 'x-forwarded-host': `${country.code.toLowerCase()}.localhost:${PORT}`, cookie: `language=lng_${lang}` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${country.intlLocales[lang]}"`);
      expect(html).toMatch(new RegExp(`<title>[^<]+ \\| ${country.siteTitle[lang]}</title>`));
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    });
  }

  test(`${country.code}: the storefront domain resolves the country`, async ({ request }) => {
    const response = await request.get(`http://localhost:${PORT}/sandbox/baseline`, {
      headers: { 'x-forwarded-host': `www.${country.domain}`, cookie: `language=lng_${country.languages[0]}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(`<html lang="${country.intlLocales[country.languages[0]]}"`);
  });
}

test('the x-site-country header, then the cookie, then country_code choose the country', async ({ request }) => {
  const lang = async (headers: Record<string, string>, path = '/sandbox/baseline') => {
    const html = await (await request.get(`http://localhost:${PORT}${path}`, { headers, maxRedirects: 0 })).text();
    return html.match(/<html lang="([^"]+)"/)?.[1];
  };
  expect(await lang({ 'x-site-country': 'my', cookie: 'locale=AU; language=lng_en' })).toBe('en-MY');
  expect(await lang({ cookie: 'locale=AU; language=lng_en' })).toBe('en-AU');
  expect(await lang({ cookie: 'language=lng_en' }, '/sandbox/baseline?country_code=nz')).toBe('en-NZ');
  expect(await lang({ 'x-site-country': 'xx', cookie: 'locale=ZZ; language=lng_en' }, '/sandbox/baseline?country_code=ph')).toBe('en-PH');
});
