/**
 * The studio's rich-text fields (issue 18): a Contentful rich-text document is edited in a browser editor
 * (tiptap, components/studio/RichTextField.tsx) that speaks HTML, so the document goes through HTML both ways
 * with two kept converters: Contentful's own renderer (document → HTML) and contentful-rich-text-html-parser
 * (HTML → document). Only documents the editor can show without loss are edited; one with embedded entries or
 * assets, tables or line breaks inside a paragraph is kept as it is (`editableDocument`).
 */
import { BLOCKS, INLINES, MARKS, type Document, type Node as RichTextNode } from '@contentful/rich-text-types';
import { documentToHtmlString } from '@contentful/rich-text-html-renderer';
import { htmlStringToDocument } from 'contentful-rich-text-html-parser';

/** The node types the editor has (StarterKit less code blocks and strike, as Contentful has neither). */
const EDITABLE_NODES = new Set<string>([
  BLOCKS.DOCUMENT,
  BLOCKS.PARAGRAPH,
  BLOCKS.HEADING_1,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.HEADING_5,
  BLOCKS.HEADING_6,
  BLOCKS.UL_LIST,
  BLOCKS.OL_LIST,
  BLOCKS.LIST_ITEM,
  BLOCKS.QUOTE,
  BLOCKS.HR,
  INLINES.HYPERLINK,
  'text',
]);
const EDITABLE_MARKS = new Set<string>([MARKS.BOLD, MARKS.ITALIC, MARKS.UNDERLINE, MARKS.CODE]);

export const isRichTextDocument = (value: unknown): value is Document =>
  !!value && typeof value === 'object' && (value as { nodeType?: unknown }).nodeType === BLOCKS.DOCUMENT && Array.isArray((value as Document).content);

/** Why the editor cannot show a document without losing part of it, or undefined when it can. */
export function notEditableBecause(document: Document): string | undefined {
  const walk = (node: RichTextNode): string | undefined => {
    if (!EDITABLE_NODES.has(node.nodeType)) return `it holds a ${node.nodeType.replace(/-/g, ' ')}`;
    if (node.nodeType === 'text') {
      const text = node as unknown as { value: string; marks: { type: string }[] };
      if (text.value.includes('\n')) return 'it holds a line break inside a paragraph';
      const mark = text.marks.find((m) => !EDITABLE_MARKS.has(m.type));
      return mark ? `it holds ${mark.type} text` : undefined;
    }
    for (const child of (node as { content?: RichTextNode[] }).content ?? []) {
      const why = walk(child);
      if (why) return why;
    }
    return undefined;
  };
  return walk(document as unknown as RichTextNode);
}

/** The document as the editor's HTML. */
export function documentToEditorHtml(document: Document | undefined): string {
  return document ? documentToHtmlString(document) : '';
}

/** The editor's HTML as a Contentful document (`<code>` is Contentful's code mark, as the renderer writes it). */
export function editorHtmlToDocument(html: string): Document {
  return htmlStringToDocument(html, {
    convertTag: { code: (node, next) => next(node, { type: MARKS.CODE }) },
    postProcessing: { handleTopLevelText: 'wrap-paragraph', handleTopLevelInlines: 'wrap-paragraph' },
  });
}
