import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures, contextIn } from '@/renderer/testing/fixtures';
import rawFixtures from './product-listing.fixtures.json';
import { schema } from './product-listing.schema';
import * as stories from './ProductListing.stories';
import { block } from './index';
import { ProductListing, type ProductListingData, type ProductListingFields } from './ProductListing';

vi.mock('@/server/catalog', () => ({
  loadListing: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 24, sort: 'featured', facets: [] })),
  loadCategories: vi.fn(async () => [
    { path: 'makeup', slug: 'makeup', name: 'Makeup', level: 1, children: [] },
    { path: 'bath-body', slug: 'bath-body', name: 'Bath & body', level: 1, children: [] },
  ]),
}));

const fixtures = asBlockFixtures<ProductListingFields, ProductListingData>(rawFixtures);
const { renderFixture } = blockTestKit(block, fixtures);

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describeBlockContract(
  {
    block,
    contentType: 'productListing',
    schema,
    component: ProductListing,
    fixtures,
    stories,
    renders: {
      title: 'renders a headed section with the first page of products as server-rendered cards',
      check: ({ entry, data }, { container }) => {
        const section = container.querySelector('section')!;
        expect(section.getAttribute('aria-labelledby')).toBe(`${entry.id}-heading`);
        const heading = container.querySelector(`#${entry.id}-heading`)!;
        expect(heading.tagName).toBe('H2');
        if (entry.fields.title) expect(heading.textContent).toBe(entry.fields.title);
        else expect(heading.className).toBe('visually-hidden');
        const cards = container.querySelectorAll('.product-grid > li > article');
        expect(cards).toHaveLength(data!.listing.items.length);
        for (const [i, product] of data!.listing.items.entries()) {
          expect(within(cards[i] as HTMLElement).getByRole('link').getAttribute('href')).toMatch(new RegExp(`/products/${product.slug}$`));
        }
      },
    },
  },
  () => {
    it('shows the result count, the sort and "Show more" while more products remain', () => {
      renderFixture('Makeup category, first page with facets (English)');
      expect(screen.getByText('30 products')).toBeTruthy();
      expect(screen.getByText('Showing 4 of 30')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
      const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
      expect([...sort.options].map((o) => o.textContent)).toEqual(['Featured', 'Newest', 'Price: high to low', 'Price: low to high', 'Top rated']);
    });

    it('offers every facet the data has as a filter group', () => {
      renderFixture('Makeup category, first page with facets (English)');
      for (const name of ['Category', 'Brand', 'Price', 'Rating', 'Badge', 'Finish']) expect(screen.getByRole('group', { name })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Lips (12)' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Maison Lumière (8)' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: '4 stars & up (12)' })).toBeTruthy();
      expect(screen.getByRole('spinbutton', { name: 'Min' })).toBeTruthy();
    });

    it('prices a sale in the country currency, with the original struck through', () => {
      const { container } = renderFixture('Sale listing with a title (Thai)');
      const first = container.querySelector('.product-card')!;
      expect(first.querySelector('.price--sale')!.textContent).toContain('฿890.00');
      expect(first.querySelector('s')!.textContent).toContain('฿1,090.00');
      expect(screen.queryByRole('button', { name: 'แสดงเพิ่มเติม' })).toBeNull();
    });

    it("leaves the brand filter out of a brand's listing", () => {
      renderFixture('Brand listing without a title (Chinese)');
      expect(screen.queryByRole('group', { name: '品牌' })).toBeNull();
      expect(screen.getByRole('group', { name: '類別' })).toBeTruthy();
    });

    it('says "no products found" with categories to browse when nothing matches', () => {
      renderFixture('Nothing matches (Indonesian)');
      expect(screen.getByRole('heading', { name: 'Maaf, produk tidak ditemukan!' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Perawatan kulit' }).getAttribute('href')).toBe('/pages/skincare');
      expect(screen.queryByRole('button', { name: /Tampilkan lebih banyak/ })).toBeNull();
    });

    it('ships no product data to the island: the grid is server HTML, the island gets facets and counts', () => {
      const fixture = fixtures.valid[0];
      const element = ProductListing({ entry: fixture.entry, fields: fixture.entry.fields, data: fixture.data!, context: contextIn({ country: 'sg', lang: 'en' }) })!;
      const island = (element.props as { children: { props: Record<string, unknown> }[] }).children[1];
      const { children: _grid, ...islandProps } = island.props;
      const serialized = JSON.stringify(islandProps);
      expect(serialized).not.toContain(fixture.data!.listing.items[0].slug);
      expect(serialized).toContain('"total":30');
    });

    it('hands each server card a prepared view only, and leaves facets the listing fixes out of the page', () => {
      const context = contextIn({ country: 'sg', lang: 'en' });
      const fixture = fixtures.valid[0];
      const element = ProductListing({ entry: fixture.entry, fields: fixture.entry.fields, data: fixture.data!, context })!;
      const island = (element.props as { children: { props: { children: { props: { children: { props: Record<string, unknown> } } }[] } }[] }).children[1];
      const cardProps = island.props.children.map((li) => li.props.children.props);
      expect(cardProps).toHaveLength(fixture.data!.listing.items.length);
      const serialized = JSON.stringify(cardProps);
      expect(serialized).not.toContain('shadeHex'); // no product objects (only the variant the button adds)
      expect(serialized).not.toContain('Add to bag'); // no labels per card
      expect(cardProps.map((p) => p.eager === true)).toEqual(fixture.data!.listing.items.map((_, i) => i < 4));
      expect(cardProps.slice(4).every((p) => !('eager' in p))).toBe(true);

      const brandFixture = fixtures.valid.find((f) => f.entry.fields.brand)!;
      const brandElement = ProductListing({ entry: brandFixture.entry, fields: brandFixture.entry.fields, data: brandFixture.data!, context })!;
      const brandIsland = (brandElement.props as { children: { props: { initial: { facets: { param: string; values: unknown[][] }[] } } }[] }).children[1];
      expect(brandFixture.data!.listing.facets.some((f) => f.param === 'brand')).toBe(true);
      expect(brandIsland.props.initial.facets.map((f) => f.param)).not.toContain('brand');
      // Facet values travel as [value, label, count].
      expect(brandIsland.props.initial.facets.every((f) => f.values.every((v) => Array.isArray(v) && v.length === 3))).toBe(true);
    });

    it('resolves the first page for its category, brand, source and page size, and top categories to browse', async () => {
      const catalog = await import('@/server/catalog');
      const context = contextIn({ country: 'th', lang: 'en' });
      const data = await block.resolveData!({ category: 'makeup/lips', brand: 'kaya-botanics', source: 'sale', pageSize: 48 }, context, fixtures.valid[0].entry);
      expect(catalog.loadListing).toHaveBeenCalledWith('TH', 'en', { category: 'makeup/lips', brand: ['kaya-botanics'], sale: true, page_size: 48 });
      expect(data.browse).toEqual([
        { label: 'Makeup', href: '/en/pages/makeup' },
        { label: 'Bath & body', href: '/en/pages/bath-body' },
      ]);
      await block.resolveData!({ source: 'new' }, contextIn({ country: 'sg', lang: 'en' }), fixtures.valid[0].entry);
      expect(catalog.loadListing).toHaveBeenLastCalledWith('SG', 'en', { new: true, page_size: 24 });
    });
  },
);
