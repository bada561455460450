import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Document } from '@contentful/rich-text-types';
import { block } from './index';
import { RichTextBlock, type RichTextFields } from './RichText';
import schema from './rich-text.schema.json';
import fixtureFile from './rich-text.fixtures.json';
import * as stories from './RichText.stories';
import { validateFields } from '../../renderer/validate';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures } from '../../renderer/types';

const fixtures = fixtureFile as unknown as BlockFixtures<RichTextFields>;
const context = renderContextFor('sg', 'en')!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderFields(fields: RichTextFields, ctx = context) {
  return render(<RichTextBlock entry={{ id: 'test', contentType: 'richText', fields }} fields={fields} data={undefined} context={ctx} />);
}

const link = (uri: string, text: string) => ({ nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] });
const docWith = (...inlines: object[]) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: inlines }] }) as unknown as Document;

describe('rich-text block', () => {
  it('is registered for the richText content type with its schema', () => {
    expect(block.contentType).toBe('richText');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(RichTextBlock);
  });

  describe.each(fixtures.valid)('valid fixture "$name"', ({ entry }) => {
    it('passes the schema', () => {
      expect(entry.contentType).toBe(block.contentType);
      expect(validateFields(schema, entry.fields)).toEqual({ valid: true });
    });
    it('renders, with no link outside the allow list', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container } = renderFields(entry.fields);
      expect(container.textContent).not.toBe('');
      for (const a of container.querySelectorAll('a')) {
        expect(a.getAttribute('href')).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/);
      }
    });
  });

  describe.each(fixtures.invalid)('invalid fixture "$name"', ({ entry, reason }) => {
    it(`is rejected: ${reason}`, () => {
      expect(reason).toBeTruthy();
      expect(validateFields(schema, entry.fields).valid).toBe(false);
    });
  });

  it('has one story per valid fixture', () => {
    const storyNames = Object.keys(stories).filter((k) => k !== 'default');
    expect(storyNames).toHaveLength(fixtures.valid.length);
  });

  it('XSS: a javascript: link is rendered as text, not as a link (and is logged)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderFields({ body: docWith(link('javascript:alert(document.cookie)', 'Claim your gift')) });
    expect(screen.getByText('Claim your gift').closest('a')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript/i);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('link refused'));
  });

  it.each(['JaVaScRiPt:alert(1)', '  javascript:alert(1)', 'java\nscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example'])(
    'renders the obfuscated or off-site link %j as text',
    (uri) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const html = renderToStaticMarkup(<RichTextBlock entry={{ id: 'x', contentType: 'richText', fields: { body: docWith(link(uri, 'Offer')) } }} fields={{ body: docWith(link(uri, 'Offer')) }} data={undefined} context={context} />);
      expect(html).not.toContain('<a');
      expect(html).toContain('Offer');
    },
  );

  it('prefixes store paths with the locale and leaves external, mail, phone and fragment links as written', () => {
    renderFields(
      { body: docWith(link('/pages/new', 'New'), link('https://example.com/x', 'Ext'), link('mailto:a@b.example', 'Mail'), link('tel:+6561234567', 'Call'), link('#faq', 'FAQ')) },
      renderContextFor('hk', 'zh')!,
    );
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/zh/pages/new');
    expect(screen.getByRole('link', { name: 'Ext' }).getAttribute('href')).toBe('https://example.com/x');
    expect(screen.getByRole('link', { name: 'Ext' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:a@b.example');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+6561234567');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('#faq');
  });

  it('links embedded entries that have a slug and skips the others silently', () => {
    const embedded = fixtures.valid.find((f) => f.name === 'Embedded entries')!;
    const { container } = renderFields(embedded.entry.fields, renderContextFor('th', 'en')!);
    expect(screen.getByRole('link', { name: 'The Sale' }).getAttribute('href')).toBe('/en/pages/sale');
    expect(screen.getByRole('link', { name: 'Maison Lumière' }).getAttribute('href')).toBe('/en/brands/maison-lumiere');
    expect(screen.getByRole('link', { name: 'our story' }).getAttribute('href')).toBe('/en/about');
    expect(container.textContent).not.toContain('Summer glow event');
    expect(container.textContent).not.toMatch(/type:|id:/);
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps authored headings below the page title: Heading 1 renders as h2, the others as authored', () => {
    const heading = (n: number, value: string) => ({ nodeType: `heading-${n}`, data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] });
    const body = { nodeType: 'document', data: {}, content: [heading(1, 'One'), heading(2, 'Two'), heading(3, 'Three'), heading(6, 'Six')] } as unknown as Document;
    renderFields({ body });
    expect(screen.getByRole('heading', { name: 'One' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Two' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Three' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Six' }).tagName).toBe('H6');
  });

  it('keeps text safe: markup in text is shown, not parsed', () => {
    const { container } = renderFields({ body: docWith({ nodeType: 'text', value: '<img src=x onerror=alert(1)>', marks: [], data: {} }) });
    expect(container.querySelector('img')).toBeNull();
    expect(within(container).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
