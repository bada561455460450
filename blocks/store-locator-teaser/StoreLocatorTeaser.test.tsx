import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import contentTypes from '../../content/seed/content-types.json';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, RenderContext } from '../../renderer/types';
import { validateFields } from '../../renderer/validate';
import rawFixtures from './store-locator-teaser.fixtures.json';
import schema from './store-locator-teaser.schema.json';
import * as stories from './StoreLocatorTeaser.stories';
import { block } from './index';
import { StoreLocatorTeaser, type StoreLocatorTeaserFields } from './StoreLocatorTeaser';

const fixtures = rawFixtures as unknown as BlockFixtures<StoreLocatorTeaserFields>;

/** Fixtures named "(Thai)" render in Thailand/Thai, "(Chinese)" in Hong Kong/Chinese, the rest in Singapore/English. */
function contextFor(name: string): RenderContext {
  if (/\(Thai\)/.test(name)) return renderContextFor('th', 'th')!;
  if (/\(Chinese\)/.test(name)) return renderContextFor('hk', 'zh')!;
  return renderContextFor('sg', 'en')!;
}

function renderFixture(name: string, context = contextFor(name)) {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`no fixture "${name}"`);
  return render(<StoreLocatorTeaser entry={fixture.entry} fields={fixture.entry.fields} data={undefined} context={context} />);
}

afterEach(cleanup);

describe('store locator teaser block', () => {
  it('is registered for the storeLocatorTeaser content type with its schema and component', () => {
    expect(block.contentType).toBe('storeLocatorTeaser');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(StoreLocatorTeaser);
  });

  it("describes exactly the content type's fields, with the same required ones", () => {
    const type = contentTypes.find((t) => t.sys.id === 'storeLocatorTeaser')!;
    expect(Object.keys(schema.properties).sort()).toEqual(type.fields.map((f) => f.id).sort());
    expect([...schema.required].sort()).toEqual(type.fields.filter((f) => f.required).map((f) => f.id).sort());
  });

  describe.each(fixtures.valid.map((f) => [f.name, f] as const))('valid fixture: %s', (name, fixture) => {
    it('passes the schema', () => {
      expect(fixture.entry.contentType).toBe('storeLocatorTeaser');
      expect(validateFields(schema, fixture.entry.fields)).toEqual({ valid: true });
    });

    it('renders its heading and one link to the store locator', () => {
      const context = contextFor(name);
      renderFixture(name, context);
      expect(screen.getByRole('heading', { level: 2, name: fixture.entry.fields.heading })).toBeTruthy();
      const links = screen.getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0].getAttribute('href')).toBe(context.href('/store-locations'));
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

  it("uses the editor's link label when given", () => {
    renderFixture('Image, body and own link label (English)');
    expect(screen.getByRole('link', { name: 'See stores and opening hours' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Shelves of lipsticks/ }).getAttribute('loading')).toBe('lazy');
  });

  it.each([
    ['sg', 'en', 'Find a store', '/store-locations'],
    ['th', 'th', 'ค้นหาร้านค้า', '/store-locations'],
    ['th', 'en', 'Find a store', '/en/store-locations'],
    ['hk', 'zh', '尋找店舖', '/zh/store-locations'],
  ])('in %s/%s defaults the link label to "%s" and links to %s', (country, lang, label, href) => {
    renderFixture('Heading only (Chinese)', renderContextFor(country, lang)!);
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });

  it('renders no image when none is given', () => {
    renderFixture('Default link label, no image (Thai)');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/ทดลองทุกเฉดสี/)).toBeTruthy();
  });
});
