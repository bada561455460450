/**
 * The studio's rich-text fields (issue 18): a Contentful rich-text document is edited in a browser editor
 * (tiptap, components/studio/RichTextField.tsx) that speaks HTML, so the document goes through HTML both ways
 * with two kept converters: Contentful's own renderer (document → HTML) and contentful-rich-text-html-parser
 * (HTML → document), each given only its options: tables map by the parser's defaults, a line break inside a
 * paragraph ("\n", Shift+Enter in Contentful) is `<br>` (the renderer's `preserveWhitespace`, a `br` converter),
 * and embedded entries and assets are elements that carry their link (`data-embed`, below), which the editor
 * shows as a block it cannot change inside (lib/studio/rich-text-editor.ts). What the editor still cannot show
 * without loss is kept as it is (`notEditableBecause`).
 */
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline, type Node as RichTextNode, type Text } from '@contentful/rich-text-types';
import { documentToHtmlString, type Options as RenderOptions } from '@contentful/rich-text-html-renderer';
import { htmlStringToDocument, type Options as ParseOptions } from 'contentful-rich-text-html-parser';
import { isSafeHref } from '../safe-url';

/** The embedded links the editor keeps as atoms: the node type, the link type of its target, and its HTML tag. */
export const EMBEDS = {
  [BLOCKS.EMBEDDED_ENTRY]: { linkType: 'Entry', tag: 'div', label: 'Embedded entry' },
  [BLOCKS.EMBEDDED_ASSET]: { linkType: 'Asset', tag: 'div', label: 'Embedded asset' },
  [INLINES.EMBEDDED_ENTRY]: { linkType: 'Entry', tag: 'span', label: 'Embedded entry' },
} as const;
export type EmbedNodeType = keyof typeof EMBEDS;
const isEmbed = (nodeType: string): nodeType is EmbedNodeType => Object.hasOwn(EMBEDS, nodeType);

/** The node types the editor has (StarterKit less code blocks and strike, as Contentful has neither; tables; embeds). */
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
  BLOCKS.TABLE,
  BLOCKS.TABLE_ROW,
  BLOCKS.TABLE_CELL,
  BLOCKS.TABLE_HEADER_CELL,
  INLINES.HYPERLINK,
  ...Object.keys(EMBEDS),
  'text',
]);
const EDITABLE_MARKS = new Set<string>([MARKS.BOLD, MARKS.ITALIC, MARKS.UNDERLINE, MARKS.CODE]);

export const isRichTextDocument = (value: unknown): value is Document =>
  !!value && typeof value === 'object' && (value as { nodeType?: unknown }).nodeType === BLOCKS.DOCUMENT && Array.isArray((value as Document).content);

interface LinkTarget {
  sys: { id: string; type: 'Link'; linkType: string };
}
const linkOf = (node: RichTextNode): LinkTarget['sys'] | undefined => {
  const sys = (node.data as { target?: Partial<LinkTarget> } | undefined)?.target?.sys;
  return sys && typeof sys.id === 'string' && sys.type === 'Link' ? sys : undefined;
};

/** The embedded entries and assets of a document (their node type, link type and id), in order. */
export function embedsOf(document: Document | undefined): { nodeType: EmbedNodeType; linkType: string; id: string }[] {
  const found: { nodeType: EmbedNodeType; linkType: string; id: string }[] = [];
  const walk = (node: RichTextNode) => {
    const sys = isEmbed(node.nodeType) ? linkOf(node) : undefined;
    if (sys) found.push({ nodeType: node.nodeType as EmbedNodeType, linkType: sys.linkType, id: sys.id });
    for (const child of (node as { content?: RichTextNode[] }).content ?? []) walk(child);
  };
  if (document) walk(document as unknown as RichTextNode);
  return found;
}

/** Why the editor cannot show a document without losing part of it, or undefined when it can. */
export function notEditableBecause(document: Document): string | undefined {
  const walk = (node: RichTextNode, inCell: boolean): string | undefined => {
    if (!EDITABLE_NODES.has(node.nodeType)) return `it holds a ${node.nodeType.replace(/-/g, ' ')}`;
    // Contentful's table cells hold paragraphs only, as the editor's do.
    if (inCell && node.nodeType !== BLOCKS.PARAGRAPH) return `it holds a ${node.nodeType.replace(/-/g, ' ')} in a table cell`;
    if (node.nodeType === 'text') {
      const mark = (node as Text).marks.find((m) => !EDITABLE_MARKS.has(m.type));
      return mark ? `it holds ${mark.type} text` : undefined;
    }
    // The shop shows such a link as plain text (lib/safe-url.ts); the editor would drop it, so the document is kept.
    if (node.nodeType === INLINES.HYPERLINK && !isSafeHref(node.data?.uri)) return `it holds a link the shop refuses (${String(node.data?.uri).slice(0, 80)})`;
    if (isEmbed(node.nodeType)) {
      // The editor keeps the link's id and type, nothing else: anything more in the node would be lost.
      const sys = linkOf(node);
      const plain = sys?.linkType === EMBEDS[node.nodeType].linkType && Object.keys(node.data).length === 1 && Object.keys(node.data.target as object).length === 1 && Object.keys(sys).length === 3;
      return plain ? undefined : `it holds an ${node.nodeType.replace(/-/g, ' ')} the editor cannot read`;
    }
    const cell = node.nodeType === BLOCKS.TABLE_CELL || node.nodeType === BLOCKS.TABLE_HEADER_CELL;
    if (cell && Object.keys(node.data).length > 0) return 'it holds merged table cells';
    for (const child of (node as { content?: RichTextNode[] }).content ?? []) {
      const why = walk(child, cell);
      if (why) return why;
    }
    return undefined;
  };
  return walk(document as unknown as RichTextNode, false);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const renderEmbed = (node: Block | Inline) => {
  const embed = EMBEDS[node.nodeType as EmbedNodeType];
  const id = escapeAttribute(linkOf(node)?.id ?? '');
  return `<${embed.tag} data-embed="${node.nodeType}" data-id="${id}">${embed.label}: ${id}</${embed.tag}>`;
};

const RENDER_OPTIONS: Partial<RenderOptions> = {
  // "\n" in a text (Contentful's Shift+Enter) as <br/>, which the editor keeps as a hard break.
  preserveWhitespace: true,
  renderNode: Object.fromEntries(Object.keys(EMBEDS).map((nodeType) => [nodeType, renderEmbed])),
};

/** The document as the editor's HTML. */
export function documentToEditorHtml(document: Document | undefined): string {
  return document ? documentToHtmlString(document, RENDER_OPTIONS) : '';
}

const parseEmbed: NonNullable<ParseOptions['convertTag']>[string] = (node, next) => {
  const nodeType = node.attrs['data-embed'];
  if (!nodeType || !isEmbed(nodeType)) return next(node);
  const target: LinkTarget = { sys: { id: node.attrs['data-id'] ?? '', type: 'Link', linkType: EMBEDS[nodeType].linkType } };
  return { nodeType, data: { target }, content: [] } as unknown as Block;
};

const PARSE_OPTIONS: ParseOptions = {
  convertTag: {
    // `<code>` is Contentful's code mark, as the renderer writes it.
    code: (node, next) => next(node, { type: MARKS.CODE }),
    // A hard break is "\n" in the text, with the marks around it.
    br: (_node, next) => next({ type: 'text', value: '\n' }),
    div: parseEmbed,
    span: parseEmbed,
  },
  postProcessing: { handleTopLevelText: 'wrap-paragraph', handleTopLevelInlines: 'wrap-paragraph' },
};

const sameMarks = (a: Text, b: Text) => a.marks.length === b.marks.length && a.marks.every((m, i) => m.type === b.marks[i].type);

const TEXT_BLOCKS = new Set<string>([BLOCKS.PARAGRAPH, BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6]);
const emptyText = (): Text => ({ nodeType: 'text', value: '', marks: [], data: {} });

/**
 * The texts of a paragraph or heading as Contentful's editor writes them, which the parser does not: neighbouring
 * texts with the same marks are one (the parser writes a `<br>` as a text of its own), an empty paragraph (a new
 * table cell) holds an empty text.
 */
function normalizeTexts<T extends RichTextNode>(node: T): T {
  const content = (node as unknown as { content?: RichTextNode[] }).content;
  if (!content) return node;
  const joined: RichTextNode[] = [];
  for (const child of content.map(normalizeTexts)) {
    const last = joined.at(-1);
    if (last?.nodeType === 'text' && child.nodeType === 'text' && sameMarks(last as Text, child as Text)) joined[joined.length - 1] = { ...last, value: (last as Text).value + (child as Text).value } as Text;
    else joined.push(child);
  }
  if (TEXT_BLOCKS.has(node.nodeType) && joined.length === 0) joined.push(emptyText());
  return { ...node, content: joined };
}

/** The editor's HTML as a Contentful document. */
export function editorHtmlToDocument(html: string): Document {
  return normalizeTexts(htmlStringToDocument(html, PARSE_OPTIONS));
}
