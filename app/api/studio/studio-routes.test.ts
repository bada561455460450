// The studio routes of "changes since publish" and image removal: the editor check (401 without a session, 403 for
// a shopper) before any input is read, 400 for an id that is not one, then the content calls' answers. The preview
// route changes state on a GET (draft mode, cookies): a link of another site changes nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string } | undefined, role: 'editor' }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/db/pool', () => ({ getPool: () => ({}) }));
vi.mock('@/commerce/accounts/roles', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/commerce/accounts/roles')>()), accountRole: async () => session.role }));
const content = vi.hoisted(() => ({ loadPageChanges: vi.fn(), deleteUnusedAsset: vi.fn(), loadEntry: vi.fn(), publishEntry: vi.fn(), unpublishEntry: vi.fn() }));
vi.mock('@/server/studio/content', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/server/studio/content')>()), ...content }));

const nextHeaders = vi.hoisted(() => ({ enable: vi.fn(), set: vi.fn() }));
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  draftMode: async () => ({ enable: nextHeaders.enable }),
  cookies: async () => ({ set: nextHeaders.set }),
}));

import { StudioContentError } from '@/server/studio/content';
import { GET as openPreview } from './preview/route';
import { GET } from './pages/[id]/changes/route';
import { DELETE } from './assets/[id]/route';
import { PUT as publish, DELETE as unpublish } from './entries/[id]/published/route';

const { loadPageChanges, deleteUnusedAsset, loadEntry, publishEntry, unpublishEntry } = content;
const changesOf = (id: string) => GET(new Request(`http://localhost/api/studio/pages/${encodeURIComponent(id)}/changes`), { params: Promise.resolve({ id }) });
const removeAsset = (id: string) =>
  DELETE(new Request(`http://localhost/api/studio/assets/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } }), { params: Promise.resolve({ id }) });

beforeEach(() => {
  session.claims = { sub: 'account-1' };
  session.role = 'editor';
  loadPageChanges.mockReset();
  deleteUnusedAsset.mockReset();
  for (const call of [loadEntry, publishEntry, unpublishEntry]) call.mockReset();
});

describe('publishing: publishers and admins only (issue 33)', () => {
  const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const publishing = () => publish(new Request('http://localhost/api/studio/entries/page-1/published', { method: 'PUT', headers: sameOrigin, body: JSON.stringify({ version: 3 }) }), { params: Promise.resolve({ id: 'page-1' }) });
  const unpublishing = () => unpublish(new Request('http://localhost/api/studio/entries/page-1/published', { method: 'DELETE', headers: sameOrigin }), { params: Promise.resolve({ id: 'page-1' }) });

  it('an editor gets 403 with what to do instead, and nothing is published or unpublished', async () => {
    for (const answer of [await publishing(), await unpublishing()]) {
      expect(answer.status).toBe(403);
      expect((await answer.json()).message).toBe('Publishing is for publishers and admins: save your draft and ask one of them to publish it (an admin can make you a publisher under People).');
    }
    expect(loadEntry).not.toHaveBeenCalled();
    expect(publishEntry).not.toHaveBeenCalled();
    expect(unpublishEntry).not.toHaveBeenCalled();
  });

  it('a publisher and an admin publish and unpublish', async () => {
    const entry = { id: 'page-1', contentType: 'page', version: 4, publishedVersion: 3, updatedAt: '2026-12-03T00:00:00.000Z', status: 'published', fields: {} };
    loadEntry.mockResolvedValue(entry);
    publishEntry.mockResolvedValue(entry);
    unpublishEntry.mockResolvedValue({ ...entry, publishedVersion: null, status: 'draft' });
    for (const role of ['publisher', 'admin']) {
      session.role = role;
      expect((await publishing()).status).toBe(200);
      expect((await unpublishing()).status).toBe(200);
    }
    expect(publishEntry).toHaveBeenCalledTimes(2);
    expect(unpublishEntry).toHaveBeenCalledTimes(2);
  });
});

describe('GET /api/studio/pages/{id}/changes', () => {
  it('answers 401 without a session and 403 for a shopper, before reading anything', async () => {
    session.claims = undefined;
    const anonymous = await changesOf('page-1');
    expect([anonymous.status, (await anonymous.json()).message]).toEqual([401, 'Sign in with an editor account to use the studio.']);
    session.claims = { sub: 'shopper-1' };
    session.role = 'shopper';
    const shopper = await changesOf('page-1');
    expect([shopper.status, (await shopper.json()).message]).toEqual([403, 'Only editors may use the studio.']);
    expect(loadPageChanges).not.toHaveBeenCalled();
  });

  it('answers 400 for an id that is not an entry id, and 404 for no such page', async () => {
    const bad = await changesOf('no/such id!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('An entry id has letters, digits, dots, dashes and underscores');
    expect(loadPageChanges).not.toHaveBeenCalled();
    loadPageChanges.mockResolvedValueOnce(undefined);
    const missing = await changesOf('page-x');
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'There is no page with this id.']);
  });

  it('answers the changes with the labels and the names of the content types and fields', async () => {
    const changes = {
      published: true,
      changed: true,
      reordered: false,
      page: { id: 'page-1', contentType: 'page', state: 'unchanged', fields: [] },
      blocks: [{ id: 'b1', contentType: 'no-such-block', state: 'changed', fields: [{ field: 'text', locale: 'en-SG', change: 'changed', published: 'a', draft: 'b' }] }],
      linked: [],
    };
    loadPageChanges.mockResolvedValueOnce({ changes, labels: { b1: 'b' } });
    const answer = await changesOf('page-1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = await answer.json();
    expect(body).toMatchObject({ ...changes, labels: { b1: 'b' } });
    expect(body.names.page).toMatchObject({ name: 'Page', fields: { title: 'Page title' } });
    expect(loadPageChanges).toHaveBeenCalledWith('page-1', expect.any(Function));
    const labelFields = loadPageChanges.mock.calls[0][1] as (type: string) => string[];
    expect(labelFields('promoStrip')).toEqual(['text', 'href', 'code', 'tone']);
    expect(labelFields('no-such-type')).toEqual([]);
  });
});

describe('DELETE /api/studio/assets/{id}', () => {
  it('answers 401 without a session and 403 for a shopper, deleting nothing', async () => {
    session.claims = undefined;
    expect((await removeAsset('asset-1')).status).toBe(401);
    session.claims = { sub: 'shopper-1' };
    session.role = 'shopper';
    expect((await removeAsset('asset-1')).status).toBe(403);
    expect(deleteUnusedAsset).not.toHaveBeenCalled();
  });

  it('answers 400 for an id that is not one', async () => {
    const bad = await removeAsset('../store.json');
    expect(bad.status).toBe(400);
    expect(deleteUnusedAsset).not.toHaveBeenCalled();
  });

  it('deletes an unused image, and answers 409 with the entries that still use one', async () => {
    deleteUnusedAsset.mockResolvedValueOnce(undefined);
    const done = await removeAsset('asset-1');
    expect([done.status, await done.json()]).toEqual([200, { deleted: 'asset-1' }]);
    expect(deleteUnusedAsset).toHaveBeenCalledWith('asset-1');

    const entries = [{ id: 'hero-1', contentType: 'heroBanner', label: 'Glow' }];
    deleteUnusedAsset.mockRejectedValueOnce(new StudioContentError(409, 'AssetInUse', 'This image is still used by \u201cGlow\u201d (hero-1).', { entries }));
    const used = await removeAsset('asset-2');
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ message: 'This image is still used by \u201cGlow\u201d (hero-1).', details: { code: 'AssetInUse', details: { entries } } });
  });
});

describe('GET /api/studio/preview', () => {
  const open = (headers: Record<string, string>) => openPreview(new Request('http://localhost/api/studio/preview?slug=home&locale=th-TH', { headers: { host: 'localhost', ...headers } }), { params: Promise.resolve({}) });
  beforeEach(() => {
    nextHeaders.enable.mockReset();
    nextHeaders.set.mockReset();
  });

  it('from a link or frame of another site: 403, no draft mode, no cookie (issue 30)', async () => {
    for (const headers of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }]) {
      const answer = await open(headers);
      expect([answer.status, (await answer.json()).message], JSON.stringify(headers)).toEqual([403, 'Cross-site requests are not allowed']);
    }
    expect(nextHeaders.enable).not.toHaveBeenCalled();
    expect(nextHeaders.set).not.toHaveBeenCalled();
  });

  it('from the studio’s own frame: draft mode, the locale’s country and language, and the preview page', async () => {
    const answer = await open({ 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'iframe' });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, '/preview/homepage']);
    expect(nextHeaders.enable).toHaveBeenCalledTimes(1);
    expect(nextHeaders.set.mock.calls.map(([name, value]) => `${name}=${value}`)).toEqual(['locale=TH', 'language=lng_th']);
  });
});
