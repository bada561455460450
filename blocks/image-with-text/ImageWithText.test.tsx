import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import contentTypes from '../../content/seed/content-types.json';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures, RenderContext } from '../../renderer/types';
import { validateFields } from '../../renderer/validate';
import rawFixtures from './image-with-text.fixtures.json';
import schema from './image-with-text.schema.json';
import * as stories from './ImageWithText.stories';
import { block } from './index';
import { ImageWithText, type ImageWithTextFields } from './ImageWithText';

const fixtures = rawFixtures as unknown as BlockFixtures<ImageWithTextFields>;

/** Fixtures named "(Thai)" render in Thailand/Thai, "(Chinese)" in Hong Kong/Chinese, the rest in Singapore/English. */
function contextFor(name: string): RenderContext {
  if (/\(Thai\)/.test(name)) return renderContextFor('th', 'th')!;
  if (/\(Chinese\)/.test(name)) return renderContextFor('hk', 'zh')!;
  return renderContextFor('sg', 'en')!;
}

function renderFixture(name: string, context = contextFor(name)) {
  const fixture = fixtures.valid.find((f) => f.name === name);
  if (!fixture) throw new Error(`no fixture "${name}"`);
  return render(<ImageWithText entry={fixture.entry} fields={fixture.entry.fields} data={undefined} context={context} />);
}

afterEach(cleanup);

describe('image with text block', () => {
  it('is registered for the imageWithText content type with its schema and component', () => {
    expect(block.contentType).toBe('imageWithText');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(ImageWithText);
  });

  it("describes exactly the content type's fields, with the same required ones", () => {
    const type = contentTypes.find((t) => t.sys.id === 'imageWithText')!;
    expect(Object.keys(schema.properties).sort()).toEqual(type.fields.map((f) => f.id).sort());
    expect([...schema.required].sort()).toEqual(type.fields.filter((f) => f.required).map((f) => f.id).sort());
  });

  describe.each(fixtures.valid.map((f) => [f.name, f] as const))('valid fixture: %s', (name, fixture) => {
    it('passes the schema', () => {
      expect(fixture.entry.contentType).toBe('imageWithText');
      expect(validateFields(schema, fixture.entry.fields)).toEqual({ valid: true });
    });

    it('renders its heading and a lazy image with size and alt text', () => {
      renderFixture(name);
      expect(screen.getByRole('heading', { level: 2, name: fixture.entry.fields.heading })).toBeTruthy();
      const { image } = fixture.entry.fields;
      const img = screen.getByRole('img', { name: image.description || image.title });
      expect(img.getAttribute('width')).toBe(String(image.width));
      expect(img.getAttribute('height')).toBe(String(image.height));
      expect(img.getAttribute('loading')).toBe('lazy');
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

  it('renders the link as a secondary button to the localized path', () => {
    renderFixture('Image left with body and link (English)', renderContextFor('hk', 'zh')!);
    const link = screen.getByRole('link', { name: 'Build your routine' });
    expect(link.getAttribute('href')).toBe('/zh/pages/skincare');
    expect(link.className).toContain('button--secondary');
  });

  it('puts the image on the chosen side, left by default', () => {
    const left = renderFixture('Image left with body and link (English)');
    expect(left.container.querySelector('section')!.className).toContain('image-with-text--image-left');
    cleanup();
    const right = renderFixture('Image right (Thai)');
    expect(right.container.querySelector('section')!.className).toContain('image-with-text--image-right');
    cleanup();
    const fallback = renderFixture('Heading only, default position (Chinese)');
    expect(fallback.container.querySelector('section')!.getAttribute('data-image-position')).toBe('left');
  });

  it('keeps the image before the text in reading order on every side', () => {
    const { container } = renderFixture('Image right (Thai)');
    const section = container.querySelector('section')!;
    expect(section.firstElementChild!.className).toBe('image-with-text__media');
  });

  it('renders body paragraphs, and nothing more when there is only a heading', () => {
    const { container } = renderFixture('Image left with body and link (English)');
    expect(container.querySelectorAll('p.image-with-text__body')).toHaveLength(2);
    cleanup();
    const minimal = renderFixture('Heading only, default position (Chinese)');
    expect(minimal.container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: '護膚三部曲' })).toBeTruthy();
  });
});
