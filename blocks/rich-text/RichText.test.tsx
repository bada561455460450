import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Document } from '@contentful/rich-text-types';
import { block } from './index';
import { RichTextBlock, type RichTextFields } from './RichText';
import { schema } from './rich-text.schema';
import fixtureFile from './rich-text.fixtures.json';
import * as stories from './RichText.stories';
import { renderContextFor } from '@/renderer/context';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';

const fixtures = asBlockFixtures<RichTextFields>(fixtureFile);
const { element, entryOf, renderFields } = blockTestKit(block, fixtures);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const link = (uri: string, text: string) => ({ nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] });
const docWith = (...inlines: object[]) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: inlines }] }) as unknown as Document;

describeBlockContract(
  {
    block,
    contentType: 'richText',
    schema,
    component: RichTextBlock,
    fixtures,
    stories,
    renders: {
      // The contract checks every rendered link against the allow list.
      title: 'renders, with no link outside the allow list',
      check: (_fixture, { container }) => {
        expect(container.textContent).not.toBe('');
      },
    },
  },
  () => {
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
        const html = renderToStaticMarkup(element(entryOf({ body: docWith(link(uri, 'Offer')) })));
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
  },
);
