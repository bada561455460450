'use client';
/**
 * A rich-text field of a block in one locale (issue 18): tiptap's editor with a toolbar of what Contentful rich
 * text has (bold, italic, underline, code, headings, lists, quotes, links, tables; Shift+Enter is a line break;
 * embedded entries and assets are kept as blocks to move or delete), reading and writing Contentful's document
 * through lib/studio/rich-text.ts with the extensions of lib/studio/rich-text-editor.ts. A document the editor cannot show without loss is kept as it is and
 * said so; an empty localized field names its fallback and can start from it.
 */
import { useEffect, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { Document } from '@contentful/rich-text-types';
import { documentToEditorHtml, editorHtmlToDocument, embedsOf, isRichTextDocument, notEditableBecause } from '@/lib/studio/rich-text';
import { createEmbedTitles, richTextExtensions, type EmbedTitles } from '@/lib/studio/rich-text-editor';
import type { EntryFields } from '@/lib/studio/form-schema';
import { studioCall, type StudioEntryView } from './api';

export interface RichTextFieldProps {
  /** Unique on the page: the element ids start with it. */
  id: string;
  label: string;
  locale: string;
  /** The stored document of this locale, if any. */
  value: unknown;
  /** The default locale's document an empty localized field falls back to. */
  fallback?: { locale: string; value: unknown };
  readOnly?: boolean;
  required?: boolean;
  problems?: readonly string[];
  /** The new document, or undefined when the editor was emptied. */
  onChange: (document: Document | undefined) => void;
}

interface ToolProps {
  editor: Editor;
  label: string;
  active?: boolean;
  /** False when the command does not apply where the cursor is (a row outside a table). */
  can?: boolean;
  run: () => void;
  children: string;
}

function Tool({ editor, label, active, can = true, run, children }: ToolProps) {
  return (
    <button type="button" aria-label={label} aria-pressed={active} disabled={!editor.isEditable || !can} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {children}
    </button>
  );
}

/** Said when a link address is one the shop refuses (lib/safe-url.ts): the editor sets no such link. */
export const REFUSED_LINK_MESSAGE = 'The shop does not show this address as a link: write a site path with one slash (/pages/new) or a whole address (https://…).';

function LinkTool({ editor, id }: { editor: Editor; id: string }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [refused, setRefused] = useState(false);
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    // The editor's link rule is the shop's: setLink refuses an address the shop would not link.
    const applied = (href.trim() ? chain.setLink({ href: href.trim() }) : chain.unsetLink()).run();
    setRefused(!applied);
    if (applied) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-link`}
        aria-pressed={editor.isActive('link')}
        disabled={!editor.isEditable}
        onClick={() => {
          setHref(String(editor.getAttributes('link').href ?? ''));
          setRefused(false);
          setOpen(!open);
        }}
      >
        Link
      </button>
      {open && (
        <span id={`${id}-link`} className="studio-rich-text__link">
          <label>
            <span>Link address</span>
            <input
              value={href}
              onChange={(e) => {
                setHref(e.target.value);
                setRefused(false);
              }}
              placeholder="/pages/new or https://…"
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${id}-link-refused` : undefined}
              onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), apply())}
            />
          </label>
          <button type="button" onClick={apply}>
            {href.trim() ? 'Apply link' : 'Remove link'}
          </button>
          {refused && (
            <span id={`${id}-link-refused`} role="alert" className="error-detail">
              {REFUSED_LINK_MESSAGE}
            </span>
          )}
        </span>
      )}
    </>
  );
}

/**
 * The formatting tools. A tool whose visible text is short (H2, 1. List) is named starting with that text and then
 * what it does, so the spoken name contains what a sighted user sees (WCAG 2.5.3, axe `label-content-name-mismatch`):
 * "H2 heading", not "Heading" beside a visible "H2".
 */
function Toolbar({ editor, id, label }: { editor: Editor; id: string; label: string }) {
  const chain = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="studio-rich-text__toolbar">
      <Tool editor={editor} label="Bold" active={editor.isActive('bold')} run={() => chain().toggleBold().run()}>
        B
      </Tool>
      <Tool editor={editor} label="Italic" active={editor.isActive('italic')} run={() => chain().toggleItalic().run()}>
        I
      </Tool>
      <Tool editor={editor} label="Underline" active={editor.isActive('underline')} run={() => chain().toggleUnderline().run()}>
        U
      </Tool>
      <Tool editor={editor} label="Code" active={editor.isActive('code')} run={() => chain().toggleCode().run()}>
        {'</>'}
      </Tool>
      <Tool editor={editor} label="H2 heading" active={editor.isActive('heading', { level: 2 })} run={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </Tool>
      <Tool editor={editor} label="H3 subheading" active={editor.isActive('heading', { level: 3 })} run={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </Tool>
      <Tool editor={editor} label="Bulleted list" active={editor.isActive('bulletList')} run={() => chain().toggleBulletList().run()}>
        • List
      </Tool>
      <Tool editor={editor} label="1. List, numbered" active={editor.isActive('orderedList')} run={() => chain().toggleOrderedList().run()}>
        1. List
      </Tool>
      <Tool editor={editor} label="Quote" active={editor.isActive('blockquote')} run={() => chain().toggleBlockquote().run()}>
        “ ”
      </Tool>
      <LinkTool editor={editor} id={id} />
      <TableTools editor={editor} />
    </div>
  );
}

function tableAround(editor: Editor) {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type.name === 'table') return $from.node(depth);
  return undefined;
}

/** Insert a table; in one, add or remove rows and columns below or right of the cursor, and toggle the header row. */
function TableTools({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  // The toolbar follows the cursor: the row and column tools apply only inside a table.
  const can = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      // Contentful has tables only at the top of a document: not in a list, a quote or another table.
      insert: e.state.selection.$from.depth === 1 && e.can().insertTable(),
      row: e.can().addRowAfter(),
      removeRow: e.can().deleteRow(),
      removeColumn: e.can().deleteColumn(),
      header: e.can().toggleHeaderRow(),
      headerActive: tableAround(e)?.firstChild?.firstChild?.type.name === 'tableHeader',
    }),
  });
  const tools: [label: string, text: string, enabled: boolean, run: () => boolean][] = [
    ['Insert table', 'Table', can.insert, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run()],
    ['Add row', '+ Row', can.row, () => chain().addRowAfter().run()],
    ['Remove row', '− Row', can.removeRow, () => chain().deleteRow().run()],
    ['Add column', '+ Column', can.row, () => chain().addColumnAfter().run()],
    ['Remove column', '− Column', can.removeColumn, () => chain().deleteColumn().run()],
  ];
  return (
    <>
      {tools.map(([label, text, enabled, run]) => (
        <Tool key={label} editor={editor} label={label} can={enabled} run={run}>
          {text}
        </Tool>
      ))}
      <Tool editor={editor} label="Header row" active={can.header ? can.headerActive : undefined} can={can.header} run={() => chain().toggleHeaderRow().run()}>
        Header row
      </Tool>
    </>
  );
}

/** An entry's own name in `locale` (title, name or heading, else its first text), for an embedded entry's atom. */
function entryTitle(fields: EntryFields, locale: string, fallbackLocale: string | undefined): string | undefined {
  const text = (values: Record<string, unknown> | undefined) => [locale, fallbackLocale ?? ''].map((l) => values?.[l]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return text(fields.title) ?? text(fields.name) ?? text(fields.heading) ?? Object.values(fields).map(text).find(Boolean);
}

/** Looks up the titles of the document's embedded entries (each entry) and assets (the asset list) once. */
async function loadEmbedTitles(document: Document | undefined, titles: EmbedTitles, locale: string, fallbackLocale: string | undefined) {
  const embeds = embedsOf(document);
  const entryIds = [...new Set(embeds.filter((e) => e.linkType === 'Entry').map((e) => e.id))];
  const assetIds = new Set(embeds.filter((e) => e.linkType === 'Asset').map((e) => e.id));
  await Promise.all([
    ...entryIds.map(async (entryId) => {
      const answer = await studioCall<StudioEntryView>('GET', `/api/studio/entries/${encodeURIComponent(entryId)}`);
      const title = answer.ok ? entryTitle(answer.value.fields, locale, fallbackLocale) : undefined;
      if (title) titles.set(entryId, title);
    }),
    assetIds.size > 0 &&
      studioCall<{ items: { id: string; title: string }[] }>('GET', '/api/studio/assets').then((answer) => {
        if (answer.ok) for (const asset of answer.value.items) if (assetIds.has(asset.id)) titles.set(asset.id, asset.title);
      }),
  ]);
}

export function RichTextField({ id, label, locale, value, fallback, readOnly, required, problems = [], onChange }: RichTextFieldProps) {
  const document = isRichTextDocument(value) ? value : undefined;
  const keptBecause = document && notEditableBecause(document);
  const [titles] = useState(createEmbedTitles);
  // The value is read once, as the editor's content is: later values are the editor's own changes.
  const [initial] = useState(() => ({ document, locale, fallbackLocale: fallback?.locale }));
  // The atoms show an embedded entry's or asset's id until its title arrives; a failed lookup leaves the id.
  useEffect(() => {
    if (!keptBecause) void loadEmbedTitles(initial.document, titles, initial.locale, initial.fallbackLocale);
  }, [initial, keptBecause, titles]);
  const editor = useEditor(
    {
      immediatelyRender: false,
      editable: !readOnly && !keptBecause,
      extensions: richTextExtensions(titles),
      content: keptBecause ? '' : documentToEditorHtml(document),
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          'aria-describedby': [problems.length ? `${id}-problems` : '', `${id}-help`].filter(Boolean).join(' '),
          ...(required ? { 'aria-required': 'true' } : {}),
          ...(problems.length ? { 'aria-invalid': 'true' } : {}),
          class: 'studio-rich-text__content',
        },
      },
      onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? undefined : editorHtmlToDocument(changed.getHTML())),
    },
    // A new locale or entry is a new editor (the caller keys this component); the value is read once.
    [readOnly, keptBecause],
  );
  const fallbackDocument = fallback && isRichTextDocument(fallback.value) ? fallback.value : undefined;
  const help = keptBecause
    ? `${label} is kept as it is: ${keptBecause}, which the studio's editor cannot show. Edit it in Contentful.`
    : readOnly
      ? `The same in every language; edit it in ${fallback?.locale ?? 'the default locale'}.`
      : !document && fallbackDocument
        ? `Left empty, ${locale} shows the ${fallback!.locale} text.`
        : 'Select text to format it; Shift+Enter breaks a line; in a table, Tab and Shift+Tab move between cells (Shift+Tab from the first cell leaves the editor); a link takes a site path (/pages/new) or an https address. Embedded entries and assets can be moved or deleted, not changed.';
  return (
    <div className="studio-rich-text form-group">
      <span id={`${id}-label`} className="studio-rich-text__label">
        {label}
        {required ? '*' : ''}
      </span>
      {editor && !keptBecause && <Toolbar editor={editor} id={id} label={label} />}
      {!keptBecause && <EditorContent editor={editor} />}
      <p id={`${id}-help`} className="help-block">
        {help}
      </p>
      {!document && fallbackDocument && !readOnly && editor && (
        <button
          type="button"
          onClick={() => {
            editor.commands.setContent(documentToEditorHtml(fallbackDocument), { emitUpdate: true });
            void loadEmbedTitles(fallbackDocument, titles, locale, fallback!.locale);
          }}
        >
          Start from the {fallback!.locale} text
        </button>
      )}
      {problems.length > 0 && (
        <ul id={`${id}-problems`} className="error-detail">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
