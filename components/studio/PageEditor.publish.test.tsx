// The page editor's Publish and Unpublish (issue 33): saving what changed, then one publish call with the versions
// the editor holds (no request per block); a conflict names the entry with the way to resolve it; Unpublish asks in
// a dialog first (Cancel does nothing) and the status then says when and by whom.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { studioBlockForms } from '@/server/studio/blocks';
import { PageEditor } from './PageEditor';
import type { StudioEntryView } from './api';

beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });
const entry = (id: string, contentType: string, version: number, fields: StudioEntryView['fields'], publishedVersion: number | null = version - 1): StudioEntryView => ({
  id,
  contentType,
  version,
  publishedVersion,
  updatedAt: '2026-12-01T00:00:00.000Z',
  status: publishedVersion === null ? 'draft' : publishedVersion === version - 1 ? 'published' : 'changed',
  fields,
});
const page = entry('page-1', 'page', 5, { slug: { 'en-SG': 'summer' }, title: { 'en-SG': 'Summer' }, pageType: { 'en-SG': 'landing' }, blocks: { 'en-SG': [link('b1'), link('b2')] } });
const b1 = entry('b1', 'promoStrip', 3, { text: { 'en-SG': 'Free shipping' } });
const b2 = entry('b2', 'promoStrip', 8, { text: { 'en-SG': 'Ten off' } });
const published = { version: 1, publishedAt: '2026-12-03T15:40:00.000Z', publishedBy: 'editor@atelier.example', pagePublishedVersion: 4, publishedCount: 3, entryCount: 2 };

type Call = { call: string; body?: { version?: number; versions?: Record<string, number>; fields?: unknown } };
function server(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = { call: `${init?.method ?? 'GET'} ${url}`, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) };
    // The live preview's unsaved state (kept as the editor types) is not part of saving and publishing.
    if (String(url).startsWith('/api/studio/preview-state')) return new Response(null, { status: 204 });
    calls.push(call);
    return answer(call);
  });
  return calls;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderPage = () =>
  render(<PageEditor page={page} blocks={[b1, b2]} forms={studioBlockForms()} assets={[]} locales={[{ locale: 'en-SG', label: 'en-SG' }]} defaultLocale="en-SG" publishing={{ published }} />);

describe('Publish', () => {
  it('saves the changed block, then publishes in one call with every version held, and says when and by whom', async () => {
    const calls = server(({ call, body }) => {
      if (call === 'PUT /api/studio/entries/b1') return json(200, entry('b1', 'promoStrip', body!.version! + 1, body!.fields as StudioEntryView['fields'], 2));
      if (call === 'POST /api/studio/pages/page-1/publish')
        return json(200, {
          entries: [entry('page-1', 'page', 5, page.fields, 4), entry('b1', 'promoStrip', 5, { text: { 'en-SG': 'Free shipping today' } }, 4), b2],
          published: ['b1'],
          version: { ...published, version: 2 },
          publishing: { published: { ...published, version: 2, publishedAt: '2026-12-03T16:05:00.000Z' } },
        });
      return json(500, {});
    });
    renderPage();
    expect(screen.getByText(/^Status:/).textContent).toBe('Status: Published on 3 Dec 2026, 15:40 UTC by editor@atelier.example');
    fireEvent.change(screen.getByLabelText(/^Text\*?$/), { target: { value: 'Free shipping today' } });
    expect(screen.getByText(/^Status:/).textContent).toBe('Status: Changed since publish (published on 3 Dec 2026, 15:40 UTC by editor@atelier.example)');
    fireEvent.click(screen.getByRole('button', { name: 'Publish', exact: true } as never));
    await screen.findByText('Published. Shoppers get it at /pages/summer on their next request.');
    expect(calls.map((c) => c.call)).toEqual(['PUT /api/studio/entries/b1', 'POST /api/studio/pages/page-1/publish']);
    // The saved block's new version, the others as loaded.
    expect(calls[1].body).toEqual({ versions: { 'page-1': 5, b1: 4, b2: 8 } });
    expect(screen.getByText(/^Status:/).textContent).toBe('Status: Published on 3 Dec 2026, 16:05 UTC by editor@atelier.example');
  });

  it('names the entry someone else saved, with the conflict\u2019s choices, and lists the server\u2019s publish problems', async () => {
    let refusal = json(409, { message: 'Someone else saved \u201cPromo strip: Ten off\u201d since you opened it, so nothing was changed.', details: { code: 'VersionMismatch', details: { entryId: 'b2', entry: 'Promo strip: Ten off' } } });
    server(() => refusal);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Publish', exact: true } as never));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved \u201cPromo strip: Ten off\u201d since you opened it');
    expect(within(alert).getByRole('button', { name: 'Reload their version' })).not.toBeNull();

    refusal = json(422, { message: 'The page cannot be published\u2026', details: { code: 'PublishCheckFailed', details: { problems: [{ entryId: 'b2', entry: 'Promo strip: Ten off', field: 'href', locale: 'en-SG', message: 'Link is not one the shop opens.' }] } } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish', exact: true } as never));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Promo strip: Ten off (en-SG): Link is not one the shop opens.'));
  });
});

describe('Unpublish', () => {
  it('asks first in a dialog named by its question; Cancel changes nothing, the yes unpublishes and the status says when and by whom', async () => {
    const calls = server(() => json(200, { page: entry('page-1', 'page', 6, page.fields, null), publishing: { published, unpublished: { unpublishedAt: '2026-12-03T15:42:00.000Z', unpublishedBy: 'editor@atelier.example' } } }));
    renderPage();
    const button = screen.getByRole('button', { name: 'Unpublish' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Unpublish this page?' });
    expect(dialog.textContent).toContain('Shoppers no longer get /pages/summer');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(button);
    expect(calls).toEqual([]);

    fireEvent.click(button);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await screen.findByText('Unpublished. Shoppers no longer get this page.');
    expect(calls.map((c) => c.call)).toEqual(['POST /api/studio/pages/page-1/unpublish']);
    expect(screen.getByText(/^Status:/).textContent).toBe('Status: Unpublished on 3 Dec 2026, 15:42 UTC by editor@atelier.example');
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });
});
