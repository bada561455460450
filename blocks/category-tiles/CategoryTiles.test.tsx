import { expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';
import rawFixtures from './category-tiles.fixtures.json';
import { schema } from './category-tiles.schema';
import * as stories from './CategoryTiles.stories';
import { block } from './index';
import { CategoryTiles, type CategoryTilesFields } from './CategoryTiles';

const fixtures = asBlockFixtures<CategoryTilesFields>(rawFixtures);
const { renderFixture, element } = blockTestKit(block, fixtures);

describeBlockContract(
  {
    block,
    contentType: 'categoryTiles',
    schema,
    component: CategoryTiles,
    fixtures,
    stories,
    linkedContentTypes: ['categoryTile'],
    renders: {
      title: 'renders one list item with one link per tile, named by its label',
      check: ({ entry: { fields } }, { context }) => {
        const items = within(screen.getByRole('list')).getAllByRole('listitem');
        expect(items).toHaveLength(fields.tiles.length);
        fields.tiles.forEach((tile, i) => {
          const link = within(items[i]).getByRole('link', { name: tile.fields.label });
          expect(link.getAttribute('href')).toBe(tile.fields.href.startsWith('/') ? context.href(tile.fields.href) : tile.fields.href);
        });
      },
    },
  },
  () => {
    it('shows the title as an h2 and tile images as decorative, sized and lazy', () => {
      const { container } = renderFixture('Six tiles with a title (English)');
      expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeTruthy();
      const images = container.querySelectorAll('img');
      expect(images).toHaveLength(6);
      for (const img of images) {
        expect(img.getAttribute('alt')).toBe('');
        expect(img.getAttribute('width')).toBe('600');
        expect(img.getAttribute('height')).toBe('600');
        expect(img.getAttribute('loading')).toBe('lazy');
      }
      // Decorative images stay out of the link names.
      expect(screen.getByRole('link', { name: 'Tools & brushes' })).toBeTruthy();
    });

    it('keeps a mist square for a tile without an image, and renders no heading without a title', () => {
      const { container } = renderFixture('No title, tiles without images and an external link (Chinese)');
      expect(screen.queryByRole('heading')).toBeNull();
      expect(container.querySelectorAll('.category-tiles__media')).toHaveLength(4);
      expect(container.querySelectorAll('img')).toHaveLength(1);
      expect(screen.getByRole('link', { name: '唇妝' }).getAttribute('href')).toBe('/zh/pages/makeup/lips');
      expect(screen.getByRole('link', { name: '禮品套裝' }).getAttribute('href')).toBe('https://gifts.atelier.com.hk/');
    });

    it('renders a tile whose href is unsafe as plain text, never as a link', () => {
      const { entry } = fixtures.valid[0];
      const tiles = entry.fields.tiles.map((tile, i) => (i === 0 ? { ...tile, fields: { ...tile.fields, href: '/\\evil.example' } } : tile));
      render(element({ ...entry, fields: { ...entry.fields, tiles } }));
      expect(screen.queryByRole('link', { name: 'Lips' })).toBeNull();
      expect(screen.getByText('Lips')).toBeTruthy();
      expect(screen.getAllByRole('link')).toHaveLength(5);
    });
  },
);
