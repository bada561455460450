// `GET /api/studio/pages/{id}/changes`: the editor check (401 without a session, 403 for a shopper) before the
// id is read, 400 for an id that is not one, 404 for no such page, the changes with the editors' names.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string } | undefined, role: 'editor' }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/db/pool', () => ({ getPool: () => ({}) }));
vi.mock('@/commerce/accounts/roles', () => ({ accountRole: async () => session.role }));
const loadPageChanges = vi.hoisted(() => vi.fn());
vi.mock('@/server/studio/content', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/server/studio/content')>()), loadPageChanges }));

import { GET } from './route';

const call = (id: string) => GET(new Request(`http://localhost/api/studio/pages/${encodeURIComponent(id)}/changes`), { params: Promise.resolve({ id }) });

beforeEach(() => {
  session.claims = { sub: 'account-1' };
  session.role = 'editor';
  loadPageChanges.mockReset();
});

describe('GET /api/studio/pages/{id}/changes', () => {
  it('answers 401 without a session and 403 for a shopper, before reading anything', async () => {
    session.claims = undefined;
    const anonymous = await call('page-1');
    expect([anonymous.status, (await anonymous.json()).message]).toEqual([401, 'Sign in with an editor account to use the studio.']);
    session.claims = { sub: 'shopper-1' };
    session.role = 'shopper';
    const shopper = await call('page-1');
    expect([shopper.status, (await shopper.json()).message]).toEqual([403, 'Only editors may use the studio.']);
    expect(loadPageChanges).not.toHaveBeenCalled();
  });

  it('answers 400 for an id that is not an entry id, and 404 for no such page', async () => {
    const bad = await call('no/such id!');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('An entry id has letters, digits, dots, dashes and underscores');
    expect(loadPageChanges).not.toHaveBeenCalled();
    loadPageChanges.mockResolvedValueOnce(undefined);
    const missing = await call('page-x');
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
    const answer = await call('page-1');
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
