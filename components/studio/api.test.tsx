import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED, studioCall } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'jwt-data=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** A fetch answering each call in turn, recording the method and path. */
function answers(...list: Response[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    return list.shift() ?? new Response('{}', { status: 500 });
  });
  return calls;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the studio\u2019s API calls when the login expires', () => {
  it('refreshes the login once and repeats the save, which then goes through', async () => {
    document.cookie = 'jwt-data=signed-in; path=/';
    const calls = answers(json(401, { message: 'Sign in with an editor account to use the studio.' }), json(200, {}), json(200, { id: 'e1', version: 4 }));
    const saved = await studioCall<{ id: string; version: number }>('PUT', '/api/studio/entries/e1', { version: 3, fields: {} });
    expect(saved).toEqual({ ok: true, value: { id: 'e1', version: 4 } });
    expect(calls).toEqual(['PUT /api/studio/entries/e1', 'POST /api/web/v1/auth/token', 'PUT /api/studio/entries/e1']);
  });

  it('without a session to refresh, says the session ended and how to keep one\u2019s changes', async () => {
    const calls = answers(json(401, { message: 'Sign in with an editor account to use the studio.' }));
    expect(await studioCall('PUT', '/api/studio/entries/e1', { version: 3, fields: {} })).toEqual({ ok: false, status: 401, message: SESSION_ENDED });
    expect(calls).toEqual(['PUT /api/studio/entries/e1']);
  });
});
