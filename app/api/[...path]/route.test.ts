import { describe, expect, it, vi } from 'vitest';
vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
import { DELETE, GET, POST } from './route';

const call = (handler: typeof GET, method: string, path: string[]) =>
  handler(new Request(`http://localhost/api/${path.join('/')}`, { method }), { params: Promise.resolve({ path }) });

describe('a path under /api that no route serves', () => {
  it('answers the API’s JSON 404 with SPEC’s message for every method (it was the store’s HTML page)', async () => {
    for (const [handler, method] of [[GET, 'GET'], [POST, 'POST'], [DELETE, 'DELETE']] as const) {
      const response = await call(handler, method, ['web', 'v1', 'balance']);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: 'Resource not found!' });
    }
  });
});
