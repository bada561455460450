/**
 * The studio editor's tiptap extensions (issue 18), beside the converters they match (lib/studio/rich-text.ts):
 * StarterKit less what Contentful rich text lacks, tiptap's own table extension with cells that hold paragraphs
 * only (as Contentful's do), and the embedded entries and assets as atoms: shown as "Embedded entry: <title>"
 * (its id until the title is known), moved or deleted whole, never edited inside, and written back as the element
 * the converters read.
 */
import { Node, mergeAttributes, type Extensions, type NodeViewRenderer } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { EMBEDS, type EmbedNodeType } from './rich-text';
import { isSafeHref } from '../safe-url';

const embedAttributes = {
  nodeType: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('data-embed'), renderHTML: (attrs: { nodeType: string }) => ({ 'data-embed': attrs.nodeType }) },
  id: { default: '', parseHTML: (element: HTMLElement) => element.getAttribute('data-id') ?? '', renderHTML: (attrs: { id: string }) => ({ 'data-id': attrs.id }) },
};

const embedLabel = (nodeType: string, name: string) => `${EMBEDS[nodeType as EmbedNodeType]?.label ?? 'Embedded'}: ${name}`;

/** The titles of embedded entries and assets, as they become known (the editor shows their ids until then). */
export interface EmbedTitles {
  get: (id: string) => string | undefined;
  set: (id: string, title: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEmbedTitles(): EmbedTitles {
  const titles = new Map<string, string>();
  const listeners = new Set<() => void>();
  return {
    get: (id) => titles.get(id),
    set: (id, title) => {
      titles.set(id, title);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface EmbedOptions {
  titles?: EmbedTitles;
}

/** The atom on screen: the same element the HTML has, its text the title once known. */
const embedView = (tag: 'div' | 'span', titles: EmbedTitles | undefined): NodeViewRenderer => ({ node, HTMLAttributes }) => {
  const dom = document.createElement(tag);
  for (const [name, value] of Object.entries(mergeAttributes(HTMLAttributes, { class: 'studio-rich-text__embed', contenteditable: 'false' }))) dom.setAttribute(name, String(value));
  const paint = () => {
    dom.textContent = embedLabel(node.attrs.nodeType, titles?.get(node.attrs.id) ?? node.attrs.id);
  };
  paint();
  const unsubscribe = titles?.subscribe(paint);
  return { dom, ignoreMutation: () => true, destroy: () => unsubscribe?.() };
};
/** An atom for the embeds written as `tag`: block ones as `div`, inline ones as `span` (EMBEDS). */
const embedNode = (name: string, tag: 'div' | 'span') =>
  Node.create<EmbedOptions>({
    name,
    addOptions: () => ({ titles: undefined }),
    group: tag === 'span' ? 'inline' : 'block',
    inline: tag === 'span',
    atom: true,
    draggable: true,
    selectable: true,
    addAttributes: () => embedAttributes,
    parseHTML: () =>
      Object.entries(EMBEDS)
        .filter(([, embed]) => embed.tag === tag)
        .map(([nodeType]) => ({ tag: `${tag}[data-embed="${nodeType}"]` })),
    renderHTML: ({ node, HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes, { class: 'studio-rich-text__embed', contenteditable: 'false' }), embedLabel(node.attrs.nodeType, node.attrs.id)],
    renderText: ({ node }) => embedLabel(node.attrs.nodeType, node.attrs.id),
    addNodeView() {
      return embedView(tag, this.options.titles);
    },
  });

/** An embedded entry or asset block (Contentful's embedded-entry-block, embedded-asset-block). */
export const EmbeddedBlock = embedNode('embeddedBlock', 'div');
/** An entry embedded in a line (Contentful's embedded-entry-inline). */
export const EmbeddedInline = embedNode('embeddedInline', 'span');

/**
 * Everything the studio's rich-text editor has, and nothing Contentful's rich text lacks. Its links follow the shop's
 * one link rule (`isSafeHref`, lib/safe-url.ts): tiptap's own check (which takes `//host`, `/\host` and `https:host`)
 * is replaced by it for reading HTML, rendering and setting a link, so the editor never shows a live link the shop
 * would refuse (issue 30).
 */
export const richTextExtensions = (titles?: EmbedTitles): Extensions => [
  // Contentful rich text has neither code blocks nor strike-through; no trailing paragraph is added on load.
  StarterKit.configure({ codeBlock: false, strike: false, trailingNode: false, link: { openOnClick: false, autolink: false, isAllowedUri: (url) => isSafeHref(url) } }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader.extend({ content: 'paragraph+' }),
  TableCell.extend({ content: 'paragraph+' }),
  EmbeddedBlock.configure({ titles }),
  EmbeddedInline.configure({ titles }),
];
