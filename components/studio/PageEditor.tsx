'use client';
/**
 * The studio's page editor (issue 18): the page's blocks in order (add from the block registry, remove,
 * reorder by drag and drop or by keyboard), the chosen block's fields in the chosen locale (a form from the
 * block's JSON Schema), and the live renderer's preview of the unsaved state beside them (LivePreviewFrame). Save keeps the content
 * source's version check: a stale save is refused with a way to reload or keep one's own text, and nothing
 * typed is dropped. Publish checks every block against its schema first and names each problem in place, then
 * publishes in one step (issue 33); the History panel (PageHistory.tsx) lists each publish and restores one as the
 * draft; Unpublish asks first, and the status says when and by whom the page was published or unpublished.
 * Segment blocks (blocks for chosen user segments) sit in the list with their own blocks inside; the page's slug and
 * type are edited where allowed; the preview options switch the frame's country, language and segments.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import diff from 'microdiff';
import { useLeaveWarning } from './useLeaveWarning';
import { OptionList } from './OptionList';
import type { EntryFields, StudioBlockForm, StudioField } from '@/lib/studio/form-schema';
import { entryFieldsWith, entryLink, linkedEntryIds } from '@/lib/studio/form-schema';
import { entryProblems, type FieldProblem } from '@/lib/studio/validate';
import { emptySegmentBlocks, innerBlockIds, isSegmentBlocks, SEGMENT_BLOCKS, saveOrder, segmentBlocksProblems, segmentsOf, withInnerBlocks } from '@/lib/studio/segment-blocks';
import { pageChangeProblem, pagePath } from '@/lib/studio/page-fields';
import { blockLabel, blockSummary } from '@/lib/studio/block-summary';
import { translatableFields, untranslatedFields, withLocaleCopied } from '@/lib/studio/locale-copy';
import { emptyHistory, endTyping, historyShortcut, recordChange, redoChange, undoChange, type EditHistory } from '@/lib/studio/edit-history';
import { BlockFieldsForm, type AssetChoice } from './BlockFieldsForm';
import { AddBlockMenu, BlockList } from './BlockList';
import { LinkedEntriesField } from './LinkedEntriesField';
import { ChangesSincePublish } from './ChangesSincePublish';
import { AssetRemoval } from './AssetRemoval';
import { PageIdentityFields } from './PageIdentityFields';
import { SegmentBlocksFields, type UserSegmentChoice } from './SegmentBlocksFields';
import { StudioPreviewOptions, studioPreviewSrc, type StudioPreviewChoice, type StudioPreviewCountry } from './StudioPreviewOptions';
import { PageHistory, PublishingStatus, type LoadedPage } from './PageHistory';
import { ConfirmButton } from './ConfirmButton';
import type { PagePublishing, PageVersionSummary } from '@/lib/studio/history';
import { studioCall, type StudioEntryView } from './api';
import { LivePreviewFrame, useFocusFromPreview, type UnsavedState } from './LivePreviewFrame';

export interface LocaleChoice {
  locale: string;
  label: string;
}

export interface PageEditorProps {
  page: StudioEntryView;
  blocks: StudioEntryView[];
  /** The entries the blocks link to (slides, tiles). */
  linked?: StudioEntryView[];
  forms: StudioBlockForm[];
  assets: AssetChoice[];
  locales: LocaleChoice[];
  defaultLocale: string;
  /** The store's countries, for the page's `countries` (none given: the field is not shown). */
  countries?: { code: string; name: string }[];
  /** The store's user segments (as the preview options offer them), for segment blocks and the preview. */
  segments?: UserSegmentChoice[];
  /** Every other page's slug: a new slug must not be one of them. */
  otherSlugs?: string[];
  /** The preview options' countries and languages (none given: the preview follows the editing locale only). */
  previewCountries?: StudioPreviewCountry[];
  /** Whether the person may publish and unpublish (a publisher or an admin; an editor drafts). Unset: they may. */
  canPublish?: boolean;
  /** The page's last publish and unpublish from the studio (its history), for the status line. */
  publishing?: PagePublishing;
}

interface BlockState {
  entry: StudioEntryView;
  fields: EntryFields;
  dirty: boolean;
  /** Not in the content source yet: created with its id on the first save (an added block never saved leaves nothing behind). */
  isNew?: boolean;
}

/** A Contentful-like entry id (letters and digits), made in the browser so the page can link a block before it is saved. */
const newEntryId = () => crypto.randomUUID().replace(/-/g, '');

function newEntry(contentType: string, fields: EntryFields = {}): BlockState {
  const entry: StudioEntryView = { id: newEntryId(), contentType, version: 0, publishedVersion: null, updatedAt: new Date().toISOString(), status: 'draft', fields };
  return { entry, fields, dirty: true, isNew: true };
}

/** Saves one entry's draft: creates it with its id when new, else saves from the version the editor started from. */
const saveEntryCall = (state: BlockState) =>
  state.isNew
    ? studioCall<StudioEntryView>('POST', '/api/studio/entries', { id: state.entry.id, contentType: state.entry.contentType, fields: state.fields })
    : studioCall<StudioEntryView>('PUT', `/api/studio/entries/${state.entry.id}`, { version: state.entry.version, fields: state.fields });

type Notice =
  | { kind: 'status'; text: string }
  | { kind: 'error'; text: string; problems?: { block: string; problem: FieldProblem }[] }
  | { kind: 'conflict'; text: string; entryId: string };


/** A state the editor can go back to (undo and redo): the page's fields, its blocks in order and the entries below them. */
interface EditedContent {
  pageFields: EntryFields;
  blocks: BlockState[];
  linked: Record<string, BlockState>;
}

/** What the content source last answered for an entry: its version and status, and the fields it then held. */
interface KnownEntry {
  entry: StudioEntryView;
  savedFields: EntryFields;
}

/** The page's own fields a translation copies: its title and its description. */
const PAGE_TEXT_FIELDS: StudioField[] = [
  { name: 'title', label: 'Page title', localized: true, kind: 'value' },
  { name: 'description', label: 'Page description', localized: true, kind: 'value' },
];

/** Whether two entries' fields hold the same values (a deep comparison: microdiff finds no difference). */
const sameFields = (a: EntryFields, b: EntryFields) => a === b || diff(a, b).length === 0;

export { LEAVE_QUESTION } from './useLeaveWarning';

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function PageEditor(props: PageEditorProps) {
  const { page: initialPage, blocks: initialBlocks, linked: initialLinked = [], forms, assets: initialAssets, locales, defaultLocale, countries = [] } = props;
  const { segments = [], otherSlugs = [], previewCountries = [] } = props;
  const [assets, setAssets] = useState(initialAssets);
  const addAsset = (asset: AssetChoice) => setAssets((list) => [...list.filter((a) => a.id !== asset.id), { id: asset.id, title: asset.title, url: asset.url }]);
  // Every form by content type: the blocks' and those of the entries they link to.
  const formOf = useMemo(() => {
    const all = new Map(forms.map((f) => [f.contentType, f]));
    for (const field of forms.flatMap((f) => f.fields)) if (field.linked && !all.has(field.linked.contentType)) all.set(field.linked.contentType, field.linked);
    return all;
  }, [forms]);
  const [linked, setLinked] = useState<Record<string, BlockState>>(() => Object.fromEntries(initialLinked.map((entry) => [entry.id, { entry, fields: entry.fields, dirty: false }])));
  const [openLinked, setOpenLinked] = useState<string>();
  const [page, setPage] = useState(initialPage);
  const [pageFields, setPageFields] = useState<EntryFields>(initialPage.fields);
  const [pageDirty, setPageDirty] = useState(false);
  const [blocks, setBlocks] = useState<BlockState[]>(initialBlocks.map((entry) => ({ entry, fields: entry.fields, dirty: false })));
  const [selected, setSelected] = useState<string | undefined>(initialBlocks[0]?.id);
  const [locale, setLocale] = useState(defaultLocale);
  const [problems, setProblems] = useState<Record<string, FieldProblem[]>>({});
  const [notice, setNotice] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [preview, setPreview] = useState<StudioPreviewChoice>({ locale: defaultLocale, segments: [] });
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ entryId: string; fieldId?: string; at: number }>();
  useFocusFromPreview(focusRequest);
  const [publishing, setPublishing] = useState<PagePublishing>(props.publishing ?? {});
  /** Publishes so far: the change list and the history reload after each (the preview shows the draft, which a publish leaves as it is). */
  const [publishes, setPublishes] = useState(0);
  /**
   * Every entry the editor has had from the content source, as last answered, by id. An undo restores fields and
   * order, never versions: a restored block takes its latest version from here, and it is unsaved exactly when its
   * fields are not the ones last saved.
   */
  const known = useRef<Map<string, KnownEntry>>(undefined);
  known.current ??= new Map([initialPage, ...initialBlocks, ...initialLinked].map((entry) => [entry.id, { entry, savedFields: entry.fields }]));
  const noteEntry = (entry: StudioEntryView, savedFields: EntryFields = known.current!.get(entry.id)?.savedFields ?? entry.fields) =>
    known.current!.set(entry.id, { entry, savedFields });
  const [history, setHistory] = useState<EditHistory<EditedContent>>(emptyHistory);
  /** Bumped when an undo or redo puts other fields in place: the open forms are made again from them. */
  const [formGeneration, setFormGeneration] = useState(0);
  const [refocus, setRefocus] = useState<{ id: string; at: number }>();

  const slug = String(pageFields.slug?.[defaultLocale] ?? '');
  const pageType = String(pageFields.pageType?.[defaultLocale] ?? '');
  /** The saved slug: the preview shows the saved draft, found by it. */
  const savedSlug = String(page.fields.slug?.[defaultLocale] ?? '');
  const savedType = String(page.fields.pageType?.[defaultLocale] ?? '');
  /**
   * The entries below the page's blocks (linked entries, and the blocks inside segment blocks with theirs), each
   * once, children before the entries that link to them: the order to save and publish in.
   */
  const linkedOfBlocks = (list: readonly BlockState[], from: Record<string, BlockState>) => {
    const byId = (id: string) => list.find((b) => b.entry.id === id) ?? from[id];
    return saveOrder(list.map((b) => b.entry.id), (id) => childIdsOf(byId(id))).map((id) => from[id]).filter((l): l is BlockState => !!l);
  };
  const linkedFieldsOf = (b: BlockState) => formOf.get(b.entry.contentType)?.fields.filter((f) => f.kind === 'entries') ?? [];
  const childIdsOf = (b: BlockState | undefined): string[] =>
    !b ? [] : isSegmentBlocks(b.entry.contentType) ? innerBlockIds(b.fields, defaultLocale) : linkedFieldsOf(b).flatMap((f) => linkedEntryIds(b.fields[f.name]?.[defaultLocale]));
  const pageLinked = linkedOfBlocks(blocks, linked);
  const anyDirty = pageDirty || blocks.some((b) => b.dirty) || pageLinked.some((l) => l.dirty);
  const pageStatus =
    page.status === 'published' && [...blocks, ...pageLinked].some((b) => b.entry.status !== 'published' || b.dirty) ? 'changed' : page.status;

  const nameOf = (b: BlockState) => (isSegmentBlocks(b.entry.contentType) ? 'Segment blocks' : (formOf.get(b.entry.contentType)?.name ?? b.entry.contentType));
  const segmentName = (id: string) => segments.find((s) => s.id === id)?.name ?? id;
  const summaryOf = (b: BlockState) => {
    if (isSegmentBlocks(b.entry.contentType)) {
      const chosen = segmentsOf(b.fields, defaultLocale);
      return String(b.fields.title?.[defaultLocale] ?? '').trim() || (chosen.length ? `for ${chosen.map(segmentName).join(', ')}` : 'no segment chosen');
    }
    return blockSummary(formOf.get(b.entry.contentType), b.fields, locale, defaultLocale, assets);
  };
  const labelOf = (b: BlockState) => blockLabel(nameOf(b), summaryOf(b));

  /** A change is about to be made: the state before it becomes an undo step (typing in one place is one step). */
  function recordEdit(label: string, key?: string) {
    const before: EditedContent = { pageFields, blocks, linked };
    setHistory((h) => recordChange(h, before, label, Date.now(), key));
  }

  /** An entry of a state undone or redone to, with its latest version; unsaved when its fields are not the saved ones. */
  function freshen(b: BlockState): BlockState {
    const last = known.current!.get(b.entry.id);
    return last ? { ...b, entry: last.entry, isNew: false, dirty: b.fields !== last.savedFields } : { ...b, isNew: true, dirty: true };
  }

  function showContent(next: EditedContent) {
    const focused = document.activeElement?.id;
    setPageFields(next.pageFields);
    setPageDirty(next.pageFields !== known.current!.get(page.id)?.savedFields);
    setBlocks(next.blocks.map(freshen));
    setLinked(Object.fromEntries(Object.entries(next.linked).map(([id, l]) => [id, freshen(l)])));
    setProblems({});
    if (selected && !next.blocks.some((b) => b.entry.id === selected) && !next.linked[selected]) setSelected(next.blocks[0]?.entry.id);
    if (openLinked && !next.linked[openLinked]) setOpenLinked(undefined);
    setFormGeneration((g) => g + 1);
    if (focused) setRefocus((r) => ({ id: focused, at: (r?.at ?? 0) + 1 }));
  }

  /** One step back (undo) or forward (redo) through the changes since the page was opened. */
  function travel(direction: 'undo' | 'redo') {
    const done = (direction === 'undo' ? undoChange : redoChange)(history, { pageFields, blocks, linked });
    if (!done || busy) return;
    setHistory(done.history);
    showContent(done.state);
    setAnnouncement(`${direction === 'undo' ? 'Undone' : 'Redone'}: ${done.label}.`);
  }
  const undo = () => travel('undo');
  const redo = () => travel('redo');

  function setOrder(next: BlockState[], said: string) {
    setBlocks(next);
    setPageFields((fields) => ({ ...fields, blocks: { [defaultLocale]: next.map((b) => entryLink(b.entry.id)) } }));
    setPageDirty(true);
    setAnnouncement(said);
  }

  function moveBlock(from: number, to: number) {
    if (to < 0 || to >= blocks.length || from === to) return;
    recordEdit(`move of ${labelOf(blocks[from])}`);
    const next = move(blocks, from, to);
    setOrder(next, `${labelOf(blocks[from])} moved to position ${to + 1} of ${next.length}.`);
  }

  function addBlock(form: StudioBlockForm) {
    recordEdit(`adding ${form.name}`);
    const added = newEntry(form.contentType);
    const next = [...blocks, added];
    setOrder(next, `${form.name} added at position ${next.length}. Fill in its fields, then save.`);
    setSelected(added.entry.id);
  }

  function addSegmentBlocks() {
    recordEdit('adding segment blocks');
    const added = newEntry(SEGMENT_BLOCKS, emptySegmentBlocks(defaultLocale));
    const next = [...blocks, added];
    setOrder(next, `Segment blocks added at position ${next.length}. Choose its user segments and add its blocks, then save.`);
    setSelected(added.entry.id);
  }

  /**
   * A copy of an entry as a new one, with a copy of every entry below it that the editor has (a slide, a tile, the
   * blocks of segment blocks), linked in their place; assets are shared. The copies below it go into `below`.
   */
  function copyOfEntry(source: BlockState, below: Record<string, BlockState>): BlockState {
    const copyId = (id: string) => {
      const child = linked[id];
      if (!child) return id;
      const copy = copyOfEntry(child, below);
      below[copy.entry.id] = copy;
      return copy.entry.id;
    };
    let fields = source.fields;
    if (isSegmentBlocks(source.entry.contentType)) fields = withInnerBlocks(fields, innerBlockIds(fields, defaultLocale).map(copyId), defaultLocale);
    else
      for (const field of linkedFieldsOf(source))
        fields = entryFieldsWith(formOf.get(source.entry.contentType)!, fields, { [field.name]: linkedEntryIds(fields[field.name]?.[defaultLocale]).map(copyId) }, defaultLocale, defaultLocale);
    return newEntry(source.entry.contentType, fields);
  }

  function duplicateBlock(index: number) {
    const source = blocks[index];
    recordEdit(`duplicate of ${labelOf(source)}`);
    const below: Record<string, BlockState> = {};
    const copy = copyOfEntry(source, below);
    setLinked((all) => ({ ...all, ...below }));
    const next = [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)];
    setOrder(next, `${labelOf(source)} duplicated: the copy is at position ${index + 2} of ${next.length}. Save to keep it.`);
    setSelected(copy.entry.id);
  }

  /** The blocks inside a segment-blocks entry changed (added, moved, removed): its `blocks` field, in order. */
  function setInnerBlocks(container: BlockState, ids: string[], said: string, change: string) {
    recordEdit(change);
    changeFields(container.entry.id, withInnerBlocks(container.fields, ids, defaultLocale));
    setAnnouncement(said);
  }

  function addInnerBlock(container: BlockState, form: StudioBlockForm) {
    const added = newEntry(form.contentType);
    setInnerBlocks(container, [...innerBlockIds(container.fields, defaultLocale), added.entry.id], `${form.name} added to ${labelOf(container)} at position ${innerBlockIds(container.fields, defaultLocale).length + 1}. Fill in its fields, then save.`, `adding ${form.name}`);
    setLinked((all) => ({ ...all, [added.entry.id]: added }));
    setSelected(added.entry.id);
  }

  function duplicateInnerBlock(container: BlockState, index: number) {
    const inner = innerBlockIds(container.fields, defaultLocale);
    const source = linked[inner[index]];
    if (!source) return;
    const below: Record<string, BlockState> = {};
    const copy = copyOfEntry(source, below);
    const ids = [...inner.slice(0, index + 1), copy.entry.id, ...inner.slice(index + 1)];
    setInnerBlocks(container, ids, `${labelOf(source)} duplicated in ${labelOf(container)}: the copy is at position ${index + 2} of ${ids.length}. Save to keep it.`, `duplicate of ${labelOf(source)}`);
    setLinked((all) => ({ ...all, ...below, [copy.entry.id]: copy }));
    setSelected(copy.entry.id);
  }

  /** A block's linked entries changed (added, picked, moved, removed); a picked entry is loaded to be shown and edited. */
  async function setLinkedIds(block: BlockState, field: StudioField, ids: string[]) {
    recordEdit(`change to ${field.label} of ${labelOf(block)}`);
    changeFields(block.entry.id, entryFieldsWith(formOf.get(block.entry.contentType)!, block.fields, { [field.name]: ids }, defaultLocale, defaultLocale));
    for (const id of ids.filter((i) => !linked[i])) {
      const loaded = await studioCall<StudioEntryView>('GET', `/api/studio/entries/${id}`);
      if (!loaded.ok) return setNotice({ kind: 'error', text: loaded.message });
      noteEntry(loaded.value, loaded.value.fields);
      setLinked((all) => ({ ...all, [id]: { entry: loaded.value, fields: loaded.value.fields, dirty: false } }));
    }
  }

  function addLinked(block: BlockState, field: StudioField) {
    recordEdit(`adding a ${field.linked!.name.toLowerCase()} to ${labelOf(block)}`);
    const added = newEntry(field.linked!.contentType);
    setLinked((all) => ({ ...all, [added.entry.id]: added }));
    const ids = [...linkedEntryIds(block.fields[field.name]?.[defaultLocale]), added.entry.id];
    changeFields(block.entry.id, entryFieldsWith(formOf.get(block.entry.contentType)!, block.fields, { [field.name]: ids }, defaultLocale, defaultLocale));
    setOpenLinked(added.entry.id);
    setAnnouncement(`New ${field.linked!.name.toLowerCase()} added as number ${ids.length}. Fill in its fields, then save.`);
  }

  function removeBlock(index: number) {
    const removed = blocks[index];
    recordEdit(`removal of ${labelOf(removed)}`);
    const next = blocks.filter((_, i) => i !== index);
    setOrder(next, `${labelOf(removed)} removed. Undo brings it back; save to keep the change.`);
    if (selected === removed.entry.id) setSelected(next[Math.min(index, next.length - 1)]?.entry.id);
  }

  /** Typing in an entry's form (a block's or a linked entry's): one undo step per pause. */
  function editBlock(id: string, fields: EntryFields) {
    const entry = blocks.find((b) => b.entry.id === id) ?? linked[id];
    // A form made again (after a save, an undo) tells its values once more: that is no change.
    if (entry && sameFields(entry.fields, fields)) return;
    recordEdit(`changes to ${entry ? labelOf(entry) : 'a block'}`, `fields:${id}`);
    changeFields(id, fields);
  }

  function changeFields(id: string, fields: EntryFields) {
    // A block inside segment blocks is kept with the linked entries.
    if (linked[id]) return setLinked((all) => ({ ...all, [id]: { ...all[id], fields, dirty: true } }));
    setBlocks((list) => list.map((b) => (b.entry.id === id ? { ...b, fields, dirty: true } : b)));
  }

  const translatableOf = (b: BlockState) => translatableFields(formOf.get(b.entry.contentType)?.fields ?? []);
  /** The entry's fields still as in the default locale, in the locale edited (none when editing the default one). */
  const untranslatedOf = (b: BlockState) => untranslatedFields(translatableOf(b), b.fields, defaultLocale, locale);

  /** Fills this locale's empty fields of the page and of every entry on it from the default locale's: a start for translating. */
  function copyDefaultLocale() {
    recordEdit(`copying ${defaultLocaleLabel} into ${localeLabel}`);
    let count = 0;
    const copyInto = (b: BlockState): BlockState => {
      const { values, copied } = withLocaleCopied(translatableOf(b), b.fields, defaultLocale, locale);
      count += copied.length;
      return copied.length ? { ...b, fields: values, dirty: true } : b;
    };
    setBlocks(blocks.map(copyInto));
    setLinked(Object.fromEntries(Object.entries(linked).map(([id, l]) => [id, copyInto(l)])));
    const page = withLocaleCopied(PAGE_TEXT_FIELDS, pageFields, defaultLocale, locale);
    count += page.copied.length;
    if (page.copied.length) {
      setPageFields(page.values);
      setPageDirty(true);
    }
    setFormGeneration((g) => g + 1);
    setNotice({
      kind: 'status',
      text: count
        ? `${count} ${count === 1 ? 'field' : 'fields'} copied from ${defaultLocaleLabel} into ${localeLabel}. Each is marked “not translated” until you change it; save to keep them.`
        : `Every field of ${localeLabel} already has content: nothing was copied.`,
    });
  }

  /** A page field's value in a locale (the edited one for title and description, the default one for countries). */
  function editPageField(name: string, value: unknown, at = locale) {
    recordEdit(`changes to the page's ${name === 'countries' ? 'countries' : name}`, `page:${name}:${at}`);
    setPageFields((fields) => {
      const values = { ...fields[name] };
      if (value === '' || (Array.isArray(value) && value.length === 0)) delete values[at];
      else values[at] = value;
      const next = { ...fields, [name]: values };
      if (!Object.keys(values).length) delete next[name];
      return next;
    });
    setPageDirty(true);
  }
  const pageCountries = (pageFields.countries?.[defaultLocale] as string[] | undefined) ?? [];

  /**
   * Saves every changed block, then the page; answers the saved state (the new versions, which the caller must use
   * rather than this render's), or undefined (with the notice set) when one is refused.
   */
  async function saveAll(): Promise<{ blocks: BlockState[]; linked: BlockState[]; page: StudioEntryView } | undefined> {
    // Linked entries first, so a saved block never links to an entry that does not exist.
    const savedLinked: BlockState[] = [];
    for (const item of pageLinked) {
      if (!item.dirty) {
        savedLinked.push(item);
        continue;
      }
      const saved = await saveEntryCall(item);
      const name = formOf.get(item.entry.contentType)?.name ?? item.entry.contentType;
      if (!saved.ok) {
        setNotice(
          saved.code === 'VersionMismatch'
            ? { kind: 'conflict', entryId: item.entry.id, text: `Someone else saved a ${name.toLowerCase()} of this page since you opened it. Your changes are still here.` }
            : { kind: 'error', text: `${name}: ${saved.message}` },
        );
        setOpenLinked(item.entry.id);
        return undefined;
      }
      const entry = saved.value;
      noteEntry(entry, item.fields);
      savedLinked.push({ entry, fields: item.fields, dirty: false });
      setLinked((all) => ({ ...all, [entry.id]: { entry, fields: all[entry.id].fields, dirty: all[entry.id].fields !== item.fields } }));
    }
    let current = blocks;
    for (const block of blocks) {
      if (!block.dirty) continue;
      const saved = await saveEntryCall(block);
      if (!saved.ok) {
        setNotice(
          saved.code === 'VersionMismatch'
            ? { kind: 'conflict', entryId: block.entry.id, text: `Someone else saved \u201c${labelOf(block)}\u201d since you opened it. Your changes are still here.` }
            : { kind: 'error', text: `${labelOf(block)}: ${saved.message}` },
        );
        setSelected(block.entry.id);
        return undefined;
      }
      // Only the version and status change: what the editor typed meanwhile stays.
      current = current.map((b) => (b.entry.id === block.entry.id ? { ...b, entry: saved.value, dirty: false, isNew: false } : b));
      const entry = saved.value;
      noteEntry(entry, block.fields);
      setBlocks((list) => list.map((b) => (b.entry.id === entry.id ? { ...b, entry, dirty: b.fields !== block.fields, isNew: false } : b)));
    }
    let savedPage = page;
    if (pageDirty) {
      const saved = await studioCall<StudioEntryView>('PUT', `/api/studio/entries/${page.id}`, { version: page.version, fields: pageFields });
      if (!saved.ok) {
        setNotice(
          saved.code === 'VersionMismatch'
            ? { kind: 'conflict', entryId: page.id, text: 'Someone else saved this page (its title or blocks) since you opened it. Your changes are still here.' }
            : { kind: 'error', text: `Page: ${saved.message}` },
        );
        return undefined;
      }
      savedPage = saved.value;
      noteEntry(saved.value, pageFields);
      setPage(saved.value);
      setPageDirty(false);
    }
    setPreviewVersion((v) => v + 1);
    // Typing after a save is a new undo step: an undo never reaches across what was saved in one go.
    setHistory(endTyping);
    return { blocks: current, linked: savedLinked, page: savedPage };
  }

  async function onSave() {
    setBusy(true);
    setNotice(undefined);
    if (await saveAll()) setNotice({ kind: 'status', text: 'Draft saved. The preview shows it; shoppers do not see it until you publish.' });
    setBusy(false);
  }

  function check(): boolean {
    const found: Record<string, FieldProblem[]> = {};
    const listed: { block: string; problem: FieldProblem }[] = [];
    const knownSegments = segments.length ? segments.map((s) => s.id) : undefined;
    for (const block of blocks) {
      const form = formOf.get(block.entry.contentType);
      const own = form
        ? entryProblems(form, block.fields, defaultLocale)
        : isSegmentBlocks(block.entry.contentType)
          ? segmentBlocksProblems(block.fields, defaultLocale, knownSegments)
          : undefined;
      if (!own) continue;
      if (own.length) found[block.entry.id] = own;
      for (const problem of own) listed.push({ block: labelOf(block), problem });
      for (const item of linkedOfBlocks([block], linked)) {
        const linkedForm = formOf.get(item.entry.contentType);
        const theirs = linkedForm ? entryProblems(linkedForm, item.fields, defaultLocale) : [];
        if (!theirs.length) continue;
        found[item.entry.id] = theirs;
        // The block shows that one of its entries needs fixing.
        found[block.entry.id] ??= [];
        for (const problem of theirs) listed.push({ block: `${labelOf(block)} \u203a ${labelOf(item)}`, problem });
      }
    }
    if (!String(pageFields.title?.[defaultLocale] ?? '').trim()) listed.push({ block: 'Page', problem: { field: 'title', locale: defaultLocale, message: 'Page title is required.' } });
    const identity = pageChangeProblem({ slug: savedSlug, pageType: savedType }, { slug, pageType }, otherSlugs);
    if (identity) listed.push({ block: 'Page', problem: { field: identity.field, locale: '', message: identity.message } });
    setProblems(found);
    if (!listed.length) return true;
    const first = blocks.find((b) => found[b.entry.id]);
    if (first) {
      setSelected(first.entry.id);
      const firstLinked = found[first.entry.id].length ? undefined : linkedOfBlocks([first], linked).find((l) => found[l.entry.id]);
      if (firstLinked) setOpenLinked(firstLinked.entry.id);
      // In segment blocks: the block inside it that holds the problem.
      const inner = firstLinked && isSegmentBlocks(first.entry.contentType)
        ? innerBlockIds(first.fields, defaultLocale).find((id) => id === firstLinked.entry.id || (linked[id] && linkedOfBlocks([linked[id]], linked).includes(firstLinked)))
        : undefined;
      if (inner) setSelected(inner);
      const badLocale = found[firstLinked?.entry.id ?? first.entry.id][0]?.locale;
      if (badLocale) setLocale(badLocale);
    }
    setNotice({ kind: 'error', text: `The page cannot be published until ${listed.length === 1 ? 'this problem is' : `these ${listed.length} problems are`} fixed:`, problems: listed });
    return false;
  }

  /** The versions the editor holds of the page and of every entry below it (the publish's and restore's version check). */
  const heldVersions = (state: { page: StudioEntryView; blocks: readonly BlockState[]; linked: readonly BlockState[] }) =>
    Object.fromEntries([state.page, ...state.blocks.map((b) => b.entry), ...state.linked.map((l) => l.entry)].map((e) => [e.id, e.version]));

  /** The entries as the content source now has them (new versions and statuses); what the editor typed meanwhile stays. */
  function takeEntries(entries: readonly StudioEntryView[]) {
    const fresh = new Map(entries.map((e) => [e.id, e]));
    for (const entry of entries) noteEntry(entry);
    const page = fresh.get(initialPage.id);
    if (page) setPage(page);
    setBlocks((list) => list.map((b) => (fresh.has(b.entry.id) ? { ...b, entry: fresh.get(b.entry.id)! } : b)));
    setLinked((all) => Object.fromEntries(Object.entries(all).map(([id, l]) => [id, fresh.has(id) ? { ...l, entry: fresh.get(id)! } : l])));
  }

  /**
   * Saves what changed, then publishes in one step (`POST /api/studio/pages/{id}/publish`, server/studio/publish.ts):
   * the server checks the versions held here and the publish check again, publishes only the entries changed since
   * their last publish (children first, the page last, all or none) and records the publish in the page's history.
   */
  async function onPublish() {
    setNotice(undefined);
    if (!check()) return;
    setBusy(true);
    try {
      const saved = await saveAll();
      if (!saved) return;
      const answer = await studioCall<{ entries: StudioEntryView[]; published: string[]; version?: PageVersionSummary; historyError?: string; publishing: PagePublishing }>(
        'POST',
        `/api/studio/pages/${encodeURIComponent(page.id)}/publish`,
        { versions: heldVersions(saved) },
      );
      if (!answer.ok) {
        const entryId = typeof answer.details?.entryId === 'string' ? answer.details.entryId : undefined;
        if (answer.code === 'VersionMismatch' && entryId) return setNotice({ kind: 'conflict', entryId, text: answer.message });
        const listed = Array.isArray(answer.details?.problems) ? (answer.details.problems as ({ entry: string } & FieldProblem)[]) : undefined;
        return setNotice({ kind: 'error', text: listed ? 'The page cannot be published until these problems are fixed:' : answer.message, problems: listed?.map(({ entry, ...problem }) => ({ block: entry, problem })) });
      }
      takeEntries(answer.value.entries);
      setPublishing(answer.value.publishing);
      setProblems({});
      setPublishes((n) => n + 1);
      const where = pagePath(slug, pageType);
      const said = answer.value.published.length
        ? `Published. Shoppers get it at ${where} on their next request.`
        : `Published. Nothing had changed since the last publish: shoppers already get this page at ${where}.`;
      setNotice({ kind: 'status', text: answer.value.historyError ? `${said} ${answer.value.historyError}` : said });
    } finally {
      setBusy(false);
    }
  }

  /** Unpublishes the page after the editor said so in the dialog; recorded, so the status says when and by whom. */
  async function onUnpublish() {
    setBusy(true);
    const answer = await studioCall<{ page: StudioEntryView; publishing: PagePublishing }>('POST', `/api/studio/pages/${encodeURIComponent(page.id)}/unpublish`);
    setBusy(false);
    if (!answer.ok) return setNotice({ kind: 'error', text: answer.message });
    noteEntry(answer.value.page);
    setPage(answer.value.page);
    setPublishing(answer.value.publishing);
    setNotice({ kind: 'status', text: 'Unpublished. Shoppers no longer get this page.' });
  }

  /** A version of the history was restored as the draft: the editor shows the page as the content source now has it. */
  function showRestored(loaded: LoadedPage) {
    // Undoable: the state before it differs from the restored draft, so an undo leaves it unsaved, to save again.
    recordEdit('restoring a version');
    for (const entry of [loaded.page, ...loaded.blocks, ...loaded.linked]) noteEntry(entry, entry.fields);
    setPage(loaded.page);
    setPageFields(loaded.page.fields);
    setPageDirty(false);
    setBlocks(loaded.blocks.map((entry) => ({ entry, fields: entry.fields, dirty: false })));
    setLinked(Object.fromEntries(loaded.linked.map((entry) => [entry.id, { entry, fields: entry.fields, dirty: false }])));
    setProblems({});
    setNotice(undefined);
    // The open block's form is made again from the restored fields (a rich-text field reads its value once).
    flushSync(() => setSelected(undefined));
    setSelected(loaded.blocks.some((b) => b.id === selected) ? selected : loaded.blocks[0]?.id);
    setPreviewVersion((v) => v + 1);
  }

  /** After a conflict: take the other editor's version (`keepMine`: then write one's own fields over it). */
  async function resolveConflict(entryId: string, keepMine: boolean) {
    setBusy(true);
    const latest = await studioCall<StudioEntryView>('GET', `/api/studio/entries/${entryId}`);
    setBusy(false);
    if (!latest.ok) return setNotice({ kind: 'error', text: latest.message });
    noteEntry(latest.value, latest.value.fields);
    if (linked[entryId]) {
      setLinked((all) => ({ ...all, [entryId]: { entry: latest.value, fields: keepMine ? all[entryId].fields : latest.value.fields, dirty: keepMine } }));
    } else if (entryId === page.id) {
      setPage(latest.value);
      if (!keepMine) {
        setPageFields(latest.value.fields);
        setPageDirty(false);
      }
    } else {
      setBlocks((list) => list.map((b) => (b.entry.id === entryId ? { entry: latest.value, fields: keepMine ? b.fields : latest.value.fields, dirty: keepMine } : b)));
    }
    setNotice({
      kind: 'status',
      text: keepMine ? 'Your version is kept; save again to write it over theirs.' : 'Their version is loaded. Your unsaved text for it was replaced.',
    });
  }

  /** What the live preview shows over the saved draft: every changed entry (new ones included), fields by id. */
  const unsaved: UnsavedState = Object.fromEntries(
    [...(pageDirty ? [{ entry: page, fields: pageFields }] : []), ...blocks.filter((b) => b.dirty), ...pageLinked.filter((l) => l.dirty)].map((b) => [b.entry.id, { contentType: b.entry.contentType, fields: b.fields }]),
  );

  /** A block clicked in the preview: a block of the page or of segment blocks is selected, a linked entry opened in its block. */
  function selectFromPreview(entryId: string, fieldId?: string) {
    const owner = [...blocks, ...pageLinked].find((b) => childIdsOf(b).includes(entryId));
    if (blocks.some((b) => b.entry.id === entryId) || (owner && isSegmentBlocks(owner.entry.contentType))) setSelected(entryId);
    else if (owner) {
      setSelected(owner.entry.id);
      setOpenLinked(entryId);
    } else return;
    setFocusRequest((r) => ({ entryId, fieldId, at: (r?.at ?? 0) + 1 }));
  }

  const selectedBlock = blocks.find((b) => b.entry.id === selected) ?? (selected && linked[selected] && !isSegmentBlocks(linked[selected].entry.contentType) ? linked[selected] : undefined);
  const itemOf = (b: BlockState) => {
    const untranslated = untranslatedOf(b).length + linkedOfBlocks([b], linked).reduce((n, l) => n + untranslatedOf(l).length, 0);
    return { id: b.entry.id, label: labelOf(b), dirty: b.dirty, hasProblems: (problems[b.entry.id]?.length ?? 0) > 0, note: untranslated ? `${untranslated} ${untranslated === 1 ? 'field' : 'fields'} not translated` : undefined };
  };
  const selectedForm = selectedBlock && formOf.get(selectedBlock.entry.contentType);
  const localeLabel = locales.find((l) => l.locale === locale)?.label ?? locale;
  const defaultLocaleLabel = locales.find((l) => l.locale === defaultLocale)?.label ?? defaultLocale;
  const untranslatedPage = untranslatedFields(PAGE_TEXT_FIELDS, pageFields, defaultLocale, locale).map((f) => f.name);
  const untranslatedSelected = selectedBlock ? untranslatedOf(selectedBlock) : [];

  // Ctrl or ⌘ + Z undoes, with Shift (or Ctrl + Y) redoes, anywhere on the page but in a rich-text field, whose editor
  // keeps its own undo while one types in it (its changes are still steps of the page's undo).
  const shortcuts = useRef({ undo, redo });
  useEffect(() => {
    shortcuts.current = { undo, redo };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const which = historyShortcut(event);
      if (!which || (event.target instanceof Element && event.target.closest('[contenteditable="true"]'))) return;
      event.preventDefault();
      shortcuts.current[which]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // After an undo or redo the forms are made again: the field one was in keeps the focus.
  useEffect(() => {
    if (refocus) document.getElementById(refocus.id)?.focus();
  }, [refocus]);

  // Unsaved changes: closing or reloading the tab asks (the browser's own question), and so does following a link.
  useLeaveWarning(anyDirty);
  const nextUndo = history.past.at(-1)?.label;
  const nextRedo = history.future.at(-1)?.label;

  return (
    <div className="studio-editor">
      <section className="studio-editor__panel" aria-labelledby="studio-page-heading">
        <h1 id="studio-page-heading">{String(pageFields.title?.[defaultLocale] ?? slug)}</h1>
        <p className="studio-editor__meta">
          <span>Slug: {slug}</span> ·{' '}
          <span>
            Status: <PublishingStatus page={{ publishedVersion: page.publishedVersion, changed: pageStatus === 'changed' }} publishing={publishing} />
          </span>
          {anyDirty && <span> · Unsaved changes</span>}
        </p>

        <div className="studio-editor__history" role="group" aria-label="Undo and redo">
          <button type="button" onClick={undo} disabled={busy || !nextUndo} aria-keyshortcuts="Control+Z Meta+Z" aria-describedby="studio-undo-what">
            Undo
          </button>
          <button type="button" onClick={redo} disabled={busy || !nextRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y" aria-describedby="studio-redo-what">
            Redo
          </button>
          <span id="studio-undo-what" className="studio-help">
            {nextUndo ? `Undo: ${nextUndo}.` : 'Nothing to undo yet.'}
          </span>
          <span id="studio-redo-what" className="visually-hidden">
            {nextRedo ? `Redo: ${nextRedo}.` : 'Nothing to redo.'}
          </span>
        </div>

        <label className="studio-field">
          <span>Editing locale</span>
          <select
            value={locale}
            onChange={(e) => {
              setLocale(e.target.value);
              // The preview follows the editing locale; its options can then show another.
              setPreview((p) => ({ ...p, locale: e.target.value }));
            }}
          >
            <OptionList options={locales.map((l) => ({ value: l.locale, label: l.label }))} />
          </select>
        </label>
        {locale !== defaultLocale && (
          <p className="studio-locale-copy">
            <button type="button" onClick={copyDefaultLocale} disabled={busy} aria-describedby="studio-locale-copy-help">
              Copy {defaultLocaleLabel} content into {localeLabel}
            </button>{' '}
            <span id="studio-locale-copy-help" className="studio-help">
              Fills the empty {localeLabel} fields of the page and its blocks with the {defaultLocaleLabel} text and pictures, as a start for translating. Fields already filled are kept.
            </span>
          </p>
        )}

        <PageIdentityFields
          slug={slug}
          savedSlug={savedSlug}
          pageType={pageType}
          savedType={savedType}
          otherSlugs={otherSlugs}
          onChange={(field, value) => editPageField(field, value, defaultLocale)}
        />

        <label className="studio-field">
          <span>Page title ({locale})</span>
          <input
            value={String(pageFields.title?.[locale] ?? '')}
            placeholder={locale === defaultLocale ? '' : String(pageFields.title?.[defaultLocale] ?? '')}
            onChange={(e) => editPageField('title', e.target.value)}
            aria-describedby={untranslatedPage.includes('title') ? 'studio-title-untranslated' : undefined}
          />
        </label>
        {untranslatedPage.includes('title') && <UntranslatedNote id="studio-title-untranslated" from={defaultLocale} />}

        <label className="studio-field">
          <span>Page description for search results and sharing ({locale})</span>
          <textarea
            value={String(pageFields.description?.[locale] ?? '')}
            maxLength={320}
            rows={2}
            placeholder={locale === defaultLocale ? '' : String(pageFields.description?.[defaultLocale] ?? '')}
            onChange={(e) => editPageField('description', e.target.value)}
            aria-describedby={untranslatedPage.includes('description') ? 'studio-description-untranslated' : undefined}
          />
        </label>
        {untranslatedPage.includes('description') && <UntranslatedNote id="studio-description-untranslated" from={defaultLocale} />}

        {countries.length > 0 && (
          <fieldset className="studio-field studio-countries">
            <legend>Countries (none ticked: every country)</legend>
            {countries.map((c) => (
              <label key={c.code} className="studio-check">
                <input
                  type="checkbox"
                  checked={pageCountries.includes(c.code)}
                  onChange={(e) =>
                    editPageField(
                      'countries',
                      countries.map((o) => o.code).filter((code) => (code === c.code ? e.target.checked : pageCountries.includes(code))),
                      defaultLocale,
                    )
                  }
                />
                {c.name}
              </label>
            ))}
          </fieldset>
        )}

        <h2 id="studio-blocks-heading">Blocks</h2>
        <p id="studio-reorder-help" className="studio-help">
          Drag a block by its handle, or focus the handle and press the up and down arrow keys to move it.
        </p>
        <BlockList
          name={{ labelledBy: 'studio-blocks-heading' }}
          helpId="studio-reorder-help"
          items={blocks.map(itemOf)}
          selected={selected}
          emptyText="This page has no blocks yet. Add one below."
          onSelect={setSelected}
          onMove={moveBlock}
          onRemove={removeBlock}
          onDuplicate={duplicateBlock}
          renderBelow={(id) => {
            const container = blocks.find((b) => b.entry.id === id);
            if (!container || !isSegmentBlocks(container.entry.contentType)) return null;
            const inner = innerBlockIds(container.fields, defaultLocale);
            const items = inner.map((i) => linked[i]).filter((b): b is BlockState => !!b);
            const label = labelOf(container);
            return (
              <>
                <BlockList
                  name={{ label: `Blocks of ${label}` }}
                  helpId="studio-reorder-help"
                  items={items.map(itemOf)}
                  selected={selected}
                  emptyText="No blocks for these segments yet. Add one below."
                  onSelect={setSelected}
                  onMove={(from, to) => setInnerBlocks(container, move(inner, from, to), `${labelOf(items[from])} moved to position ${to + 1} of ${inner.length} in ${label}.`, `move of ${labelOf(items[from])}`)}
                  onDuplicate={(index) => duplicateInnerBlock(container, index)}
                  onRemove={(index) => {
                    setInnerBlocks(container, inner.filter((_, i) => i !== index), `${labelOf(items[index])} removed from ${label}. Undo brings it back; save to keep the change.`, `removal of ${labelOf(items[index])}`);
                    if (selected === inner[index]) setSelected(container.entry.id);
                  }}
                />
                <AddBlockMenu
                  forms={forms}
                  summary={`Add a block to ${label}`}
                  idPrefix={`studio-add-${id}`}
                  className="studio-add-inner"
                  disabled={busy}
                  onAdd={(form) => addInnerBlock(container, form)}
                />
              </>
            );
          }}
        />
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>

        <AddBlockMenu forms={forms} summary="Add a block" idPrefix="studio-add" disabled={busy} onAdd={addBlock} />
        <p className="studio-segment-add">
          <button type="button" disabled={busy} onClick={addSegmentBlocks} aria-describedby="studio-segment-add-help">
            Add blocks for user segments
          </button>{' '}
          <span id="studio-segment-add-help" className="studio-help">
            Blocks shown only to visitors in the user segments you choose (new visitors, Beauty Pass gold members…).
          </span>
        </p>

        {selectedBlock && (
          <section className="studio-editor__fields" aria-labelledby="studio-fields-heading">
            <h2 id="studio-fields-heading">
              {nameOf(selectedBlock)} fields, {localeLabel}
            </h2>
            {untranslatedSelected.length > 0 && (
              <p className="studio-untranslated">
                Not translated yet (the same as {defaultLocale}): {untranslatedSelected.map((f) => f.label).join(', ')}.
              </p>
            )}
            {isSegmentBlocks(selectedBlock.entry.contentType) ? (
              <SegmentBlocksFields
                id={selectedBlock.entry.id}
                fields={selectedBlock.fields}
                defaultLocale={defaultLocale}
                segments={segments}
                problems={problems[selectedBlock.entry.id]}
                onChange={(fields) => editBlock(selectedBlock.entry.id, fields)}
              />
            ) : selectedForm ? (
              <BlockFieldsForm
                key={`${selectedBlock.entry.id}-${locale}-${formGeneration}`}
                id={selectedBlock.entry.id}
                form={selectedForm}
                fields={selectedBlock.fields}
                locale={locale}
                defaultLocale={defaultLocale}
                assets={assets}
                problems={problems[selectedBlock.entry.id]}
                onChange={(fields) => editBlock(selectedBlock.entry.id, fields)}
                onAssetUploaded={addAsset}
                renderLinked={(field, fieldProblems) => {
                  const ids = linkedEntryIds(selectedBlock.fields[field.name]?.[defaultLocale]);
                  const items = ids.map((id, i) => {
                    const item = linked[id];
                    const summary = item ? summaryOf(item) : '';
                    return { id, label: `${field.linked!.name} ${i + 1}${summary ? `: ${summary}` : item ? '' : ' (loading)'}` };
                  });
                  const open = openLinked && ids.includes(openLinked) ? linked[openLinked] : undefined;
                  const openForm = open && formOf.get(open.entry.contentType);
                  return (
                    <>
                      <LinkedEntriesField
                        id={`${selectedBlock.entry.id}_${field.name}`}
                        field={field}
                        entries={items}
                        open={open?.entry.id}
                        problems={fieldProblems}
                        failing={new Set(ids.filter((id) => (problems[id]?.length ?? 0) > 0))}
                        onOpen={setOpenLinked}
                        onChange={(next) => setLinkedIds(selectedBlock, field, next)}
                        onAdd={() => addLinked(selectedBlock, field)}
                      />
                      {open && openForm && (
                        <section className="studio-linked__form" aria-labelledby="studio-linked-heading">
                          <h3 id="studio-linked-heading">{items.find((i) => i.id === open.entry.id)?.label} fields</h3>
                          {untranslatedOf(open).length > 0 && (
                            <p className="studio-untranslated">
                              Not translated yet (the same as {defaultLocale}): {untranslatedOf(open).map((f) => f.label).join(', ')}.
                            </p>
                          )}
                          <BlockFieldsForm
                            key={`${open.entry.id}-${locale}-${formGeneration}`}
                            id={open.entry.id}
                            form={openForm}
                            fields={open.fields}
                            locale={locale}
                            defaultLocale={defaultLocale}
                            assets={assets}
                            problems={problems[open.entry.id]}
                            onChange={(fields) => editBlock(open.entry.id, fields)}
                            onAssetUploaded={addAsset}
                          />
                        </section>
                      )}
                    </>
                  );
                }}
              />
            ) : (
              <p>{selectedBlock.entry.contentType} entries are not edited in the studio yet; edit them in Contentful. You can still move or remove it here.</p>
            )}
          </section>
        )}

        <div className="studio-editor__actions">
          <button type="button" onClick={onSave} disabled={busy}>
            Save draft
          </button>
          {props.canPublish === false ? (
            <p className="studio-publish-note">You save drafts; a publisher or an admin publishes them. Save your draft and ask one of them to publish it.</p>
          ) : (
            <button type="button" onClick={onPublish} disabled={busy}>
              Publish
            </button>
          )}
          {page.publishedVersion !== null && props.canPublish !== false && (
            <ConfirmButton question="Unpublish this page?" explanation={`Shoppers no longer get ${pagePath(savedSlug, savedType)} (a 404) until you publish it again. The draft and the history stay.`} confirm="Unpublish" disabled={busy} onConfirm={() => void onUnpublish()}>
              Unpublish
            </ConfirmButton>
          )}
        </div>

        <ChangesSincePublish pageId={page.id} refreshKey={previewVersion + publishes} unsaved={anyDirty} />
        <PageHistory pageId={page.id} refreshKey={previewVersion + publishes} publishedVersion={page.publishedVersion} unsaved={anyDirty} heldVersions={() => heldVersions({ page, blocks, linked: pageLinked })} onRestored={showRestored} />
        <AssetRemoval assets={assets} onRemoved={(id) => setAssets((list) => list.filter((a) => a.id !== id))} />

        {notice?.kind === 'status' && (
          <p role="status" className="studio-notice">
            {notice.text}
          </p>
        )}
        {notice?.kind === 'error' && (
          <div role="alert" className="studio-notice studio-notice--error">
            <p>{notice.text}</p>
            {notice.problems && (
              <ul>
                {notice.problems.map(({ block, problem }, i) => (
                  <li key={i}>
                    {block}
                    {problem.locale ? ` (${problem.locale})` : ''}: {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {notice?.kind === 'conflict' && (
          <div role="alert" className="studio-notice studio-notice--error">
            <p>{notice.text}</p>
            <button type="button" onClick={() => resolveConflict(notice.entryId, false)} disabled={busy}>
              Reload their version
            </button>{' '}
            <button type="button" onClick={() => resolveConflict(notice.entryId, true)} disabled={busy}>
              Keep mine
            </button>
          </div>
        )}
      </section>

      <section className="studio-editor__preview" aria-labelledby="studio-preview-heading">
        <h2 id="studio-preview-heading">Live preview ({preview.locale})</h2>
        {previewCountries.length > 0 && <StudioPreviewOptions countries={previewCountries} segments={segments} value={preview} onChange={setPreview} />}
        <LivePreviewFrame
          pageId={page.id}
          title={`Preview of ${savedSlug} in ${preview.locale}${preview.segments.length ? ` for ${preview.segments.map(segmentName).join(', ')}` : ''}`}
          src={studioPreviewSrc(savedSlug, preview, previewVersion)}
          unsaved={unsaved}
          onSelect={selectFromPreview}
          onProblem={(text) => setNotice({ kind: 'error', text })}
        />
      </section>
    </div>
  );
}

/** Under a page field whose text in the edited locale is still the default locale's. */
function UntranslatedNote({ id, from }: { id: string; from: string }) {
  return (
    <span id={id} className="studio-untranslated">
      Not translated yet: the same as {from}.
    </span>
  );
}
