import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { documentToEditorHtml, editorHtmlToDocument, notEditableBecause } from './rich-text';
import { EDITABLE, seedDocuments, cell, doc, embed, header, para, table, text } from './rich-text.fixtures';

describe('rich text between Contentful documents and the editor', () => {
  const documents = seedDocuments();

  it('finds the seeded legal and about documents', () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
  });

  it('takes every seeded document to the editor and back unchanged (headings, lists, links, bold, code)', () => {
    for (const { where, document } of documents) {
      expect(notEditableBecause(document), where).toBeUndefined();
      expect(editorHtmlToDocument(documentToEditorHtml(document)), where).toEqual(document);
    }
  });

  it('reads what the editor writes: marks, headings, lists, quotes and links as Contentful nodes', () => {
    const html = '<h2>Care</h2><p>Use <strong>daily</strong>, <em>gently</em> and <u>often</u> with <code>SPF</code>.</p><ul><li><p>Cleanse</p></li></ul><blockquote><p>Glow</p></blockquote><p><a href="/pages/new">New in</a></p>';
    const document = editorHtmlToDocument(html);
    expect(document.content.map((n) => n.nodeType)).toEqual(['heading-2', 'paragraph', 'unordered-list', 'blockquote', 'paragraph']);
    const marks = (document.content[1].content as { value: string; marks: { type: string }[] }[]).map((t) => [t.value, t.marks.map((m) => m.type).join()]);
    expect(marks).toEqual([['Use ', ''], ['daily', 'bold'], [', ', ''], ['gently', 'italic'], [' and ', ''], ['often', 'underline'], [' with ', ''], ['SPF', 'code'], ['.', '']]);
    expect(document.content[4].content[0]).toMatchObject({ nodeType: 'hyperlink', data: { uri: '/pages/new' } });
  });

  it('takes tables, line breaks and embedded entries and assets to the editor and back unchanged', () => {
    for (const [what, document] of Object.entries(EDITABLE)) {
      expect(notEditableBecause(document), what).toBeUndefined();
      expect(editorHtmlToDocument(documentToEditorHtml(document)), what).toEqual(document);
    }
  });

  it('writes a line break as <br/> and embedded links as elements carrying their id and type', () => {
    expect(documentToEditorHtml(EDITABLE.lineBreaks)).toBe('<p>Monday<br/>Tuesday <b>bold<br/>too</b></p>');
    expect(documentToEditorHtml(EDITABLE.embeds)).toBe(
      '<div data-embed="embedded-entry-block" data-id="promo-1">Embedded entry: promo-1</div>' +
        '<div data-embed="embedded-asset-block" data-id="asset-1">Embedded asset: asset-1</div>' +
        '<p>See <span data-embed="embedded-entry-inline" data-id="entry-2">Embedded entry: entry-2</span> now</p>',
    );
  });

  it('reads a table as Contentful writes one: rows of header cells and cells holding paragraphs', () => {
    const document = editorHtmlToDocument('<table style="min-width: 50px"><colgroup><col><col></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Size</p></th></tr><tr><td colspan="1" rowspan="1"><p>30 ml</p></td></tr></tbody></table>');
    expect(document).toEqual(doc(table([header(para(text('Size')))], [cell(para(text('30 ml')))])));
  });

  it('keeps a document the editor would change as it is, and says why', () => {
    const resource: Document = doc({ nodeType: 'embedded-resource-block', data: { target: { sys: { urn: 'crn:x', type: 'ResourceLink', linkType: 'Contentful:Entry' } } }, content: [] });
    expect(notEditableBecause(resource)).toBe('it holds a embedded resource block');
    const withTitle = doc(embed('embedded-entry-block', 'Entry', 'x'));
    (withTitle.content[0].data.target as { sys: object; fields?: object }).fields = { title: 'Resolved' };
    expect(notEditableBecause(withTitle)).toBe('it holds an embedded entry block the editor cannot read');
    expect(notEditableBecause(doc(embed('embedded-entry-block', 'Asset', 'x')))).toBe('it holds an embedded entry block the editor cannot read');
    expect(notEditableBecause(doc(table([{ ...cell(para(text('a'))), data: { colspan: 2 } }])))).toBe('it holds merged table cells');
    expect(notEditableBecause(doc(table([cell({ nodeType: 'unordered-list', data: {}, content: [] })])))).toBe('it holds a unordered list in a table cell');
    expect(notEditableBecause(doc(para({ ...text('sup'), marks: [{ type: 'superscript' }] })))).toBe('it holds superscript text');
  });

  it('keeps a document with a link the shop refuses (the one link rule, lib/safe-url.ts) as it is, naming the link', () => {
    const linked = (uri: string) => doc(para(text('Go '), { nodeType: 'hyperlink', data: { uri }, content: [text('there')] }));
    for (const uri of ['//evil.example', '/\\evil.example', 'https:evil.example', 'javascript:alert(1)']) {
      expect(notEditableBecause(linked(uri)), uri).toBe(`it holds a link the shop refuses (${uri})`);
    }
    for (const uri of ['/pages/about', 'https://atelier.example/gifts', 'mailto:care@atelier.example', '#terms']) expect(notEditableBecause(linked(uri)), uri).toBeUndefined();
  });
});
