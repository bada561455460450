import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import contentTypes from '../../content/seed/content-types.json';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, RenderContext } from '../../renderer/types';
import { validateFields } from '../../renderer/validate';
import rawFixtures from './category-tiles.fixtures.json';
import schema from './category-tiles.schema.json';
import * as stories from './CategoryTiles.stories';
import { block } from './index';
import { CategoryTiles, type CategoryTilesFields } from './CategoryTiles';

const fixtures = rawFixtures as unknown as BlockFixtures<CategoryTilesFields>;

/** Fixtures named "(Thai)" render in Thailand/Thai, "(Chinese)" in Hong Kong/Chinese, the rest in Singapore/English. */
function contextFor(name: string): RenderContext {
  if (/\(Thai\)/.test(name)) return renderContextFor('th', 'th')!;
  if (/\(Chinese\)/.test(name)) return renderContextFor('hk', 'zh')!;
  return renderContextFor('sg', 'en')!;
}

function renderFixture(name: string, context = contextFor(name)) {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`no fixture "${name}"`);
  return render(<CategoryTiles entry={fixture.entry} fields={fixture.entry.fields} data={undefined} context={context} />);
}

afterEach(cleanup);

describe('category tiles block', () => {
  it('is registered for the categoryTiles content type with its schema and component', () => {
    expect(block.contentType).toBe('categoryTiles');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(CategoryTiles);
  });

  it("describes exactly the content types' fields (tiles and each tile), with the same required ones", () => {
    const tiles = contentTypes.find((t) => t.sys.id === 'categoryTiles')!;
    expect(Object.keys(schema.properties).sort()).toEqual(tiles.fields.map((f) => f.id).sort());
    expect([...schema.required].sort()).toEqual(tiles.fields.filter((f) => f.required).map((f) => f.id).sort());
    const tile = contentTypes.find((t) => t.sys.id === 'categoryTile')!;
    const tileFields = schema.definitions.categoryTile.properties.fields;
    expect(Object.keys(tileFields.properties).sort()).toEqual(tile.fields.map((f) => f.id).sort());
    expect([...tileFields.required].sort()).toEqual(tile.fields.filter((f) => f.required).map((f) => f.id).sort());
  });

  describe.each(fixtures.valid.map((f) => [f.name, f] as const))('valid fixture: %s', (name, fixture) => {
    it('passes the schema', () => {
      expect(fixture.entry.contentType).toBe('categoryTiles');
      expect(validateFields(schema, fixture.entry.fields)).toEqual({ valid: true });
    });

    it('renders one list item with one link per tile, named by its label', () => {
      const context = contextFor(name);
      renderFixture(name, context);
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items).toHaveLength(fixture.entry.fields.tiles.length);
      fixture.entry.fields.tiles.forEach((tile, i) => {
        const link = within(items[i]).getByRole('link', { name: tile.fields.label });
        expect(link.getAttribute('href')).toBe(tile.fields.href.startsWith('/') ? context.href(tile.fields.href) : tile.fields.href);
      });
    });
  });

  it.each(fixtures.invalid.map((f) => [f.name, f] as const))('rejects invalid fixture: %s', (_name, fixture) => {
    expect(fixture.reason.length).toBeGreaterThan(0);
    expect(validateFields(schema, fixture.entry.fields).valid).toBe(false);
  });

  it('has a story for every valid fixture', () => {
    const storyEntryIds = Object.entries(stories)
      .filter(([key]) => key !== 'default')
      .map(([, story]) => (story as { args?: { entry?: { id: string } } }).args?.entry?.id);
    for (const fixture of fixtures.valid) expect(storyEntryIds).toContain(fixture.entry.id);
  });

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
    const fixture = fixtures.valid[0];
    const tiles = fixture.entry.fields.tiles.map((tile, i) => (i === 0 ? { ...tile, fields: { ...tile.fields, href: '/\\evil.example' } } : tile));
    const fields = { ...fixture.entry.fields, tiles };
    render(<CategoryTiles entry={{ ...fixture.entry, fields }} fields={fields} data={undefined} context={renderContextFor('sg', 'en')!} />);
    expect(screen.queryByRole('link', { name: 'Lips' })).toBeNull();
    expect(screen.getByText('Lips')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });
});
