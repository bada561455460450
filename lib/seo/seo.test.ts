import { describe, expect, it } from 'vitest';
import { countries, countryLanguagePairs } from '@/config/countries/registry';
import { alternatesOf, availablePairs, canonicalUrl, cmsPagePath } from './urls';
import { chunkUrls, MAX_URLS_PER_SITEMAP, robotsTxt, sitemapIndexXml, urlElements, urlsetXml } from './sitemap';
import { validateSitemapXml, XMLLINT_MISSING, xmllintAvailable } from '@/tests/xmllint';

const get = (code: string) => countries.get(code)!;

describe('canonical URLs', () => {
  it('is the country domain with the language prefix rule and no query', () => {
    expect(canonicalUrl(get('SG'), 'en', '/products/velvet-lip?utm_source=x&sort=price_asc')).toBe('https://atelier.sg/products/velvet-lip');
    expect(canonicalUrl(get('TH'), 'th', '/pages/sale')).toBe('https://atelier.co.th/pages/sale');
    expect(canonicalUrl(get('TH'), 'en', '/pages/sale')).toBe('https://atelier.co.th/en/pages/sale');
    expect(canonicalUrl(get('HK'), 'zh', '/')).toBe('https://atelier.com.hk/zh');
  });

  it('gives pages with a route of their own that route', () => {
    expect([cmsPagePath('home'), cmsPagePath('about'), cmsPagePath('sale')]).toEqual(['/', '/about', '/pages/sale']);
  });
});

describe('hreflang alternates', () => {
  it('lists every country-language and x-default for a page everywhere, each once', () => {
    const links = alternatesOf('/pages/sale', 'all');
    expect(availablePairs('all')).toHaveLength(countryLanguagePairs().length);
    expect(links.map((l) => l.hreflang).sort()).toEqual(
      ['en-AU', 'en-HK', 'zh-HK', 'id-ID', 'en-ID', 'en-MY', 'en-NZ', 'en-PH', 'en-SG', 'th-TH', 'en-TH', 'x-default'].sort(),
    );
    expect(links.find((l) => l.hreflang === 'x-default')!.href).toBe('https://atelier.sg/pages/sale');
    expect(links.find((l) => l.hreflang === 'en-ID')!.href).toBe('https://atelier.co.id/en/pages/sale');
  });

  it('is the same set seen from every page of the set (reciprocal)', () => {
    const set = alternatesOf('/products/x', ['TH', 'HK']);
    expect(set.map((l) => l.hreflang)).toEqual(['en-HK', 'zh-HK', 'th-TH', 'en-TH', 'x-default']);
    // Not sold in SG: x-default is the first country that has it.
    expect(set.at(-1)!.href).toBe('https://atelier.com.hk/products/x');
  });
});

describe('robots.txt', () => {
  it('closes the private paths in every language prefix and names the domain sitemap', () => {
    const text = robotsTxt(get('TH'));
    for (const line of ['Disallow: /api/', 'Disallow: /cart', 'Disallow: /en/cart', 'Disallow: /checkout', 'Disallow: /en/checkout', 'Disallow: /preview', 'Disallow: /sandbox', 'Disallow: /studio']) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain('Sitemap: https://atelier.co.th/sitemap.xml');
  });
});

describe('sitemap files', () => {
  it('splits at the protocol limit of 50,000 URLs', () => {
    const urls = Array.from({ length: MAX_URLS_PER_SITEMAP + 1 }, (_, i) => `<url><loc>https://atelier.sg/products/p-${i}</loc></url>`);
    const chunks = chunkUrls(urls);
    expect(chunks.map((c) => c.length)).toEqual([50_000, 1]);
  });

  it('splits before a file passes the byte limit', () => {
    expect(chunkUrls(['a'.repeat(60), 'b'.repeat(60), 'c'.repeat(60)], 10, 250).map((c) => c.length)).toEqual([1, 1, 1]);
  });

  it.skipIf(!xmllintAvailable())('validates against the shipped sitemaps.org schemas (xmllint)', () => {
    const th = get('TH');
    const urls = urlElements([{ path: '/products/a&b', lastmod: new Date('2026-11-01T10:00:00Z'), available: ['TH', 'SG'] }], th);
    expect(urls).toHaveLength(2);
    const result = validateSitemapXml(urlsetXml(urls), 'urlset');
    expect(result.messages).toMatch(/validates/);
    expect(result.ok).toBe(true);
    expect(validateSitemapXml(sitemapIndexXml([{ loc: 'https://atelier.co.th/sitemaps/products-1.xml', lastmod: '2026-11-01T10:00:00Z' }]), 'sitemapindex').ok).toBe(true);
    // And refuses what breaks the protocol: a relative <loc>, an unknown element.
    expect(validateSitemapXml(urlsetXml(['<url><loc>/products/a</loc></url>']), 'urlset').ok).toBe(false);
    expect(validateSitemapXml(urlsetXml(['<url><loc>https://atelier.sg/a</loc><xhtml:alt href="x"/></url>']), 'urlset').ok).toBe(false);
  });

  it.runIf(!xmllintAvailable())('says why schema validation is skipped', () => {
    console.warn(XMLLINT_MISSING);
  });
});
