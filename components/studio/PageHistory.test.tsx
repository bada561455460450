// The page's History panel and the dialog that asks before acting (issue 33): loaded when opened, each version with
// who and when in words, compared with the draft through the same change list as "Changes since publish", restored
// as a draft only after the dialog's yes (Cancel and Escape do nothing, the focus goes back), never with unsaved edits.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageHistory, PublishingStatus } from './PageHistory';
import type { ChangesAnswer } from './ChangesSincePublish';
import type { PageVersionSummary } from '@/lib/studio/history';

beforeAll(() => {
  // The times below are read in the browser's time zone: UTC here (Node takes a new TZ at once).
  process.env.TZ = 'UTC';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
function answers(...list: Response[]) {
  const calls: { call: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ call: `${init?.method ?? 'GET'} ${url}`, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return list.shift() ?? json(500, {});
  });
  return calls;
}

const v = (version: number, publishedAt: string, pagePublishedVersion: number): PageVersionSummary => ({ version, publishedAt, publishedBy: 'editor@atelier.example', pagePublishedVersion, publishedCount: 2, entryCount: 3 });
const versions = [v(2, '2026-12-03T15:40:00.000Z', 7), v(1, '2026-12-02T09:05:00.000Z', 4)];
const compared: ChangesAnswer & { version: PageVersionSummary } = {
  published: true,
  changed: true,
  reordered: false,
  page: { id: 'page-1', contentType: 'page', state: 'unchanged', fields: [] },
  blocks: [{ id: 'b1', contentType: 'promoStrip', state: 'changed', position: { published: 1, draft: 1 }, fields: [{ field: 'text', locale: 'en-SG', change: 'changed', published: 'Free shipping', draft: 'Free shipping today' }] }],
  linked: [],
  labels: { b1: 'Free shipping today' },
  names: { page: { name: 'Page', fields: {} }, promoStrip: { name: 'Promo strip', fields: { text: 'Text' } } },
  version: versions[1],
};

const renderHistory = (props: Partial<Parameters<typeof PageHistory>[0]> = {}) => {
  const onRestored = vi.fn();
  const view = render(<PageHistory pageId="page-1" refreshKey={0} publishedVersion={7} unsaved={false} heldVersions={() => ({ 'page-1': 9, b1: 4 })} onRestored={onRestored} {...props} />);
  return { ...view, onRestored };
};

describe('History', () => {
  it('lists each version with who and when once opened, compares one with the draft in the change list, without axe violations', async () => {
    const calls = answers(json(200, { versions, publishing: {} }), json(200, compared));
    const { container } = renderHistory();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByText('History'));
    const list = await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Version 2 (what shoppers get): Published by editor@atelier.example on 3 Dec 2026, 15:40 UTC. 2 entries published of 4.',
      'Version 1: Published by editor@atelier.example on 2 Dec 2026, 09:05 UTC. 2 entries published of 4.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Compare with the draft: version 1' }));
    const region = await screen.findByRole('region', { name: 'Version 1 compared with the draft' });
    const block = await within(region).findByRole('region', { name: 'Promo strip: Free shipping today (changed)' });
    expect(within(block).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Field', 'Locale', 'Version 1', 'Draft']);
    expect(within(block).getAllByRole('cell').map((c) => c.textContent)).toEqual(['en-SG', 'Free shipping', 'Free shipping today']);
    expect(calls.map((c) => c.call)).toEqual(['GET /api/studio/pages/page-1/history', 'GET /api/studio/pages/page-1/history/1/changes']);
    expect(screen.getByRole('button', { name: 'Compare with the draft: version 1' }).getAttribute('aria-expanded')).toBe('true');
    const { violations } = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    expect(violations.map((x) => x.id)).toEqual([]);
  });

  it('restores a version only after the dialog\u2019s yes, sending the versions held, and hands the page to the editor', async () => {
    const loaded = { restored: ['page-1', 'b1'], page: { id: 'page-1' }, blocks: [], linked: [] };
    const calls = answers(json(200, { versions, publishing: {} }), json(200, loaded));
    const { onRestored } = renderHistory();
    fireEvent.click(screen.getByText('History'));
    const restore = await screen.findByRole('button', { name: 'Restore as draft: version 1' });
    restore.focus();
    fireEvent.click(restore);
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1 as the draft?' });
    expect(dialog.textContent).toContain('Nothing is published');
    // Cancel: nothing is sent, the focus is back on the button.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(restore);
    expect(calls).toHaveLength(1);

    fireEvent.click(restore);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(loaded, 1));
    expect(calls[1]).toEqual({ call: 'POST /api/studio/pages/page-1/history/1/restore', body: { versions: { 'page-1': 9, b1: 4 } } });
    expect(screen.getByRole('status').textContent).toBe('Version 1 is restored as the draft. Nothing is published: shoppers get it once you publish.');
  });

  it('does not restore over unsaved edits, and says why; a refusal is said as the server says it', async () => {
    answers(json(200, { versions, publishing: {} }));
    renderHistory({ unsaved: true });
    fireEvent.click(screen.getByText('History'));
    expect((await screen.findByRole('button', { name: 'Restore as draft: version 1' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Save your changes before restoring a version: restoring replaces the draft.')).not.toBeNull();
    cleanup();

    answers(json(200, { versions: [], publishing: {} }));
    renderHistory();
    fireEvent.click(screen.getByText('History'));
    expect(await screen.findByText(/^No versions yet/)).not.toBeNull();
    cleanup();

    answers(json(200, { versions, publishing: {} }), json(409, { message: 'Someone else saved \u201cPromo strip: Sale\u201d since you opened it, so nothing was changed.', details: { code: 'VersionMismatch', details: { entryId: 'b1' } } }));
    renderHistory();
    fireEvent.click(screen.getByText('History'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore as draft: version 2' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore version 2 as the draft?' })).getByRole('button', { name: 'Restore as draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Someone else saved \u201cPromo strip: Sale\u201d since you opened it, so nothing was changed.');
  });
});

describe('the status line', () => {
  it('says when and by whom the page was published or unpublished (UTC while the browser\u2019s zone is UTC)', () => {
    const published = versions[0];
    const { container, rerender } = render(<PublishingStatus page={{ publishedVersion: 7, changed: false }} publishing={{ published }} />);
    expect(container.textContent).toBe('Published on 3 Dec 2026, 15:40 UTC by editor@atelier.example');
    rerender(<PublishingStatus page={{ publishedVersion: 7, changed: true }} publishing={{ published }} />);
    expect(container.textContent).toBe('Changed since publish (published on 3 Dec 2026, 15:40 UTC by editor@atelier.example)');
    rerender(<PublishingStatus page={{ publishedVersion: null, changed: false }} publishing={{ published, unpublished: { unpublishedAt: '2026-12-03T15:42:00.000Z', unpublishedBy: 'editor@atelier.example' } }} />);
    expect(container.textContent).toBe('Unpublished on 3 Dec 2026, 15:42 UTC by editor@atelier.example');
  });
});
