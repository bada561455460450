/**
 * Two instances of one production build on one PostgreSQL and one Redis, behind nginx (`npm run cluster`'s
 * set-up): what a shopper or an editor does through one instance holds through the other, and the proxy caches
 * public pages only. Skipped, with the reason printed, when nginx or Redis is not on the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { BagResponse } from '@/schemas/api/bag';
import { SANDBOX_DEFAULT_PASSWORD, SandboxUserResponse } from '@/schemas/api/sandbox-users';
import { AccountResponse } from '@/schemas/api/accounts';
import { client } from '@/tests/e2e/api/fetch-client';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { clusterPrerequisites, startCluster } from '@/scripts/lib/cluster.mjs';

interface Cluster {
  url: string;
  instances: { url: string }[];
  contentPort: number;
  stop: () => Promise<void>;
}

const missing: string[] = await clusterPrerequisites();
if (missing.length > 0) console.warn(`\n[cluster tests] SKIPPED: ${missing.join('; ')}\n`);

const MANAGEMENT = { Authorization: 'Bearer atelier-management-token', 'Content-Type': 'application/vnd.contentful.management.v1+json' };

/** A page fetched like a browser with a cookie jar: the proxy's cache verdict, the body and any Set-Cookie. */
function browser(baseURL: string) {
  const jar = new Map<string, string>();
  return async (path: string) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${baseURL}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return { status: response.status, cache: response.headers.get('x-cache-status'), setCookie, body: await response.text() };
  };
}

describe.skipIf(missing.length > 0)('two store instances on Redis behind nginx', () => {
  let cluster: Cluster;
  let A: string;
  let B: string;

  beforeAll(async () => {
    cluster = await startCluster({ log: false, pageTtl: '30s' });
    [A, B] = cluster.instances.map((i) => i.url);
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('an entry published through the content server is served fresh by both instances within 2 s', async () => {
    const entry = `http://127.0.0.1:${cluster.contentPort}/spaces/atelier/environments/master/entries/gifts-hero`;
    const publish = async (heading: string) => {
      const latest = await (await fetch(entry, { headers: MANAGEMENT })).json();
      const fields = { ...latest.fields, heading: { ...latest.fields.heading, 'en-SG': heading } };
      const saved = await fetch(entry, { method: 'PUT', headers: { ...MANAGEMENT, 'X-Contentful-Version': String(latest.sys.version) }, body: JSON.stringify({ fields }) });
      expect(saved.status).toBe(200);
      const published = await fetch(`${entry}/published`, { method: 'PUT', headers: { ...MANAGEMENT, 'X-Contentful-Version': String((await saved.json()).sys.version) } });
      expect(published.status).toBe(200);
      return (await (await fetch(entry, { headers: MANAGEMENT })).json()) as unknown;
    };
    const headingOn = async (base: string) => (await (await fetch(`${base}/pages/gifts`)).text());
    const original = ((await (await fetch(entry, { headers: MANAGEMENT })).json()) as { fields: { heading: Record<string, string> } }).fields.heading['en-SG'];
    // Both instances have the page cached (rendered once, shared in Redis) before the edit.
    for (const base of [A, B]) expect(await headingOn(base)).toContain(original);

    const edited = `Gifts chosen on two instances ${randomBytes(3).toString('hex')}`;
    try {
      await publish(edited);
      const published = Date.now();
      // The webhook reached instance A only; B must serve the edit on its own within 2 s.
      for (const base of [B, A]) {
        let seen = await headingOn(base);
        while (!seen.includes(edited) && Date.now() - published < 2_000) {
          await new Promise((r) => setTimeout(r, 100));
          seen = await headingOn(base);
        }
        expect(seen, `${base} serves the published heading`).toContain(edited);
      }
      expect(Date.now() - published).toBeLessThan(2_000);
    } finally {
      await publish(original);
    }
  });

  it('a bag changed through A reads back through B', async () => {
    const shopper = client([`${A}`, `${B}`]);
    const listing = ListingResponse.parse((await shopper.call('GET', '/search?sort=price_asc&page_size=12&q=lipstick')).body);
    let variantId: number | undefined;
    for (const item of listing.items.filter((p) => p.state === 'available')) {
      const detail = ProductDetail.parse((await shopper.call('GET', `/products/${item.slug}`)).body);
      variantId = detail.variants.find((v) => v.stock.state === 'in_stock')?.id;
      if (variantId) break;
    }
    expect(variantId).toBeDefined();
    // Calls alternate A, B, A…: the add goes to one instance and the read to the other.
    const before = (await shopper.call('GET', '/cart/items-count')).body.count;
    const added = await shopper.call('POST', '/cart/line-items', { variantId, quantity: 2 });
    expect(added.status).toBe(201);
    const bag = BagResponse.parse((await shopper.call('GET', '/cart/bag')).body).bag;
    expect(bag.itemsCount).toBe(Number(before ?? 0) + 2);
  });

  it('a lockout counted on A holds on B', async () => {
    const developer = client(A);
    const { user } = SandboxUserResponse.parse((await developer.call('POST', '/sandbox/users', {})).body);
    const attacker = client([A, B]);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attacker.call('POST', '/sessions', { email: user.email, password: `Wrong-pass${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    // The right password, on each instance, from another address: still blocked.
    for (const base of [A, B]) expect((await client(base).call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(423);
  });

  it('the proxy serves a public page from its cache on the second request (X-Cache-Status: HIT)', async () => {
    const visit = browser(cluster.url);
    const first = await visit('/pages/gifts');
    expect(first.status).toBe(200);
    expect(first.setCookie.length).toBeGreaterThan(0); // a first visit gets its cookies, so it is not stored
    const second = await visit('/pages/gifts');
    expect(second.setCookie).toEqual([]);
    const third = await visit('/pages/gifts');
    expect(third.cache).toBe('HIT');
    expect(third.body).toBe(second.body);
  });

  it('a response that sets a cookie is never cached', async () => {
    const answers = [await browser(cluster.url)('/pages/gifts'), await browser(cluster.url)('/pages/gifts')];
    for (const answer of answers) {
      expect(answer.setCookie.some((line) => line.startsWith('device-id='))).toBe(true);
      expect(answer.cache).not.toBe('HIT');
    }
  });

  it('a signed-in member never receives another member’s page or account through the proxy', async () => {
    const members = [];
    for (let i = 0; i < 2; i++) {
      const { user } = SandboxUserResponse.parse((await client(A).call('POST', '/sandbox/users', {})).body);
      const shopper = client(cluster.url);
      expect((await shopper.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
      members.push({ shopper, email: user.email });
    }
    for (const { shopper, email } of [...members, ...members]) {
      const account = await shopper.call('GET', '/account');
      expect(AccountResponse.parse(account.body).account.email).toBe(email);
    }
    // The account page itself is passed straight through, never answered from the cache.
    for (const { shopper } of [...members, ...members]) {
      const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const page = await fetch(`${cluster.url}/account`, { headers: { cookie }, redirect: 'manual' });
      expect(page.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });
});
