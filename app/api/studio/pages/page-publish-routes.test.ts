// The page's publish, unpublish and history routes (issue 33): the editor check before any input is read, 400 with a
// readable message for a malformed id, version or body, 404 for no such page or version, the conflict naming the
// entry (409) and the publish check's problems (422) as the studio's editor reads them, and who is acting passed on.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string } | undefined, role: 'editor' }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/db/pool', () => ({ getPool: () => ({}) }));
vi.mock('@/commerce/accounts/roles', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/commerce/accounts/roles')>()), accountRole: async () => session.role }));
const publish = vi.hoisted(() => ({ publishPage: vi.fn(), unpublishPage: vi.fn(), pageHistory: vi.fn(), compareVersionWithDraft: vi.fn(), restoreVersion: vi.fn() }));
vi.mock('@/server/studio/publish', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/server/studio/publish')>()), ...publish }));

import { StudioContentError } from '@/server/studio/content';
import { POST as publishRoute } from './[id]/publish/route';
import { POST as unpublishRoute } from './[id]/unpublish/route';
import { GET as historyRoute } from './[id]/history/route';
import { GET as compareRoute } from './[id]/history/[version]/changes/route';
import { POST as restoreRoute } from './[id]/history/[version]/restore/route';

const post = (path: string, body?: unknown) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
const get = (path: string) => new Request(`http://localhost${path}`);
const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });
const publishOf = (id: string, body?: unknown) => publishRoute(post(`/api/studio/pages/${encodeURIComponent(id)}/publish`, body), params({ id }));
const read = async (answer: Response) => [answer.status, await answer.json()] as const;

beforeEach(() => {
  session.claims = { sub: '42' };
  session.role = 'publisher';
  for (const fn of Object.values(publish)) fn.mockReset();
});

describe('POST /api/studio/pages/{id}/publish', () => {
  it('answers 401 without a session and 403 for a shopper, before reading the body', async () => {
    session.claims = undefined;
    expect((await publishOf('page-1', { versions: { 'page-1': 3 } })).status).toBe(401);
    session.claims = { sub: '7' };
    session.role = 'shopper';
    expect(await read(await publishOf('page-1', { versions: { 'page-1': 3 } }))).toEqual([403, { message: 'Only editors may use the studio.' }]);
    // An editor drafts; publishing is a publisher's or an admin's.
    session.role = 'editor';
    expect((await read(await publishOf('page-1', { versions: { 'page-1': 3 } })))[0]).toBe(403);
    expect(publish.publishPage).not.toHaveBeenCalled();
  });

  it('answers 400 naming the problem for a bad id, no body, no versions, a version that is not a whole number, or another field', async () => {
    const bad = async (id: string, body: unknown, says: string) => {
      const [status, json] = await read(await publishOf(id, body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(json), JSON.stringify(body)).toContain(says);
    };
    await bad('no/such id!', { versions: { a: 1 } }, 'An entry id has letters, digits, dots, dashes and underscores');
    await bad('page-1', 'not json', 'The request body must be JSON');
    await bad('page-1', {}, 'versions');
    await bad('page-1', { versions: {} }, 'versions names at least the page\u2019s own version.');
    await bad('page-1', { versions: { 'page-1': 2.5 } }, 'whole number');
    await bad('page-1', { versions: { 'page-1': 0 } }, 'versions');
    await bad('page-1', { versions: { 'bad id': 1 } }, 'An entry id has letters');
    await bad('page-1', { versions: { 'page-1': 1 }, publishAt: 'now' }, 'publishAt');
    expect(publish.publishPage).not.toHaveBeenCalled();
  });

  it('publishes with the versions held and the editor acting, and answers what was published', async () => {
    publish.publishPage.mockResolvedValueOnce({ entries: [], published: ['b1', 'page-1'], publishing: {} });
    const [status, json] = await read(await publishOf('page-1', { versions: { 'page-1': 3, b1: 5 } }));
    expect([status, json]).toEqual([200, { entries: [], published: ['b1', 'page-1'], publishing: {} }]);
    expect(publish.publishPage).toHaveBeenCalledWith('page-1', { 'page-1': 3, b1: 5 }, expect.objectContaining({ accountId: '42', role: 'publisher' }));
    publish.publishPage.mockResolvedValueOnce(undefined);
    expect(await read(await publishOf('page-x', { versions: { 'page-x': 1 } }))).toEqual([404, { message: 'There is no page with this id.' }]);
  });

  it('answers a conflict as 409 naming the entry, and the publish check as 422 with each problem', async () => {
    publish.publishPage.mockRejectedValueOnce(new StudioContentError(409, 'VersionMismatch', 'Someone else saved \u201cPromo strip: Sale\u201d since you opened it.', { entryId: 'b1', entry: 'Promo strip: Sale' }));
    expect(await read(await publishOf('page-1', { versions: { 'page-1': 3 } }))).toEqual([
      409,
      { message: 'Someone else saved \u201cPromo strip: Sale\u201d since you opened it.', details: { code: 'VersionMismatch', details: { entryId: 'b1', entry: 'Promo strip: Sale' } } },
    ]);
    const problems = [{ entryId: 'b1', entry: 'Promo strip: Sale', field: 'href', locale: 'en-SG', message: 'Link must be https://, a store path or #.' }];
    publish.publishPage.mockRejectedValueOnce(new StudioContentError(422, 'PublishCheckFailed', 'The page cannot be published until this problem is fixed: \u2026', { problems }));
    const [status, json] = await read(await publishOf('page-1', { versions: { 'page-1': 3 } }));
    expect([status, json.details]).toEqual([422, { code: 'PublishCheckFailed', details: { problems } }]);
  });
});

describe('POST /api/studio/pages/{id}/unpublish', () => {
  it('unpublishes as the editor, 404 for no such page, 400 for an id that is not one or a page not published', async () => {
    publish.unpublishPage.mockResolvedValueOnce({ page: { id: 'page-1' }, publishing: { unpublished: { unpublishedAt: '2026-12-03T15:42:00.000Z', unpublishedBy: 'editor@atelier.example' } } });
    const [status, json] = await read(await unpublishRoute(post('/api/studio/pages/page-1/unpublish'), params({ id: 'page-1' })));
    expect([status, json.publishing.unpublished.unpublishedBy]).toEqual([200, 'editor@atelier.example']);
    expect(publish.unpublishPage).toHaveBeenCalledWith('page-1', expect.objectContaining({ accountId: '42' }));
    publish.unpublishPage.mockResolvedValueOnce(undefined);
    expect((await unpublishRoute(post('/api/studio/pages/page-x/unpublish'), params({ id: 'page-x' }))).status).toBe(404);
    expect((await unpublishRoute(post('/api/studio/pages/a%20b/unpublish'), params({ id: 'a b' }))).status).toBe(400);
    publish.unpublishPage.mockRejectedValueOnce(new StudioContentError(400, 'NotPublished', 'This page is not published: there is nothing to unpublish.'));
    expect(await read(await unpublishRoute(post('/api/studio/pages/page-1/unpublish'), params({ id: 'page-1' })))).toEqual([
      400,
      { message: 'This page is not published: there is nothing to unpublish.', details: { code: 'NotPublished' } },
    ]);
  });

  it('is refused from another site (it changes state)', async () => {
    const request = new Request('http://localhost/api/studio/pages/page-1/unpublish', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } });
    expect((await unpublishRoute(request, params({ id: 'page-1' }))).status).toBe(403);
    expect(publish.unpublishPage).not.toHaveBeenCalled();
  });
});

describe('the page history routes', () => {
  it('lists the versions, uncached', async () => {
    publish.pageHistory.mockResolvedValueOnce({ versions: [{ version: 1 }], publishing: {} });
    const answer = await historyRoute(get('/api/studio/pages/page-1/history'), params({ id: 'page-1' }));
    expect([answer.status, answer.headers.get('cache-control'), (await answer.json()).versions]).toEqual([200, 'private, no-store', [{ version: 1 }]]);
  });

  it('answers 400 for a version that is not a whole number from 1, before reading anything', async () => {
    for (const version of ['0', '-1', '1.5', 'latest', '01', '9999999999']) {
      const [status, json] = await read(await compareRoute(get(`/api/studio/pages/page-1/history/${version}/changes`), params({ id: 'page-1', version })));
      expect(status, version).toBe(400);
      expect(JSON.stringify(json)).toContain('A version is a whole number from 1');
      expect((await restoreRoute(post(`/api/studio/pages/page-1/history/${version}/restore`, { versions: { 'page-1': 1 } }), params({ id: 'page-1', version }))).status).toBe(400);
    }
    expect(publish.compareVersionWithDraft).not.toHaveBeenCalled();
    expect(publish.restoreVersion).not.toHaveBeenCalled();
  });

  it('compares a version with the draft (names of types and fields included), 404 for no such version', async () => {
    const changes = { published: true, changed: false, reordered: false, page: { id: 'page-1', contentType: 'page', state: 'unchanged', fields: [] }, blocks: [], linked: [] };
    publish.compareVersionWithDraft.mockResolvedValueOnce({ changes, labels: {}, version: { version: 2 } });
    const [status, json] = await read(await compareRoute(get('/api/studio/pages/page-1/history/2/changes'), params({ id: 'page-1', version: '2' })));
    expect([status, json.version, json.names.page.name, json.changed]).toEqual([200, { version: 2 }, 'Page', false]);
    expect(publish.compareVersionWithDraft).toHaveBeenCalledWith('page-1', 2);
    publish.compareVersionWithDraft.mockRejectedValueOnce(new StudioContentError(404, 'VersionNotFound', 'This page has no version 9.'));
    expect(await read(await compareRoute(get('/api/studio/pages/page-1/history/9/changes'), params({ id: 'page-1', version: '9' })))).toEqual([
      404,
      { message: 'This page has no version 9.', details: { code: 'VersionNotFound' } },
    ]);
  });

  it('restores a version with the versions held, and refuses a body without them (400)', async () => {
    publish.restoreVersion.mockResolvedValueOnce({ restored: ['page-1'], page: { id: 'page-1' }, blocks: [], linked: [] });
    const restore = (body: unknown) => restoreRoute(post('/api/studio/pages/page-1/history/1/restore', body), params({ id: 'page-1', version: '1' }));
    const [status, json] = await read(await restore({ versions: { 'page-1': 4 } }));
    expect([status, json.restored]).toEqual([200, ['page-1']]);
    expect(publish.restoreVersion).toHaveBeenCalledWith('page-1', 1, { 'page-1': 4 });
    expect((await restore({})).status).toBe(400);
    expect((await restore({ versions: { 'page-1': 'four' } })).status).toBe(400);
  });
});
