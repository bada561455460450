// `DELETE /api/studio/assets/{id}`: the editor check first, 400 for a bad id, 409 naming the entries that still
// use the image, the deletion otherwise.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string } | undefined, role: 'editor' }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/db/pool', () => ({ getPool: () => ({}) }));
vi.mock('@/commerce/accounts/roles', () => ({ accountRole: async () => session.role }));
const deleteUnusedAsset = vi.hoisted(() => vi.fn());
vi.mock('@/server/studio/content', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/server/studio/content')>()), deleteUnusedAsset }));

import { StudioContentError } from '@/server/studio/content';
import { DELETE } from './route';

const call = (id: string) =>
  DELETE(new Request(`http://localhost/api/studio/assets/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { 'sec-fetch-site': 'same-origin' } }), { params: Promise.resolve({ id }) });

beforeEach(() => {
  session.claims = { sub: 'account-1' };
  session.role = 'editor';
  deleteUnusedAsset.mockReset();
});

describe('DELETE /api/studio/assets/{id}', () => {
  it('answers 401 without a session and 403 for a shopper, deleting nothing', async () => {
    session.claims = undefined;
    expect((await call('asset-1')).status).toBe(401);
    session.claims = { sub: 'shopper-1' };
    session.role = 'shopper';
    expect((await call('asset-1')).status).toBe(403);
    expect(deleteUnusedAsset).not.toHaveBeenCalled();
  });

  it('answers 400 for an id that is not one', async () => {
    const bad = await call('../store.json');
    expect(bad.status).toBe(400);
    expect(deleteUnusedAsset).not.toHaveBeenCalled();
  });

  it('deletes an unused image, and answers 409 with the entries that still use one', async () => {
    deleteUnusedAsset.mockResolvedValueOnce(undefined);
    const done = await call('asset-1');
    expect([done.status, await done.json()]).toEqual([200, { deleted: 'asset-1' }]);
    expect(deleteUnusedAsset).toHaveBeenCalledWith('asset-1');

    const entries = [{ id: 'hero-1', contentType: 'heroBanner', label: 'Glow' }];
    deleteUnusedAsset.mockRejectedValueOnce(new StudioContentError(409, 'AssetInUse', 'This image is still used by \u201cGlow\u201d (hero-1).', { entries }));
    const used = await call('asset-2');
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ message: 'This image is still used by \u201cGlow\u201d (hero-1).', details: { code: 'AssetInUse', details: { entries } } });
  });
});
