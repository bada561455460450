import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { documentToEditorHtml, editorHtmlToDocument, isRichTextDocument, notEditableBecause } from './rich-text';

const ENTRIES_DIR = path.join(process.cwd(), 'demo-data/content/entries');

/** Every rich-text document of the demo content, in every locale. */
function seedDocuments(): { where: string; document: Document }[] {
  const found: { where: string; document: Document }[] = [];
  for (const file of readdirSync(ENTRIES_DIR).filter((f) => f.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(path.join(ENTRIES_DIR, file), 'utf8')) as { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
    for (const entry of entries)
      for (const [field, values] of Object.entries(entry.fields))
        for (const [locale, value] of Object.entries(values)) if (isRichTextDocument(value)) found.push({ where: `${entry.sys.id}.${field}.${locale}`, document: value });
  }
  return found;
}

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

  it('keeps a document the editor would change as it is, and says why', () => {
    const embedded: Document = {
      nodeType: 'document' as never,
      data: {},
      content: [{ nodeType: 'embedded-entry-block' as never, data: { target: { sys: { id: 'x', type: 'Link', linkType: 'Entry' } } }, content: [] }],
    };
    expect(notEditableBecause(embedded)).toBe('it holds a embedded entry block');
    const lineBreak = editorHtmlToDocument('<p>one</p>');
    (lineBreak.content[0].content[0] as { value: string }).value = 'one\ntwo';
    expect(notEditableBecause(lineBreak)).toBe('it holds a line break inside a paragraph');
  });
});
