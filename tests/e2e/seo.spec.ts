/**
 * Search engines and link previews (issue 23), against the production build: the sitemaps of every storefront
 * domain validate against the shipped sitemaps.org schemas and list pages that answer 200; `hreflang` links are
 * reciprocal and each alternate answers 200 in its own language, walked from every country-language; canonical
 * and `noindex` per page type; the JSON-LD of each type; robots.txt per domain.
 *
 * A public URL (`https://atelier.co.th/en/pages/sale`) is asked of the local server with its host in
 * `x-forwarded-host`, as the CDN in front of the store would (the proxy reads the country from it). Plain `fetch`
 * keeps no cookies and sends no language preference (as a crawler), so each request is a first visit that only its
 * URL decides. The HTML is read with the browser's
 * own parser (DOMParser on a blank page: no script runs, nothing loads).
 */
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { countries, countryLanguagePairs, intlLocale } from '@/config/countries/registry';
import { canonicalUrl } from '@/lib/seo/urls';
import { validateSitemapXml, XMLLINT_MISSING, xmllintAvailable } from '@/tests/xmllint';
import { E2E_DATABASE_URL, E2E_PORT } from './stack-ports';

const LOCAL = `http://localhost:${E2E_PORT}`;
const SG = countries.get('SG')!;

interface Fetched {
  status: number;
  text: string;
  location: string | null;
}

const cache = new Map<string, Promise<Fetched>>();

/** A public URL asked of the local server (its host as the CDN's `x-forwarded-host`); each URL once per run. */
function fetchPublic(url: string): Promise<Fetched> {
  if (!cache.has(url)) {
    const u = new URL(url);
    cache.set(
      url,
      fetch(`${LOCAL}${u.pathname}${u.search}`, { headers: { 'x-forwarded-host': u.host }, redirect: 'manual' }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
        location: r.headers.get('location'),
      })),
    );
  }
  return cache.get(url)!;
}

/** The same, asked again each time (for what changes during a test). */
function fetchUncached(url: string): Promise<Fetched> {
  cache.delete(url);
  return fetchPublic(url);
}

interface PageSeo {
  lang: string | null;
  canonical: string[];
  alternates: Map<string, string>;
  robots: string | null;
  jsonLd: Record<string, unknown>[];
  meta: (property: string) => string | null;
}

async function readPage(browser: Page, html: string): Promise<PageSeo> {
  const read = await browser.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const meta: Record<string, string> = {};
    for (const m of doc.querySelectorAll('meta[property]')) meta[m.getAttribute('property')!] = m.getAttribute('content') ?? '';
    return {
      lang: doc.documentElement.getAttribute('lang'),
      canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')!),
      alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!] as [string, string]),
      robots: doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      meta,
    };
  }, html);
  return {
    ...read,
    alternates: new Map(read.alternates),
    jsonLd: read.jsonLd.map((text) => JSON.parse(text)),
    meta: (property) => read.meta[property] ?? null,
  };
}

async function publicPage(browser: Page, url: string): Promise<PageSeo> {
  const response = await fetchPublic(url);
  expect(response.status, `${url} answers 200 (location ${response.location})`).toBe(200);
  return readPage(browser, response.text);
}

/** JSON-LD nodes of a page, `@graph`s flattened. */
const ldNodes = (seo: PageSeo) => seo.jsonLd.flatMap((d) => (Array.isArray(d['@graph']) ? (d['@graph'] as Record<string, unknown>[]) : [d]));

const API_SG = { 'x-site-country': 'SG' };

/** The slugs of the products sold in `country` (a variant priced there), read from the store's database. */
async function productsSoldIn(country: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ slug: string }>(
      'SELECT DISTINCT p.slug FROM products p JOIN variants v ON v.product_id = p.id JOIN prices pr ON pr.variant_id = v.id WHERE pr.country = $1',
      [country],
    );
    return rows.map((r) => r.slug);
  } finally {
    await db.end();
  }
}

test.describe('robots.txt and sitemaps', () => {
  test('robots.txt of each domain names its own sitemap and closes the private paths', async () => {
    for (const country of countries.list) {
      const robots = await fetchPublic(`https://${country.domain}/robots.txt`);
      expect(robots.status).toBe(200);
      const lines = robots.text.split('\n');
      expect(lines).toContain(`Sitemap: https://${country.domain}/sitemap.xml`);
      for (const path of ['/api/', '/preview', '/sandbox', '/studio', '/cart', '/checkout']) expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  test('each domain has a sitemap index whose sitemaps validate against the sitemaps.org schema, list only that domain, and answer 200', async () => {
    test.skip(!xmllintAvailable(), XMLLINT_MISSING);
    test.setTimeout(600_000);
    for (const country of countries.list) {
      const index = await fetchPublic(`https://${country.domain}/sitemap.xml`);
      expect(index.status).toBe(200);
      expect(validateSitemapXml(index.text, 'sitemapindex')).toEqual({ ok: true, messages: '- validates' });
      const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(files.map((f) => new URL(f).pathname.replace(/-\d+\.xml$/, ''))).toEqual(['/sitemaps/pages', '/sitemaps/brands', '/sitemaps/categories', '/sitemaps/products', '/sitemaps/stores']);
      const urls: string[] = [];
      for (const file of files) {
        expect(new URL(file).host).toBe(country.domain);
        const sitemap = await fetchPublic(file);
        expect(sitemap.status).toBe(200);
        expect(validateSitemapXml(sitemap.text, 'urlset')).toEqual({ ok: true, messages: '- validates' });
        const locs = [...sitemap.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>[^<]+<\/lastmod>/g)].map((m) => m[1]);
        // Every URL has its lastmod (the pattern above requires it) and its alternates.
        expect(locs).toHaveLength((sitemap.text.match(/<url>/g) ?? []).length);
        expect(locs.length).toBeLessThanOrEqual(50_000);
        urls.push(...locs);
      }
      expect(urls.every((u) => new URL(u).host === country.domain)).toBe(true);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls).toContain(canonicalUrl(country, country.languages[0], '/'));
      expect(urls.some((u) => u.includes('/products/'))).toBe(true);
      expect(urls.some((u) => /\/store-locations\/[a-z0-9-]+$/.test(u))).toBe(true);
      // Singapore's every URL but its products answers 200, and the products listed are exactly those sold there (a
      // variant priced in SG), of which an even sample of every language answers 200 (each product page renders on its
      // first request: all of them took five minutes, a fifth of the browser suite). Of the other domains, a sample of
      // each kind.
      const products = urls.filter((u) => u.includes('/products/'));
      const check =
        country.code === SG.code
          ? [...urls.filter((u) => !u.includes('/products/')), ...products.filter((_, i) => i % Math.ceil(products.length / 24) === 0)]
          : ['/pages/', '/brands/', '/products/', '/store-locations/'].flatMap((kind) => urls.filter((u) => u.includes(kind)).slice(0, 3));
      if (country.code === SG.code) expect(new Set(products.map((u) => u.replace(/^.*\/products\//, '')))).toEqual(new Set(await productsSoldIn(SG.code)));
      for (const url of check) expect((await fetchPublic(url)).status, url).toBe(200);
    }
  });

  test('a product added to the catalogue is in its countries\' sitemaps at once, without a rebuild', async () => {
    const slug = `seo-fresh-${Date.now().toString(36)}`;
    const db = new pg.Client({ connectionString: E2E_DATABASE_URL });
    await db.connect();
    const productsOf = async (domain: string) => (await fetchUncached(`https://${domain}/sitemaps/products-1.xml`)).text;
    try {
      expect(await productsOf('atelier.sg')).not.toContain(`/products/${slug}<`);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO products (slug, brand_id, category_id, product_type, content)
         SELECT $1, (SELECT min(id) FROM brands), (SELECT min(id) FROM categories WHERE level = 3), 'lipstick',
                '{"en": {"name": "Fresh Test Lipstick", "description": "Added by the sitemap test.", "howToUse": ""}}'::jsonb
         RETURNING id`,
        [slug],
      );
      const variant = await db.query<{ id: number }>('INSERT INTO variants (product_id, sku) VALUES ($1, $2) RETURNING id', [rows[0].id, `${slug}-sku`]);
      await db.query("INSERT INTO prices (variant_id, country, amount) VALUES ($1, 'SG', 2500)", [variant.rows[0].id]);
      expect(await productsOf('atelier.sg')).toContain(`<loc>https://atelier.sg/products/${slug}</loc>`);
      // Sold in Singapore only: not in Thailand's sitemap.
      expect(await productsOf('atelier.co.th')).not.toContain(`/products/${slug}<`);
    } finally {
      await db.query('DELETE FROM products WHERE slug = $1', [slug]);
      await db.end();
    }
    expect(await productsOf('atelier.sg')).not.toContain(`/products/${slug}<`);
  });

  test('an unknown sitemap file is a 404 that says what files there are', async () => {
    const missing = await fetchPublic('https://atelier.sg/sitemaps/videos-1.xml');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('A sitemap file is named {kind}-{n}.xml');
    expect((await fetchPublic('https://atelier.sg/sitemaps/products-999.xml')).status).toBe(404);
  });
});

test.describe('hreflang', () => {
  /** A sample of public pages of each kind that exist in every country. */
  const SAMPLE = ['/', '/pages/sale', '/pages/makeup/lips', '/brands/kaya-botanics', '/store-locations'];

  test('alternates are reciprocal: from every country-language, each alternate answers 200 in its own language and lists the same set', async ({ page }) => {
    test.setTimeout(300_000);
    const pairs = countryLanguagePairs();
    for (const path of SAMPLE) {
      const expected = new Map(pairs.map(({ country, lang }) => {
        const c = countries.get(country)!;
        return [intlLocale(c, lang), canonicalUrl(c, lang, path)];
      }));
      expected.set('x-default', canonicalUrl(SG, 'en', path));
      for (const { country, lang } of pairs) {
        const c = countries.get(country)!;
        const url = canonicalUrl(c, lang, path);
        const seo = await publicPage(page, url);
        expect(seo.lang, url).toBe(intlLocale(c, lang));
        expect(seo.canonical, url).toEqual([url]);
        expect(seo.robots, url).toBeNull();
        // The same set seen from every page of it: reciprocal, itself included.
        expect(Object.fromEntries(seo.alternates), url).toEqual(Object.fromEntries(expected));
      }
    }
  });

  test('a product lists only the countries it is sold in, and each of those answers 200 in its language', async ({ page, request }) => {
    const { items } = await (await request.get('/api/web/v1/search?q=lipstick', { headers: API_SG })).json();
    const slug = items[0].slug as string;
    const seo = await publicPage(page, canonicalUrl(SG, 'en', `/products/${slug}`));
    expect(seo.alternates.get('en-SG')).toBe(`https://atelier.sg/products/${slug}`);
    for (const [hreflang, href] of seo.alternates) {
      const other = await publicPage(page, href);
      if (hreflang !== 'x-default') expect(other.lang).toBe(hreflang);
      expect(Object.fromEntries(other.alternates)).toEqual(Object.fromEntries(seo.alternates));
    }
    for (const { country, lang } of countryLanguagePairs()) {
      const c = countries.get(country)!;
      if (!seo.alternates.has(intlLocale(c, lang))) expect((await fetchPublic(canonicalUrl(c, lang, `/products/${slug}`))).status).toBe(404);
    }
  });
});

test.describe('canonical and noindex per page type', () => {
  test('indexable pages have one canonical URL on their domain, without tracking or sort parameters', async ({ page }) => {
    const th = countries.get('TH')!;
    const cases: [string, string][] = [
      ['https://atelier.sg/pages/sale?utm_source=news&sort=price_asc', 'https://atelier.sg/pages/sale'],
      ['https://atelier.co.th/en/pages/makeup/lips?page=2', canonicalUrl(th, 'en', '/pages/makeup/lips')],
      ['https://atelier.com.hk/zh/brands/kaya-botanics', 'https://atelier.com.hk/zh/brands/kaya-botanics'],
      ['https://atelier.sg/pages/about', 'https://atelier.sg/about'],
      ['https://atelier.co.id/', 'https://atelier.co.id/'],
    ];
    for (const [url, canonical] of cases) {
      const seo = await publicPage(page, url);
      expect(seo.canonical, url).toEqual([canonical]);
      expect(seo.robots, url).toBeNull();
    }
  });

  // The studio's own pages are noindex too (studio.spec.ts, with an editor's session); a guest is redirected to sign in.
  test('bag, checkout, account, orders, search, sandbox, preview and unknown pages are noindex', async ({ page }) => {
    for (const path of ['/cart', '/checkout', '/wishlist', '/orders', '/account/reviews', '/beauty-pass', '/search?q=zzzzqqq', '/sandbox', '/preview/homepage', '/pages/no-such-page']) {
      const response = await fetchPublic(`https://atelier.sg${path}`);
      expect([200, 404], path).toContain(response.status);
      expect((await readPage(page, response.text)).robots, path).toMatch(/noindex/);
    }
  });
});

test.describe('structured data and link previews', () => {
  test('a product has Product with an Offer per variant in the country currency, a BreadcrumbList and a product card', async ({ page, request }) => {
    const { items } = await (await request.get('/api/web/v1/search?q=serum', { headers: { 'x-site-country': 'TH' } })).json();
    const slug = items[0].slug as string;
    const seo = await publicPage(page, `https://atelier.co.th/products/${slug}`);
    const nodes = ldNodes(seo);
    const product = nodes.find((n) => n['@type'] === 'Product')!;
    expect(product).toMatchObject({ name: expect.any(String), url: `https://atelier.co.th/products/${slug}`, brand: { '@type': 'Brand' } });
    const offers = product.offers as Record<string, string>[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'THB', price: expect.stringMatching(/^\d+\.\d{2}$/) });
      expect(['https://schema.org/InStock', 'https://schema.org/LimitedAvailability', 'https://schema.org/OutOfStock', 'https://schema.org/PreOrder']).toContain(offer.availability);
    }
    const trail = nodes.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { position: number; item: string }[];
    expect(trail.map((s) => s.position)).toEqual(trail.map((_, i) => i + 1));
    expect(trail.at(-1)!.item).toBe(`https://atelier.co.th/products/${slug}`);
    expect(seo.meta('og:type')).toBe('product');
    expect(seo.meta('product:price:currency')).toBe('THB');
    expect(seo.meta('og:locale')).toBe('th_TH');
    expect(seo.meta('og:image')).toMatch(/^https:\/\/atelier\.co\.th\/api\/images\/products\/[a-z-]+\/[0-9A-Fa-f]{6}\.png$/);
    expect([seo.meta('og:image:width'), seo.meta('og:image:height')]).toEqual(['1200', '630']);
    const card = await fetch(`${LOCAL}${new URL(seo.meta('og:image')!).pathname}`);
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(seo.meta('og:title')).toContain(product.name as string);
  });

  test('a product with reviews carries its aggregate rating', async ({ page, request }) => {
    const { items } = await (await request.get('/api/web/v1/search?q=lipstick', { headers: API_SG })).json();
    const rated = (items as { slug: string; rating: { count: number; average: number } }[]).find((p) => p.rating.count > 0)!;
    const product = ldNodes(await publicPage(page, `https://atelier.sg/products/${rated.slug}`)).find((n) => n['@type'] === 'Product')!;
    expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: rated.rating.average, reviewCount: rated.rating.count });
  });

  test('a category page has its BreadcrumbList; home has Organization and WebSite with the search action', async ({ page }) => {
    const category = ldNodes(await publicPage(page, 'https://atelier.sg/pages/makeup/lips'));
    const trail = category.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(trail.map((s) => s.item)).toEqual(['https://atelier.sg/', 'https://atelier.sg/pages/makeup', 'https://atelier.sg/pages/makeup/lips']);
    const home = ldNodes(await publicPage(page, 'https://atelier.co.th/en'));
    expect(home.find((n) => n['@type'] === 'Organization')).toMatchObject({ url: 'https://atelier.co.th/en' });
    expect(home.find((n) => n['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://atelier.co.th/en/search?q={search_term_string}' } },
    });
    const og = await publicPage(page, 'https://atelier.co.th/en');
    expect(og.meta('og:locale')).toBe('en_TH');
    expect(og.meta('og:url')).toBe('https://atelier.co.th/en');
  });

  test('a store page has Store with its opening hours, and its events as Event', async ({ page, request }) => {
    const { items } = await (await request.get('/api/web/v1/store-locations', { headers: API_SG })).json();
    let events = 0;
    for (const store of items as { slug: string; name: string }[]) {
      const nodes = ldNodes(await publicPage(page, `https://atelier.sg/store-locations/${store.slug}`));
      const shop = nodes.find((n) => n['@type'] === 'Store')!;
      expect(shop).toMatchObject({ name: store.name, address: { '@type': 'PostalAddress', addressCountry: 'SG' } });
      expect((shop.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
      for (const event of nodes.filter((n) => n['@type'] === 'Event')) {
        events++;
        expect(event).toMatchObject({ startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), location: { '@type': 'Place', name: store.name }, offers: { priceCurrency: 'SGD' } });
      }
    }
    expect(events).toBeGreaterThan(0);
  });
});
