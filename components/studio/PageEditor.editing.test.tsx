import { cleanup, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioBlockForms } from '@/server/studio/blocks';
import { LEAVE_QUESTION, PageEditor } from './PageEditor';
import type { StudioEntryView } from './api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const entry = (id: string, contentType: string, fields: StudioEntryView['fields'], version = 3): StudioEntryView => ({
  id,
  contentType,
  version,
  publishedVersion: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'draft',
  fields,
});
const page = entry('page-1', 'page', { slug: { 'en-SG': 'summer' }, title: { 'en-SG': 'Summer' }, blocks: { 'en-SG': [link('a'), link('b')] } });
const strips = [entry('a', 'promoStrip', { text: { 'en-SG': 'First' } }), entry('b', 'promoStrip', { text: { 'en-SG': 'Second' } })];

function renderEditor(overrides: Partial<Parameters<typeof PageEditor>[0]> = {}) {
  return render(
    <>
      {/* A plain link stands for any same-origin navigation the leave warning must catch (the studio uses Next links, which render as <a>). */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/studio">All pages</a>
      <PageEditor page={page} blocks={strips} forms={studioBlockForms()} assets={[]} locales={[{ locale: 'en-SG', label: 'en-SG' }]} defaultLocale="en-SG" {...overrides} />
    </>,
  );
}

/** Answers every save as the API would (the entry with the fields sent, one version on), recording it. */
function recordSaves() {
  const sent: { method: string; url: string; body: { id?: string; contentType?: string; version?: number; fields: Record<string, Record<string, unknown>> } }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.startsWith('/api/studio/preview-state')) return new Response('{}', { status: 200 });
    const body = JSON.parse(String(init.body));
    sent.push({ method: String(init.method), url, body });
    const id = body.id ?? url.split('/')[4];
    return new Response(JSON.stringify(entry(id, body.contentType ?? 'promoStrip', body.fields, (body.version ?? 0) + 1)), { status: 200 });
  });
  return sent;
}

/** The page's own blocks as listed (not the blocks inside segment blocks). */
const blockNames = () => [...screen.getByRole('list', { name: 'Blocks' }).querySelectorAll(':scope > li > .studio-blocks__name')].map((name) => name.textContent);
const textField = () => screen.getByLabelText(/^Text\*?$/) as HTMLInputElement;
const undo = () => fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
const redo = () => fireEvent.click(screen.getByRole('button', { name: 'Redo' }));

describe('undo and redo in the page editor (issue 33)', () => {
  it('undoes a burst of typing in one step, back to the saved text with nothing unsaved, and redoes it', () => {
    renderEditor();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    for (const text of ['F', 'Fr', 'Fre', 'Free']) fireEvent.change(textField(), { target: { value: text } });
    expect(blockNames()).toEqual(['Promo strip: Free (unsaved)', 'Promo strip: Second']);
    expect(screen.getByText('Undo: changes to Promo strip: First.')).not.toBeNull();
    undo();
    expect(textField().value).toBe('First');
    expect(blockNames()).toEqual(['Promo strip: First', 'Promo strip: Second']);
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    redo();
    expect(textField().value).toBe('Free');
    expect(screen.getByText(/Unsaved changes/)).not.toBeNull();
  });

  it('brings a removed block back to its place with Ctrl+Z, and removes it again with Ctrl+Shift+Z', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Promo strip: First' }));
    expect(blockNames()).toEqual(['Promo strip: Second']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(blockNames()).toEqual(['Promo strip: First', 'Promo strip: Second']);
    expect(screen.getByText('Undone: removal of Promo strip: First.')).not.toBeNull();
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(blockNames()).toEqual(['Promo strip: Second']);
  });

  it('undoes a move, then an undone change is forgotten once another is made', () => {
    renderEditor();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Promo strip: First, position 1 of 2' }), { key: 'ArrowDown' });
    expect(blockNames()).toEqual(['Promo strip: Second', 'Promo strip: First']);
    undo();
    expect(blockNames()).toEqual(['Promo strip: First', 'Promo strip: Second']);
    fireEvent.change(textField(), { target: { value: 'Other' } });
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('after a save, an undo makes the block unsaved again and saves from the version the save answered', async () => {
    const sent = recordSaves();
    renderEditor();
    fireEvent.change(textField(), { target: { value: 'Summer sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved/);
    expect(blockNames()[0]).toBe('Promo strip: Summer sale');
    undo();
    expect(blockNames()[0]).toBe('Promo strip: First (unsaved)');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect([sent[1].url, sent[1].body.version, sent[1].body.fields.text]).toEqual(['/api/studio/entries/a', 4, { 'en-SG': 'First' }]);
  });
});

describe('duplicating a block (issue 33)', () => {
  it('puts a copy after the block, saved as a new entry the page links after the original', async () => {
    const sent = recordSaves();
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Promo strip: Second' }));
    expect(blockNames()).toEqual(['Promo strip: First', 'Promo strip: Second', 'Promo strip: Second (unsaved)']);
    // The copy is chosen; editing it leaves the original alone.
    fireEvent.change(textField(), { target: { value: 'Third' } });
    expect(blockNames()).toEqual(['Promo strip: First', 'Promo strip: Second', 'Promo strip: Third (unsaved)']);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const [copy, pageSave] = sent;
    expect([copy.method, copy.body.contentType, copy.body.fields]).toEqual(['POST', 'promoStrip', { text: { 'en-SG': 'Third' } }]);
    expect(copy.body.id).not.toBe('b');
    expect(pageSave.body.fields.blocks).toEqual({ 'en-SG': [link('a'), link('b'), link(copy.body.id!)] });
  });

  it('copies segment blocks with copies of the blocks inside them, and one undo takes the copy away', async () => {
    const sent = recordSaves();
    const segment = entry('seg', 'segmentBlocks', { title: { 'en-SG': 'Welcome' }, userSegments: { 'en-SG': ['new-visitors'] }, blocks: { 'en-SG': [link('a'), link('b')] } });
    renderEditor({ page: { ...page, fields: { ...page.fields, blocks: { 'en-SG': [link('seg')] } } }, blocks: [segment], linked: strips, segments: [{ id: 'new-visitors', name: 'New visitors' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Segment blocks: Welcome' }));
    expect(blockNames()).toEqual(['Segment blocks: Welcome', 'Segment blocks: Welcome (unsaved)']);
    expect(screen.getAllByRole('list', { name: 'Blocks of Segment blocks: Welcome' }).map((list) => within(list).getAllByRole('listitem').length)).toEqual([2, 2]);
    undo();
    expect(blockNames()).toEqual(['Segment blocks: Welcome']);
    redo();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(4));
    const [first, second, container, pageSave] = sent;
    expect([first.body.fields.text, second.body.fields.text]).toEqual([{ 'en-SG': 'First' }, { 'en-SG': 'Second' }]);
    expect([first.body.id, second.body.id]).not.toContain('a');
    expect(container.body.fields.blocks).toEqual({ 'en-SG': [link(first.body.id!), link(second.body.id!)] });
    expect(container.body.fields.userSegments).toEqual({ 'en-SG': ['new-visitors'] });
    expect(pageSave.body.fields.blocks).toEqual({ 'en-SG': [link('seg'), link(container.body.id!)] });
  });
});

describe('leaving with unsaved changes (issue 33)', () => {
  it('asks before a link is followed or the tab is closed, only while something is unsaved', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderEditor();
    const away = screen.getByRole('link', { name: 'All pages' });
    const clean = createEvent.click(away);
    fireEvent(away, clean);
    expect(confirm).not.toHaveBeenCalled();
    expect(clean.defaultPrevented).toBe(false);

    fireEvent.change(textField(), { target: { value: 'Changed' } });
    const stay = createEvent.click(away);
    fireEvent(away, stay);
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);
    expect(stay.defaultPrevented).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    const leave = createEvent.click(away);
    fireEvent(away, leave);
    expect(leave.defaultPrevented).toBe(false);

    undo();
    const afterUndo = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(afterUndo);
    expect(afterUndo.defaultPrevented).toBe(false);
  });
});

describe('copying a locale’s content into another (issue 33)', () => {
  it('fills the empty Thai fields from English, marks them untranslated until changed, and saves them', async () => {
    const sent = recordSaves();
    renderEditor({ locales: [{ locale: 'en-SG', label: 'English (Singapore)' }, { locale: 'th-TH', label: 'Thai (Thailand)' }] });
    expect(screen.queryByRole('button', { name: /^Copy / })).toBeNull();
    fireEvent.change(screen.getByLabelText('Editing locale'), { target: { value: 'th-TH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy English (Singapore) content into Thai (Thailand)' }));
    expect(screen.getByRole('status').textContent).toBe('3 fields copied from English (Singapore) into Thai (Thailand). Each is marked “not translated” until you change it; save to keep them.');
    expect(textField().value).toBe('First');
    expect(screen.getByText('Not translated yet (the same as en-SG): Text.')).not.toBeNull();
    expect(blockNames()).toEqual(['Promo strip: First (unsaved) (1 field not translated)', 'Promo strip: Second (unsaved) (1 field not translated)']);
    const title = screen.getByLabelText('Page title (th-TH)') as HTMLInputElement;
    expect(title.value).toBe('Summer');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('Not translated yet: the same as en-SG.');

    fireEvent.change(textField(), { target: { value: 'แรก' } });
    expect(screen.queryByText(/Not translated yet \(the same as en-SG\)/)).toBeNull();
    expect(blockNames()[0]).toBe('Promo strip: แรก (unsaved)');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((s) => s.body.fields.text ?? s.body.fields.title)).toEqual([
      { 'en-SG': 'First', 'th-TH': 'แรก' },
      { 'en-SG': 'Second', 'th-TH': 'Second' },
      { 'en-SG': 'Summer', 'th-TH': 'Summer' },
    ]);
  });
});
