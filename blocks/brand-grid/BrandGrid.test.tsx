import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures, contextIn } from '@/renderer/testing/fixtures';
import rawFixtures from './brand-grid.fixtures.json';
import { schema } from './brand-grid.schema';
import * as stories from './BrandGrid.stories';
import { block } from './index';
import { BrandGrid, type BrandGridData, type BrandGridFields } from './BrandGrid';

vi.mock('@/server/catalog', () => ({
  loadBrands: vi.fn(async () => [
    { slug: 'aurora-bloom', name: 'Aurora Bloom', houseBrand: false, productCount: 3, description: '' },
    { slug: 'atelier-collection', name: 'Atelier Collection', houseBrand: true, productCount: 9, description: '' },
    { slug: 'kaya-botanics', name: 'Kaya Botanics', houseBrand: false, productCount: 5, description: '' },
  ]),
}));
vi.mock('@/server/content/pages', () => ({
  loadBrand: vi.fn(async (slug: string) =>
    slug === 'kaya-botanics'
      ? { id: 'brand-kaya', contentType: 'brand', fields: { slug, name: 'Kaya Botanics', logo: { id: 'logo', url: '/cms/logo-kaya-botanics.svg', title: 'Kaya', contentType: 'image/svg+xml', width: 400, height: 160 } } }
      : null,
  ),
}));

const fixtures = asBlockFixtures<BrandGridFields, BrandGridData>(rawFixtures);
const { renderFixture, entryOf } = blockTestKit(block, fixtures);

afterEach(cleanup);

describeBlockContract(
  {
    block,
    contentType: 'brandGrid',
    schema,
    component: BrandGrid,
    fixtures,
    stories,
    renders: {
      title: 'renders one link per brand to its brand page, a logo named by the brand or the name',
      check: ({ data }, { container, context }) => {
        const tiles = container.querySelectorAll('.brand-grid__list > li');
        expect(tiles).toHaveLength(data!.length);
        data!.forEach((brand, i) => {
          const link = within(tiles[i] as HTMLElement).getByRole('link');
          expect(link.getAttribute('href')).toBe(context.href(`/brands/${brand.slug}`));
          if (brand.logo) expect(within(link).getByRole('img', { name: brand.name })).toBeTruthy();
          else expect(link.textContent).toContain(brand.name);
        });
      },
    },
  },
  () => {
    it('marks the house brand and links to the brands A–Z', () => {
      renderFixture('Eight picked brands with logos (English)');
      expect(screen.getByRole('link', { name: /Atelier Collection/ }).textContent).toContain('Our own brand');
      expect(screen.getByRole('link', { name: 'All brands A–Z' }).getAttribute('href')).toBe('/brands');
    });

    it('keeps the entry order, leaves out unknown brands, applies the limit and takes logos from the CMS', async () => {
      const context = contextIn({ country: 'sg', lang: 'en' });
      const picked = await block.resolveData!({ brandSlugs: ['kaya-botanics', 'no-such-brand', 'aurora-bloom'] }, context, entryOf({}));
      expect(picked).toEqual([
        { slug: 'kaya-botanics', name: 'Kaya Botanics', houseBrand: false, logo: { url: '/cms/logo-kaya-botanics.svg', width: 400, height: 160 } },
        { slug: 'aurora-bloom', name: 'Aurora Bloom', houseBrand: false },
      ]);
      const limited = await block.resolveData!({ limit: 2 }, context, entryOf({}));
      expect(limited.map((b) => b.slug)).toEqual(['aurora-bloom', 'atelier-collection']);
    });
  },
);
