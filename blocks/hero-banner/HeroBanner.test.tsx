import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import contentTypes from '../../content/seed/content-types.json';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, RenderContext } from '../../renderer/types';
import { validateFields } from '../../renderer/validate';
import rawFixtures from './hero-banner.fixtures.json';
import schema from './hero-banner.schema.json';
import * as stories from './HeroBanner.stories';
import { block } from './index';
import { HeroBanner, type HeroBannerFields } from './HeroBanner';

const fixtures = rawFixtures as unknown as BlockFixtures<HeroBannerFields>;

/** Fixtures named "(Thai)" render in Thailand/Thai, "(Chinese)" in Hong Kong/Chinese, the rest in Singapore/English. */
function contextFor(name: string): RenderContext {
  if (/\(Thai\)/.test(name)) return renderContextFor('th', 'th')!;
  if (/\(Chinese\)/.test(name)) return renderContextFor('hk', 'zh')!;
  return renderContextFor('sg', 'en')!;
}

function renderFixture(name: string, context = contextFor(name)) {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`no fixture "${name}"`);
  return render(<HeroBanner entry={fixture.entry} fields={fixture.entry.fields} data={undefined} context={context} />);
}

afterEach(cleanup);

describe('hero banner block', () => {
  it('is registered for the heroBanner content type with its schema and component', () => {
    expect(block.contentType).toBe('heroBanner');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(HeroBanner);
  });

  it("describes exactly the content type's fields, with the same required ones", () => {
    const type = contentTypes.find((t) => t.sys.id === 'heroBanner')!;
    expect(Object.keys(schema.properties).sort()).toEqual(type.fields.map((f) => f.id).sort());
    expect([...schema.required].sort()).toEqual(type.fields.filter((f) => f.required).map((f) => f.id).sort());
  });

  describe.each(fixtures.valid.map((f) => [f.name, f] as const))('valid fixture: %s', (name, fixture) => {
    it('passes the schema', () => {
      expect(fixture.entry.contentType).toBe('heroBanner');
      expect(validateFields(schema, fixture.entry.fields)).toEqual({ valid: true });
    });

    it('renders its heading as an h2 and its image with size and alt text', () => {
      renderFixture(name);
      expect(screen.getByRole('heading', { level: 2, name: fixture.entry.fields.heading })).toBeTruthy();
      const { image } = fixture.entry.fields;
      const img = screen.getByRole('img', { name: image.description || image.title });
      expect(img.getAttribute('width')).toBe(String(image.width));
      expect(img.getAttribute('height')).toBe(String(image.height));
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

  it('renders the call to action as the one primary button, localized for the page language', () => {
    renderFixture('Light theme with eyebrow, body and call to action (English)');
    const cta = screen.getByRole('link', { name: 'Shop new arrivals' });
    expect(cta.getAttribute('href')).toBe('/pages/new');
    expect(cta.className).toContain('button');
    expect(cta.className).not.toContain('button--secondary');
    cleanup();

    // Thailand's second language carries a prefix.
    renderFixture('Light theme with eyebrow, body and call to action (English)', renderContextFor('th', 'en')!);
    expect(screen.getByRole('link', { name: 'Shop new arrivals' }).getAttribute('href')).toBe('/en/pages/new');
  });

  it('leaves an https call to action as it is', () => {
    renderFixture('External https call to action (Chinese)');
    expect(screen.getByRole('link', { name: '了解更多' }).getAttribute('href')).toBe('https://beauty.atelier.com.hk/lookbook');
  });

  it('shows eyebrow and body paragraphs, and splits the body on blank lines', () => {
    const { container } = renderFixture('Light theme with eyebrow, body and call to action (English)');
    expect(screen.getByText('New season')).toBeTruthy();
    expect(container.querySelectorAll('.hero-banner__body')).toHaveLength(2);
  });

  it('without a call to action renders no link, and defaults to the light theme', () => {
    const { container } = renderFixture('Heading and image only, default theme, alt from the asset title');
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('section')!.getAttribute('data-theme')).toBe('light');
    expect(screen.getByRole('img', { name: 'Lipsticks and a serum bottle' })).toBeTruthy();
  });

  it('applies the dark theme', () => {
    const { container } = renderFixture('Dark theme (Thai)');
    const section = container.querySelector('section')!;
    expect(section.className).toContain('hero-banner--dark');
    expect(within(section).getByRole('link', { name: 'ช้อปเลย' })).toBeTruthy();
  });

  it('never renders an unsafe href even when handed fields that skipped validation', () => {
    const fixture = fixtures.valid[0];
    const fields = { ...fixture.entry.fields, ctaHref: 'javascript:alert(1)' };
    render(<HeroBanner entry={{ ...fixture.entry, fields }} fields={fields} data={undefined} context={renderContextFor('sg', 'en')!} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('loads its image eagerly with high priority (LCP), unoptimized', () => {
    renderFixture('Light theme with eyebrow, body and call to action (English)');
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).not.toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('src')).toBe('/cms/fixtures/hero.svg');
  });
});
