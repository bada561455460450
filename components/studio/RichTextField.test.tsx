import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Editor } from '@tiptap/core';
import type { Document } from '@contentful/rich-text-types';
import { documentToEditorHtml, editorHtmlToDocument } from '@/lib/studio/rich-text';
import { richTextExtensions } from '@/lib/studio/rich-text-editor';
import { EDITABLE, seedDocuments, cell, doc, header, para, table, text } from '@/lib/studio/rich-text.fixtures';
import { REFUSED_LINK_MESSAGE, RichTextField } from './RichTextField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const english = editorHtmlToDocument('<h2>Our story</h2><p>Beauty for <strong>everyone</strong>, <a href="/pages/about">since 2010</a>.</p>');

describe('a rich-text field in the studio', () => {
  it('shows the document in a labelled editor with a formatting toolbar', async () => {
    render(<RichTextField id="b1_body" label="Body" locale="en-SG" value={english} required onChange={() => undefined} />);
    const editor = await screen.findByRole('textbox', { name: 'Body*' });
    await waitFor(() => expect(editor.textContent).toBe('Our storyBeauty for everyone, since 2010.'));
    expect(editor.getAttribute('aria-required')).toBe('true');
    const tools = screen.getByRole('toolbar', { name: 'Body formatting' });
    expect([...tools.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Bold', 'Italic', 'Underline', 'Code', 'H2 heading', 'H3 subheading', 'Bulleted list', '1. List, numbered', 'Quote', 'Link',
      'Insert table', 'Add row', 'Remove row', 'Add column', 'Remove column', 'Header row',
    ]);
  });

  it('names the fallback of an empty locale and starts from it as a Contentful document when asked', async () => {
    const changes: (Document | undefined)[] = [];
    render(<RichTextField id="b1_body" label="Body" locale="th-TH" value={undefined} fallback={{ locale: 'en-SG', value: english }} onChange={(d) => changes.push(d)} />);
    expect(screen.getAllByText('Left empty, th-TH shows the en-SG text.')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Start from the en-SG text' }));
    await waitFor(() => expect(changes.at(-1)).toEqual(english));
  });

  it('takes every seeded document, tables, line breaks and embedded entries and assets through the editor itself and back unchanged', () => {
    for (const [what, document] of [...Object.entries(EDITABLE), ...seedDocuments().map((s) => [s.where, s.document] as const)]) {
      const editor = new Editor({ extensions: richTextExtensions(), content: documentToEditorHtml(document) });
      expect(editorHtmlToDocument(editor.getHTML()), what).toEqual(document);
      editor.destroy();
    }
  });

  it('shows embedded entries and assets as blocks one cannot type into, named by their titles once known', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (path: string) => {
      asked.push(path);
      if (path === '/api/studio/entries/promo-1') return Response.json({ id: 'promo-1', fields: { slug: { 'en-SG': 'sale' }, title: { 'en-SG': 'Summer sale', 'th-TH': 'ลดราคา' } } });
      if (path === '/api/studio/assets') return Response.json({ items: [{ id: 'other', title: 'Other' }, { id: 'asset-1', title: 'Serum bottle' }] });
      return Response.json({ message: 'No entry entry-2.' }, { status: 404 });
    });
    render(<RichTextField id="b1_body" label="Body" locale="th-TH" value={EDITABLE.embeds} fallback={{ locale: 'en-SG', value: undefined }} onChange={() => undefined} />);
    const editor = await screen.findByRole('textbox', { name: 'Body' });
    const atoms = () => [...editor.querySelectorAll('[contenteditable="false"]')].map((e) => e.textContent);
    await waitFor(() => expect(atoms()).toEqual(['Embedded entry: ลดราคา', 'Embedded asset: Serum bottle', 'Embedded entry: entry-2']));
    expect(editor.textContent).toBe('Embedded entry: ลดราคาEmbedded asset: Serum bottleSee Embedded entry: entry-2 now');
    expect(asked.sort()).toEqual(['/api/studio/assets', '/api/studio/entries/entry-2', '/api/studio/entries/promo-1']);
  });

  it('inserts a table with a header row and adds a row below the cursor, as a Contentful table', async () => {
    const changes: (Document | undefined)[] = [];
    render(<RichTextField id="b1_body" label="Body" locale="en-SG" value={doc(para(text('Sizes')))} onChange={(d) => changes.push(d)} />);
    await screen.findByRole('textbox', { name: 'Body' });
    expect(screen.getByRole('button', { name: 'Add row' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Insert table' }));
    const empty = () => cell(para(text('')));
    // The cursor was at the start: the table comes before the paragraph.
    await waitFor(() => expect(changes.at(-1)).toEqual(doc(table([header(para(text(''))), header(para(text('')))], [empty(), empty()], [empty(), empty()]), para(text('Sizes')))));
    // The cursor is in the first header cell: the new row comes right under the header row.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add row' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: 'Header row' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(changes.at(-1)).toEqual(doc(table([header(para(text(''))), header(para(text('')))], [empty(), empty()], [empty(), empty()], [empty(), empty()]), para(text('Sizes')))));
    fireEvent.click(screen.getByRole('button', { name: 'Header row' }));
    await waitFor(() => expect(changes.at(-1)).toEqual(doc(table([empty(), empty()], [empty(), empty()], [empty(), empty()], [empty(), empty()]), para(text('Sizes')))));
  });

  it('links only what the shop links (one link rule): an off-site address is refused with a message and no href', async () => {
    const editor = new Editor({ extensions: richTextExtensions(), content: '<p>Shop now</p>' });
    for (const href of ['//evil.example', '/\\evil.example', 'https:evil.example', 'javascript:alert(1)']) {
      editor.commands.selectAll();
      expect(editor.commands.setLink({ href }), href).toBe(false);
      expect(editor.getHTML(), href).toBe('<p>Shop now</p>');
    }
    for (const href of ['/pages/new', 'https://atelier.example/gifts', 'mailto:care@atelier.example']) {
      editor.commands.selectAll();
      expect(editor.commands.setLink({ href }), href).toBe(true);
      expect(editor.getHTML(), href).toContain(`href="${href}"`);
    }
    // HTML with such a link (pasted, say) keeps the text, not the link.
    editor.commands.setContent('<p><a href="//evil.example">Free gift</a> and <a href="/pages/gifts">gifts</a></p>');
    expect([...editor.view.dom.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/pages/gifts']);
    editor.destroy();

    // Applying focuses the editor, which scrolls to the cursor: jsdom's ranges have no layout to measure.
    Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });
    onTestFinished(() => {
      delete (Range.prototype as Partial<Range>).getClientRects;
      delete (Range.prototype as Partial<Range>).getBoundingClientRect;
    });
    render(<RichTextField id="b1_body" label="Body" locale="en-SG" value={english} onChange={() => undefined} />);
    await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: '//evil.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED_LINK_MESSAGE);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('a[href*="evil"]')).toBeNull();
  });

  it('keeps a stored document with a link the shop refuses as it is, and shows no live link of it', async () => {
    const stored = editorHtmlToDocument('<p>Before</p>');
    stored.content = [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'hyperlink', data: { uri: '//evil.example' }, content: [{ nodeType: 'text', value: 'Claim', marks: [], data: {} }] }] }] as Document['content'];
    render(<RichTextField id="b1_body" label="Body" locale="en-SG" value={stored} onChange={() => undefined} />);
    expect(await screen.findByText(/Body is kept as it is: it holds a link the shop refuses \(\/\/evil\.example\)/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Body' })).toBeNull();
    expect(document.querySelector('a[href]')).toBeNull();
  });
});
