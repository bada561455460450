// The admins' studio routes: 401 without a session, 403 for an editor and a shopper before any input is read, the
// same-origin rule for changes, 400 with a readable message for bad input, the people rules' refusals as their status.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string } | undefined, role: 'admin' }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/db/pool', () => ({ getPool: () => ({}) }));
vi.mock('@/commerce/accounts/roles', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/commerce/accounts/roles')>()), accountRole: async () => session.role }));
const people = vi.hoisted(() => ({ listStudioPeople: vi.fn(), addPerson: vi.fn(), changeRole: vi.fn(), removePerson: vi.fn(), sendPasswordLink: vi.fn() }));
vi.mock('@/server/studio/people', () => people);

import { EditorInputError } from '@/commerce/accounts/editors';
import { GET, POST } from './route';
import { DELETE, PATCH } from './[id]/route';
import { POST as sendLink } from './[id]/password-reset/route';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = SAME_ORIGIN) =>
  new Request(`http://localhost/api/studio/people${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const noParams = { params: Promise.resolve({}) };

beforeEach(() => {
  session.claims = { sub: '7' };
  session.role = 'admin';
  for (const fn of Object.values(people)) fn.mockReset();
});

describe('the admins’ studio API', () => {
  it('answers 401 without a session and 403 for an editor or a shopper, reading nothing', async () => {
    session.claims = undefined;
    expect((await GET(request('GET', ''), noParams)).status).toBe(401);
    session.claims = { sub: '7' };
    for (const role of ['editor', 'shopper']) {
      session.role = role;
      const answer = await POST(request('POST', '', { email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'editor' }), noParams);
      expect(answer.status).toBe(403);
      expect((await DELETE(request('DELETE', '/8'), params('8'))).status).toBe(403);
    }
    expect(people.addPerson).not.toHaveBeenCalled();
    expect(people.removePerson).not.toHaveBeenCalled();
  });

  it('lists people and adds one for an admin', async () => {
    people.listStudioPeople.mockResolvedValue([]);
    expect(await (await GET(request('GET', ''), noParams)).json()).toEqual({ items: [] });
    people.addPerson.mockResolvedValue({ id: '8', email: 'a@example.com', name: 'A B', role: 'editor', createdAt: '2026-12-03T00:00:00.000Z', lastSignedInAt: null });
    const added = await POST(request('POST', '', { email: ' a@example.com ', firstName: 'A', lastName: 'B' }), noParams);
    expect(added.status).toBe(201);
    expect(people.addPerson.mock.calls[0][0]).toEqual({ email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'editor' });
  });

  it('refuses bad input with 400 and a readable message, never 500', async () => {
    const bad = [
      await POST(request('POST', '', { email: 'not-an-address', firstName: 'A', lastName: 'B' }), noParams),
      await POST(request('POST', '', { email: 'a@example.com', firstName: '', lastName: 'B', role: 'owner' }), noParams),
      await POST(request('POST', '', 'just a string'), noParams),
      await PATCH(request('PATCH', '/8', { role: 'owner' }), params('8')),
      await PATCH(request('PATCH', '/x', { role: 'admin' }), params('x')),
      await sendLink(request('POST', '/1%27', undefined), params("1'")),
    ];
    for (const answer of bad) {
      expect(answer.status).toBe(400);
      expect((await answer.json()).message).toMatch(/is not valid/);
    }
    const role = await PATCH(request('PATCH', '/8', { role: 'owner' }), params('8'));
    expect((await role.json()).message).toContain('role is one of editor, publisher, admin');
  });

  it('answers the people rules with their status and refuses another site’s request', async () => {
    people.removePerson.mockRejectedValue(new EditorInputError('You cannot remove yourself from the studio: ask another admin.', 409));
    const self = await DELETE(request('DELETE', '/7'), params('7'));
    expect(self.status).toBe(409);
    expect((await self.json()).message).toMatch(/cannot remove yourself/);
    people.changeRole.mockRejectedValue(new EditorInputError('There is no such person in the studio.', 404));
    expect((await PATCH(request('PATCH', '/9', { role: 'admin' }), params('9'))).status).toBe(404);
    const crossSite = await DELETE(request('DELETE', '/8', undefined, { 'sec-fetch-site': 'cross-site' }), params('8'));
    expect(crossSite.status).toBe(403);
    expect(people.removePerson).toHaveBeenCalledTimes(1);
  });
});
