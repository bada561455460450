/** Contentful rich-text documents for the studio's tests (lib/studio/rich-text.test.ts, RichTextField.test.tsx). */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Document } from '@contentful/rich-text-types';
import { isRichTextDocument } from './rich-text';

const ENTRIES_DIR = path.join(process.cwd(), 'demo-data/content/entries');

/** Every rich-text document of the demo content, in every locale. */
export function seedDocuments(): { where: string; document: Document }[] {
  const found: { where: string; document: Document }[] = [];
  for (const file of readdirSync(ENTRIES_DIR).filter((f) => f.endsWith('.json'))) {
    const entries = JSON.parse(readFileSync(path.join(ENTRIES_DIR, file), 'utf8')) as { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[];
    for (const entry of entries)
      for (const [field, values] of Object.entries(entry.fields))
        for (const [locale, value] of Object.entries(values)) if (isRichTextDocument(value)) found.push({ where: `${entry.sys.id}.${field}.${locale}`, document: value });
  }
  return found;
}

export type AnyNode = { nodeType: string; data: Record<string, unknown>; content?: AnyNode[]; value?: string; marks?: { type: string }[] };
export const text = (value: string, ...marks: string[]): AnyNode => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
export const node = (nodeType: string) => (...content: AnyNode[]): AnyNode => ({ nodeType, data: {}, content });
export const para = node('paragraph');
export const cell = node('table-cell');
export const header = node('table-header-cell');
export const table = (...rows: AnyNode[][]): AnyNode => node('table')(...rows.map((cells) => node('table-row')(...cells)));
export const embed = (nodeType: string, linkType: string, id: string): AnyNode => ({ nodeType, data: { target: { sys: { id, type: 'Link', linkType } } }, content: [] });
export const doc = (...content: AnyNode[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;

/** Documents as Contentful's editor writes them, which the studio's editor now edits. */
export const EDITABLE = {
  table: doc(
    para(text('Sizes')),
    table([header(para(text('Size'))), header(para(text('Price', 'bold')))], [cell(para(text('30 ml'))), cell(para(text('S$ 42')), para(text('two paragraphs')))], [cell(para(text(''))), cell(para(text('a'), text('link', 'italic')))]),
  ),
  headerlessTable: doc(table([cell(para(text('one'))), cell(para(text('two')))])),
  lineBreaks: doc(para(text('Monday\nTuesday '), text('bold\ntoo', 'bold'))),
  lineBreakInCellAndHeading: doc(node('heading-2')(text('Open\ndaily')), table([cell(para(text('9–5\nweekdays')))])),
  embeds: doc(embed('embedded-entry-block', 'Entry', 'promo-1'), embed('embedded-asset-block', 'Asset', 'asset-1'), para(text('See '), embed('embedded-entry-inline', 'Entry', 'entry-2'), text(' now'))),
};
