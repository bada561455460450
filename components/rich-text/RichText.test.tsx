import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Document } from '@contentful/rich-text-types';
import { RichText } from './RichText';
import { entryLink } from './entry-link';

const context = { href: (path: string) => `/zh${path}` };
const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const paragraph = (...content: object[]) => ({ nodeType: 'paragraph', data: {}, content });
const doc = (...content: object[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RichText', () => {
  it('renders nothing for something that is not a document', () => {
    for (const value of [null, undefined, { nodeType: 'paragraph', content: [] }, { nodeType: 'document' }] as unknown as Document[]) {
      const { container } = render(<RichText document={value} context={context} />);
      expect(container.innerHTML).toBe('');
    }
  });

  it('shifts headings below a block heading when nested under an h2', () => {
    const heading = (n: number, value: string) => ({ nodeType: `heading-${n}`, data: {}, content: [text(value)] });
    render(<RichText document={doc(heading(1, 'A'), heading(2, 'B'), heading(3, 'C'))} context={context} nestedUnder={2} />);
    expect(screen.getByRole('heading', { name: 'A' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'B' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'C' }).tagName).toBe('H4');
  });

  it('links an asset hyperlink to the asset, and an entry hyperlink without a slug is plain text', () => {
    const asset = { id: 'a', url: '/cms/size-guide.pdf', title: 'Size guide', contentType: 'application/pdf', width: 0, height: 0 };
    render(
      <RichText
        document={doc(
          paragraph({ nodeType: 'asset-hyperlink', data: { target: asset }, content: [text('size guide')] }),
          paragraph({ nodeType: 'entry-hyperlink', data: { target: { id: 'x', contentType: 'promoStrip', fields: { text: 'x' } } }, content: [text('no slug')] }),
          paragraph({ nodeType: 'entry-hyperlink', data: {}, content: [text('unresolved')] }),
        )}
        context={context}
      />,
    );
    expect(screen.getByRole('link', { name: 'size guide' }).getAttribute('href')).toBe('/zh/cms/size-guide.pdf');
    expect(screen.getByText('no slug').closest('a')).toBeNull();
    expect(screen.getByText('unresolved').closest('a')).toBeNull();
  });

  it('skips inline embedded entries and resources without debug text', () => {
    const { container } = render(
      <RichText
        document={doc(
          paragraph(text('Before '), { nodeType: 'embedded-entry-inline', data: { target: { id: 'e', contentType: 'page', fields: { slug: 'x' } } }, content: [] }, text(' after')),
          { nodeType: 'embedded-resource-block', data: { target: { sys: { urn: 'crn:x' } } }, content: [] },
        )}
        context={context}
      />,
    );
    expect(container.textContent).toBe('Before  after');
  });

  it('keeps a table scrollable in its own wrapper', () => {
    const cell = (kind: string, value: string) => ({ nodeType: kind, data: {}, content: [paragraph(text(value))] });
    const { container } = render(
      <RichText
        document={doc({ nodeType: 'table', data: {}, content: [{ nodeType: 'table-row', data: {}, content: [cell('table-header-cell', 'Size'), cell('table-cell', '30 ml')] }] })}
        context={context}
      />,
    );
    expect(container.querySelector('.rich-text__table > table > tbody > tr')).not.toBeNull();
  });
});

describe('entryLink', () => {
  const entry = (contentType: string, fields: Record<string, unknown>) => ({ id: 'e', contentType, fields });

  it('maps pages by type and brands to their store paths', () => {
    expect(entryLink(entry('page', { slug: 'home', pageType: 'home', title: 'Home' }))).toEqual({ path: '/', label: 'Home' });
    expect(entryLink(entry('page', { slug: 'terms', pageType: 'legal', title: 'Terms' }))?.path).toBe('/terms');
    expect(entryLink(entry('page', { slug: 'about', pageType: 'about' }))).toEqual({ path: '/about', label: 'about' });
    expect(entryLink(entry('page', { slug: 'sale', pageType: 'landing' }))?.path).toBe('/pages/sale');
    expect(entryLink(entry('brand', { slug: 'maison-lumiere', name: 'Maison Lumière' }))).toEqual({ path: '/brands/maison-lumiere', label: 'Maison Lumière' });
  });

  it('reads the SDK shape too', () => {
    expect(entryLink({ sys: { contentType: { sys: { id: 'brand' } } }, fields: { slug: 'noir', name: 'Noir' } })?.path).toBe('/brands/noir');
  });

  it('has no link without a usable slug', () => {
    expect(entryLink(undefined)).toBeUndefined();
    expect(entryLink(entry('promoStrip', { text: 'x' }))).toBeUndefined();
    expect(entryLink(entry('page', { slug: '../../admin' }))).toBeUndefined();
    expect(entryLink(entry('page', { slug: '' }))).toBeUndefined();
    expect(entryLink(entry('page', { slug: 42 }))).toBeUndefined();
  });

  it('encodes non-Latin slugs', () => {
    expect(entryLink(entry('page', { slug: 'ลดราคา', pageType: 'landing' }))?.path).toBe(`/pages/${encodeURIComponent('ลดราคา')}`);
  });
});
