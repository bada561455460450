/**
 * The studio editor's tiptap extensions (issue 18), beside the converters they match (lib/studio/rich-text.ts):
 * StarterKit less what Contentful rich text lacks, tiptap's own table extension with cells that hold paragraphs
 * only (as Contentful's do), and the embedded entries and assets as atoms: shown as "Embedded entry: <id>",
 * moved or deleted whole, never edited inside, and written back as the element the converters read.
 */
import { Node, mergeAttributes, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EMBEDS, type EmbedNodeType } from './rich-text';

const embedAttributes = {
  nodeType: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('data-embed'), renderHTML: (attrs: { nodeType: string }) => ({ 'data-embed': attrs.nodeType }) },
  id: { default: '', parseHTML: (element: HTMLElement) => element.getAttribute('data-id') ?? '', renderHTML: (attrs: { id: string }) => ({ 'data-id': attrs.id }) },
};

const embedLabel = (nodeType: string, id: string) => `${EMBEDS[nodeType as EmbedNodeType]?.label ?? 'Embedded'}: ${id}`;
const selector = (tag: string, inline: boolean) =>
  Object.entries(EMBEDS)
    .filter(([, embed]) => embed.tag === tag && (tag === 'span') === inline)
    .map(([nodeType]) => ({ tag: `${tag}[data-embed="${nodeType}"]` }));

/** An embedded entry or asset block (Contentful's embedded-entry-block, embedded-asset-block). */
export const EmbeddedBlock = Node.create({
  name: 'embeddedBlock',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes: () => embedAttributes,
  parseHTML: () => selector('div', false),
  renderHTML: ({ node, HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { class: 'studio-rich-text__embed', contenteditable: 'false' }), embedLabel(node.attrs.nodeType, node.attrs.id)],
  renderText: ({ node }) => embedLabel(node.attrs.nodeType, node.attrs.id),
});

/** An entry embedded in a line (Contentful's embedded-entry-inline). */
export const EmbeddedInline = Node.create({
  name: 'embeddedInline',
  group: 'inline',
  inline: true,
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes: () => embedAttributes,
  parseHTML: () => selector('span', true),
  renderHTML: ({ node, HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes, { class: 'studio-rich-text__embed', contenteditable: 'false' }), embedLabel(node.attrs.nodeType, node.attrs.id)],
  renderText: ({ node }) => embedLabel(node.attrs.nodeType, node.attrs.id),
});

/** Everything the studio's rich-text editor has, and nothing Contentful's rich text lacks. */
export const richTextExtensions = (): Extensions => [
  // Contentful rich text has neither code blocks nor strike-through; no trailing paragraph is added on load.
  StarterKit.configure({ codeBlock: false, strike: false, trailingNode: false, link: { openOnClick: false, autolink: false } }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader.extend({ content: 'paragraph+' }),
  TableCell.extend({ content: 'paragraph+' }),
  EmbeddedBlock,
  EmbeddedInline,
];
