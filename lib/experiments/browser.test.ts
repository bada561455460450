// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { browserFlags, resetBrowserExperiments } from './browser';
import { parseConfigurationFile } from '@/embedded/experiment-service/configuration-file';
import type { Requester } from './service-api';

const shipped = parseConfigurationFile(JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'config', 'experiments', 'configuration.json'), 'utf8')));
const serving: Requester = async ({ url }) => (url.includes('/v3/') ? Response.json(shipped) : new Response(null, { status: 204 }));
const down: Requester = async () => new Response('{"message":"down"}', { status: 503 });

afterEach(() => resetBrowserExperiments());

describe('flags in a client island', () => {
  it("evaluates a client-only flag for the proxy's visitor code, the same for the same code", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const cookie = `kameleoonVisitorCode=island${String(i).padStart(10, '0')}`;
      const flags = await browserFlags('SG', { requester: serving, origin: 'http://localhost', cookie, pagePath: '/cart' });
      const key = flags.variation('bag-checkout-reassurance').key;
      seen.add(key);
      expect((await browserFlags('SG', { requester: serving, origin: 'http://localhost', cookie, pagePath: '/cart' })).variation('bag-checkout-reassurance').key).toBe(key);
      if (key === 'on') expect(flags.variable('bag-checkout-reassurance', 'message')).toMatchObject({ en: expect.stringMatching(/returns/) });
    }
    expect(seen).toEqual(new Set(['off', 'on']));
  });

  it('is inactive without a visitor code, and when the service is down', async () => {
    expect((await browserFlags('SG', { requester: serving, origin: 'http://localhost', cookie: '' })).isActive('bag-checkout-reassurance')).toBe(false);
    resetBrowserExperiments();
    const flags = await browserFlags('SG', { requester: down, origin: 'http://localhost', cookie: 'kameleoonVisitorCode=abcdefgh12345678' });
    expect(flags.isActive('bag-checkout-reassurance')).toBe(false);
    expect(flags.variable('bag-checkout-reassurance', 'message')).toBeUndefined();
  });
});
