// PUT/DELETE /api/studio/preview-state (issue 33): the editor check first, the body validated (a readable 400, 413
// past the size bound), kept for the caller's own session; and a preview page's read (`unsavedOfRequest`) gets the
// state of its own session only: none for a guest, without draft mode, or for another session.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string; sid: string } | undefined, role: 'editor', draft: true, cookieSid: undefined as string | undefined }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/accounts/roles', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/commerce/accounts/roles')>()), accountRole: async () => session.role }));
vi.mock('@/commerce/accounts/tokens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/commerce/accounts/tokens')>()),
  verifyAccessToken: async (data: string | undefined) => (data ? { sub: 'account-1', sid: data } : undefined),
}));
vi.mock('next/headers', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/headers')>()),
  draftMode: async () => ({ isEnabled: session.draft }),
  cookies: async () => ({ get: (name: string) => (name === 'jwt-data' || name === 'jwt-signature' ? (session.cookieSid ? { value: session.cookieSid } : undefined) : undefined) }),
}));
/** The table, in memory: rows by session key and page. */
const rows = vi.hoisted(() => new Map<string, { key: string; page: string; entries: unknown }>());
vi.mock('@/commerce/db/pool', () => ({
  getPool: () => ({
    query: async (sql: string, params: unknown[]) => {
      if (sql.includes('INSERT INTO')) rows.set(`${params[0]}|${params[1]}`, { key: String(params[0]), page: String(params[1]), entries: JSON.parse(String(params[2])) });
      if (sql.startsWith('DELETE FROM studio_unsaved_state WHERE session_key = $1 AND page_id = $2')) rows.delete(`${params[0]}|${params[1]}`);
      if (sql.startsWith('SELECT')) return { rows: [...rows.values()].filter((r) => r.key === params[0]) };
      return { rows: [] };
    },
  }),
}));

import { COOKIES } from '@/lib/cookies';
import { unsavedOfRequest } from '@/server/studio/unsaved-state';
import { DELETE, PUT } from './route';

const SID = '11111111-1111-4111-8111-111111111111';
const OTHER_SID = '22222222-2222-4222-8222-222222222222';
const headers = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
const put = (body: unknown) => PUT(new Request('http://localhost/api/studio/preview-state', { method: 'PUT', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }), { params: Promise.resolve({}) });
const entries = { h1: { contentType: 'sectionHeading', fields: { heading: { 'en-SG': 'Typed, not saved' } } } };

beforeEach(() => {
  rows.clear();
  session.claims = { sub: 'account-1', sid: SID };
  session.role = 'editor';
  session.draft = true;
  session.cookieSid = SID;
});

describe('PUT /api/studio/preview-state', () => {
  it('answers 401 without a session and 403 for a shopper, keeping nothing', async () => {
    session.claims = undefined;
    expect((await put({ pageId: 'page1', entries })).status).toBe(401);
    session.claims = { sub: 'account-2', sid: OTHER_SID };
    session.role = 'shopper';
    expect((await put({ pageId: 'page1', entries })).status).toBe(403);
    expect(rows.size).toBe(0);
  });

  it('refuses a body that is not an unsaved state with a readable 400, and one past the bound with 413', async () => {
    for (const body of [{ entries }, { pageId: 'page 1', entries }, { pageId: 'page1', entries: { h1: { fields: {} } } }, { pageId: 'page1', entries: { h1: { contentType: 'sectionHeading', fields: { heading: { english: 'x' } } } } }, { pageId: 'page1', entries, extra: 1 }]) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/\w/);
    }
    expect((await put('{not json')).status).toBe(400);
    const huge = { pageId: 'page1', entries: { h1: { contentType: 'landingText', fields: { body: { 'en-SG': 'x'.repeat(300 * 1024) } } } } };
    expect((await put(huge)).status).toBe(413);
    const many = { pageId: 'page1', entries: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`e${i}`, entries.h1])) };
    expect((await put(many)).status).toBe(400);
    expect(rows.size).toBe(0);
  });

  it('keeps the state for the caller’s session, which its preview pages read and no other request does', async () => {
    expect((await put({ pageId: 'page1', entries })).status).toBe(204);
    expect(await unsavedOfRequest()).toEqual(entries);
    // Another session (another editor, or the same one signed in elsewhere), a guest, and any request without draft mode.
    session.cookieSid = OTHER_SID;
    expect(await unsavedOfRequest()).toEqual({});
    session.cookieSid = undefined;
    expect(await unsavedOfRequest()).toEqual({});
    session.cookieSid = SID;
    session.draft = false;
    expect(await unsavedOfRequest()).toEqual({});
  });

  it('forgets the page with DELETE (400 for a page id that is not one)', async () => {
    await put({ pageId: 'page1', entries });
    const del = (pageId: string) => DELETE(new Request(`http://localhost/api/studio/preview-state?pageId=${encodeURIComponent(pageId)}`, { method: 'DELETE', headers }), { params: Promise.resolve({}) });
    expect((await del('no such id!')).status).toBe(400);
    expect((await del('page1')).status).toBe(204);
    expect(await unsavedOfRequest()).toEqual({});
  });
});

it('reads the cookie names the session uses', () => {
  expect([COOKIES.jwtData.name, COOKIES.jwtSignature.name]).toEqual(['jwt-data', 'jwt-signature']);
});
