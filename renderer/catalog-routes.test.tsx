// @vitest-environment node
/**
 * The catalogue's part of the CMS routes: the listing a category, Sale or New page gets when its editors placed
 * none, default category pages for deeper paths (404 for a category the catalogue lacks), brand pages with
 * their products, and the brands A–Z from the catalogue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { saleLipstick } from '@/components/product-card/product-card.fixtures';
import * as catalog from '@/server/catalog';
import type { ContentEntry } from './types';
import { CmsPage, cmsPageMetadata } from './cms-route';
import { BrandIndex, BrandPage, brandPageMetadata } from './brand-route';

const tree = [
  { path: 'makeup', slug: 'makeup', name: 'Makeup', level: 1, children: [{ path: 'makeup/lips', slug: 'lips', name: 'Lips', level: 2, children: [{ path: 'makeup/lips/lipstick', slug: 'lipstick', name: 'Lipstick', level: 3, children: [] }] }] },
  { path: 'skincare', slug: 'skincare', name: 'Skincare', level: 1, children: [] },
];
const page = (slug: string, blocks: ContentEntry[] = []): ContentEntry => ({ id: `page-${slug}`, contentType: 'page', fields: { slug, title: slug[0].toUpperCase() + slug.slice(1), pageType: 'landing', blocks } });
const pages: Record<string, ContentEntry> = {
  makeup: page('makeup'),
  sale: page('sale'),
  gifts: page('gifts'),
  skincare: page('skincare', [{ id: 'skincare-listing', contentType: 'productListing', fields: { title: 'Skincare picks', category: 'skincare' } }]),
};

vi.mock('@/server/content/pages', () => ({
  loadPage: vi.fn(async (slug: string) => pages[slug] ?? null),
  loadBrand: vi.fn(async (slug: string) =>
    slug === 'kaya-botanics' ? { id: 'brand-kaya', contentType: 'brand', fields: { slug, name: 'Kaya Botanics', description: 'Botanical care from Bali.', blocks: [] } } : null,
  ),
  // The CMS's brand entries (a brand page's hreflang alternates: every country for a brand with an entry).
  loadBrands: vi.fn(async () => [{ slug: 'kaya-botanics', name: 'Kaya Botanics' }]),
}));
vi.mock('@/server/catalog', async () => {
  const { categoryChain } = await import('@/lib/category-chain');
  return {
    categoryChain,
    loadCategories: vi.fn(async () => tree),
    loadListing: vi.fn(async () => ({ items: [saleLipstick], total: 1, page: 1, pageSize: 24, sort: 'featured', facets: [] })),
    loadBrands: vi.fn(async () => [
      { slug: 'kaya-botanics', name: 'Kaya Botanics', houseBrand: false, productCount: 9, description: 'Kaya' },
      { slug: 'ochre-and-ash', name: 'Ochre & Ash', houseBrand: false, productCount: 12, description: 'Mineral colour.' },
    ]),
  };
});

const params = (country = 'sg', lang = 'en') => Promise.resolve({ country, lang });
const html = async (element: Promise<ReactElement> | ReactElement) => renderToStaticMarkup(await element);
const listingCalls = () => vi.mocked(catalog.loadListing).mock.calls.map((c) => c[2]);
const notFound = expect.objectContaining({ digest: expect.stringMatching(/404/) });

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  vi.mocked(catalog.loadListing).mockClear();
  vi.restoreAllMocks();
});

describe('CMS pages and the catalogue', () => {
  it('a top category page without a listing block gets one for its category', async () => {
    const out = await html(CmsPage({ params: params(), slug: 'makeup', at: '/pages/makeup', path: { slug: 'makeup' } }));
    expect(out).toContain('data-entry-id="makeup-listing"');
    expect(out).toContain('Shop all Makeup');
    expect(listingCalls()).toEqual([{ category: 'makeup', page_size: 24 }]);
  });

  it('Sale gets a listing of discounted products', async () => {
    await html(CmsPage({ params: params(), slug: 'sale', at: '/pages/sale', path: { slug: 'sale' } }));
    expect(listingCalls()).toEqual([{ sale: true, page_size: 24 }]);
  });

  it('a page whose editors placed a listing, or that is not a category, gets none added', async () => {
    const out = await html(CmsPage({ params: params(), slug: 'skincare', at: '/pages/skincare', path: { slug: 'skincare' } }));
    expect(out.match(/class="product-listing"/g)).toHaveLength(1);
    expect(out).toContain('Skincare picks');
    vi.mocked(catalog.loadListing).mockClear();
    const gifts = await html(CmsPage({ params: params(), slug: 'gifts', at: '/pages/gifts', path: { slug: 'gifts' } }));
    expect(gifts).not.toContain('product-listing');
    expect(listingCalls()).toEqual([]);
  });

  it('a deeper path is a category page: breadcrumb, the category as the heading, its listing', async () => {
    const path = { slug: 'makeup', topCategory: 'lips', category: 'lipstick' };
    const out = await html(CmsPage({ params: params('th', 'en'), slug: 'makeup', at: '/pages/makeup/lips/lipstick', path }));
    expect(out).toContain('<h1 class="category-page__title">Lipstick</h1>');
    expect(out).toMatch(/<nav class="breadcrumb" aria-label="Breadcrumb">.*href="\/en\/pages\/makeup\/lips".*aria-current="page">Lipstick</);
    expect(listingCalls()).toEqual([{ category: 'makeup/lips/lipstick', page_size: 24 }]);
    expect((await cmsPageMetadata(params(), 'makeup', { slug: 'makeup', topCategory: 'lips' })).title).toBe('Lips | Atelier Singapore');
  });

  it('a deeper path the catalogue does not have is a 404', async () => {
    await expect(CmsPage({ params: params(), slug: 'makeup', at: '/pages/makeup/nope', path: { slug: 'makeup', topCategory: 'nope' } })).rejects.toThrow(notFound);
    await expect(CmsPage({ params: params(), slug: 'gifts', at: '/pages/gifts/lips', path: { slug: 'gifts', topCategory: 'lips' } })).rejects.toThrow(notFound);
  });
});

describe('brand pages and the catalogue', () => {
  it('a brand page lists the brand’s products after its CMS content', async () => {
    const out = await html(BrandPage({ params: params(), path: { slug: 'kaya-botanics' } }));
    expect(out).toContain('<h1>Kaya Botanics</h1>');
    expect(out).toContain('Botanical care from Bali.');
    expect(listingCalls()).toEqual([{ brand: ['kaya-botanics'], page_size: 8 }]);
  });

  it('a brand only the catalogue knows has a page too; category segments narrow its listing', async () => {
    const out = await html(BrandPage({ params: params(), path: { slug: 'ochre-and-ash', topCategory: 'makeup', category: 'lips' } }));
    expect(out).toContain('<h1>Ochre &amp; Ash · Lips</h1>');
    expect(listingCalls()).toEqual([{ category: 'makeup/lips', brand: ['ochre-and-ash'], page_size: 8 }]);
    const metadata = await brandPageMetadata(params(), { slug: 'ochre-and-ash' });
    expect(metadata.description).toBe('Mineral colour.');
    // Sold in every country here (the catalogue mock lists it everywhere): its alternates name them all.
    expect(metadata.alternates?.canonical).toBe('https://atelier.sg/brands/ochre-and-ash');
    expect(metadata.alternates?.languages).toMatchObject({ 'th-TH': 'https://atelier.co.th/brands/ochre-and-ash', 'en-TH': 'https://atelier.co.th/en/brands/ochre-and-ash', 'x-default': 'https://atelier.sg/brands/ochre-and-ash' });
  });

  it('an unknown brand, or a category the catalogue lacks, is a 404', async () => {
    await expect(BrandPage({ params: params(), path: { slug: 'no-such-brand' } })).rejects.toThrow(notFound);
    await expect(BrandPage({ params: params(), path: { slug: 'kaya-botanics', topCategory: 'nope' } })).rejects.toThrow(notFound);
  });

  it('the brands A–Z lists the catalogue’s brands', async () => {
    const out = await html(BrandIndex({ params: params() }));
    expect(out).toContain('href="/brands/ochre-and-ash"');
    expect(out).toContain('href="/brands/kaya-botanics"');
  });
});
