/**
 * Two instances of one production build on one PostgreSQL and one Redis, behind nginx (`npm run cluster`'s
 * set-up): what a shopper or an editor does through one instance holds through the other, and the proxy caches
 * public pages only. Skipped, with the reason printed, when nginx or Redis is not on the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { Agent, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { BagResponse } from '@/schemas/api/bag';
import { SANDBOX_DEFAULT_PASSWORD, SandboxUserResponse } from '@/schemas/api/sandbox-users';
import { AccountResponse } from '@/schemas/api/accounts';
import { client } from '@/tests/e2e/api/fetch-client';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { clusterPrerequisites, startCluster, upstreamServers } from '@/scripts/lib/cluster.mjs';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from '@/scripts/lib/shutdown-drain.mjs';

/** How long nginx leaves out an instance it counted failures against (the template's `fail_timeout`). */
const FAIL_TIMEOUT_MS = Number(/fail_timeout=(\d+)s/.exec(upstreamServers([1]))![1]) * 1000;

interface Cluster {
  url: string;
  instances: { url: string; child: ChildProcess; pid: () => number | undefined }[];
  contentPort: number;
  databaseUrl: string;
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
    return { status: response.status, cache: response.headers.get('x-cache-status'), csp: response.headers.get('content-security-policy') ?? '', setCookie, body: await response.text() };
  };
}

describe.skipIf(missing.length > 0)('two store instances on Redis behind nginx', () => {
  let cluster: Cluster;
  let A: string;
  let B: string;
  let db: pg.Pool;

  beforeAll(async () => {
    // Supervised, as `npm run cluster` runs it; with the sandbox, whose test accounts these tests make.
    cluster = await startCluster({ log: false, pageTtl: '30s', supervise: true, sandbox: true });
    [A, B] = cluster.instances.map((i) => i.url);
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  /** A guest's delivery order in Singapore, paid by card. */
  const ORDER = { email: 'cluster@example.com', delivery: 'delivery', address: { line1: '1 Orchard Road', city: 'Singapore', postcode: '238823' },
    recipient: { firstName: 'Clu', lastName: 'Ster', callingCode: '+65', phone: '91234567' }, paymentMethod: 'card' };

  /** A variant in stock in Singapore, found through the catalogue API. */
  const variantInStock = async (shopper: ReturnType<typeof client>, skip = 0) => {
    const listing = ListingResponse.parse((await shopper.call('GET', '/search?sort=price_asc&page_size=12&q=lipstick')).body);
    const found: number[] = [];
    for (const item of listing.items.filter((p) => p.state === 'available')) {
      const detail = ProductDetail.parse((await shopper.call('GET', `/products/${item.slug}`)).body);
      const id = detail.variants.find((v) => v.stock.state === 'in_stock')?.id;
      if (id) found.push(id);
      if (found.length > skip) break;
    }
    expect(found.length).toBeGreaterThan(skip);
    return found[skip];
  };

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
      // The webhook reached instance A only; each instance, asked on its own, must serve the edit within 2 s.
      const freshAfter = async (base: string) => {
        let seen = await headingOn(base);
        while (!seen.includes(edited) && Date.now() - published < 5_000) {
          await new Promise((r) => setTimeout(r, 100));
          seen = await headingOn(base);
        }
        expect(seen, `${base} serves the published heading`).toContain(edited);
        return Date.now() - published;
      };
      const [onB, onA] = await Promise.all([freshAfter(B), freshAfter(A)]);
      expect({ onA: onA < 2_000, onB: onB < 2_000 }, `fresh after ${onA} ms on A, ${onB} ms on B`).toEqual({ onA: true, onB: true });
    } finally {
      await publish(original);
    }
  });

  it('a bag changed through A reads back through B', async () => {
    const shopper = client([A, B]);
    const variantId = await variantInStock(shopper);
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
    // The page's inline-script policy (its scripts' hashes, added by the Redis cache handler) passes the proxy too.
    // (A page first rendered on demand keeps the nonce of that request on its scripts; the hash ignores it.)
    const inlineScripts = [...third.body.matchAll(/<script(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
    expect(inlineScripts.length).toBeGreaterThan(3);
    expect(third.csp).toMatch(/script-src 'self' 'unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+/);
    for (const text of inlineScripts) expect(third.csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it('a response that sets a cookie is never cached', async () => {
    const answers = [await browser(cluster.url)('/pages/gifts'), await browser(cluster.url)('/pages/gifts')];
    for (const answer of answers) {
      expect(answer.setCookie.some((line) => line.startsWith('device-id='))).toBe(true);
      expect(answer.cache).not.toBe('HIT');
    }
  });

  it('a request with two country and language cookies leaves no Thai page for the next Singapore shopper (issue 30)', async () => {
    const page = async (path: string, cookie: string) => {
      const answer = await fetch(`${cluster.url}${path}`, { headers: { cookie }, redirect: 'manual' });
      const body = await answer.text();
      return { status: answer.status, cache: answer.headers.get('x-cache-status'), cacheControl: answer.headers.get('cache-control') ?? '', setCookie: answer.headers.getSetCookie(), lang: /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1] };
    };
    /** A returning shopper's cookies, as the store wrote them on a first visit (so it writes none on the next). */
    const returning = async (country: string, lang: string) => {
      const first = await page('/brands/maison-lumiere?returning', `locale=${country}; language=lng_${lang}`);
      return [`locale=${country}`, `language=lng_${lang}`, ...first.setCookie.map((line) => line.split(';')[0]).filter((c) => !/^(locale|language)=/.test(c))].join('; ');
    };
    const [thai, singapore] = [await returning('TH', 'th'), await returning('SG', 'en')];
    const url = `/brands/maison-lumiere?two-cookies=${randomUUID()}`;
    // nginx keys on the first of each cookie (the Singapore shopper's), Next would have read the last (Thai).
    const attack = await page(url, `locale=SG; language=lng_en; experiment-flags=${/experiment-flags=([^;]*)/.exec(singapore)?.[1]}; ${thai}`);
    expect(attack.cacheControl).toBe('private, no-store');
    const shopper = await page(url, singapore);
    expect(`${shopper.status} ${shopper.lang} ${shopper.cache}`).toBe('200 en-SG MISS');
    // The shopper's own answer is kept for the next one.
    expect((await page(url, singapore)).cache).toBe('HIT');
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

  it('50 concurrent orders for 5 units spread over both instances make exactly 5 orders', async () => {
    const variantId = await variantInStock(client(A), 1);
    const bags = await Promise.all(Array.from({ length: 50 }, async () => {
      const guest = client(A);
      expect((await guest.call('POST', '/cart/line-items', { variantId })).status).toBe(201);
      return guest;
    }));
    await db.query("UPDATE inventory SET quantity = 5 WHERE variant_id = $1 AND country = 'SG'", [variantId]);
    try {
      const answers = await Promise.all(bags.map((guest, i) =>
        fetch(`${i % 2 ? B : A}/api/web/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), cookie: [...guest.jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify(ORDER),
        }).then((r) => r.status)));
      expect(answers.filter((s) => s === 201)).toHaveLength(5);
      expect(answers.every((s) => s === 201 || (s >= 400 && s < 500)), `every order is answered: ${answers.join(',')}`).toBe(true);
      const left = await db.query("SELECT quantity FROM inventory WHERE variant_id = $1 AND country = 'SG'", [variantId]);
      expect(left.rows[0].quantity).toBe(0);
    } finally {
      await db.query("UPDATE inventory SET quantity = 100 WHERE variant_id = $1 AND country = 'SG'", [variantId]);
    }
  });

  it('20 concurrent refreshes of one session spread over both instances: one rotation, one grace answer, the rest refused without ending the session', async () => {
    const { user } = SandboxUserResponse.parse((await client(A).call('POST', '/sandbox/users', {})).body);
    const member = client(A);
    expect((await member.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
    const cookie = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const refresh = (base: string, cookies: string) => fetch(`${base}/api/web/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies },
      body: JSON.stringify({ grant_type: 'refresh_token', flow: 'client' }),
    });
    const answers = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      const response = await refresh(i % 2 ? B : A, cookie);
      return { status: response.status, reason: response.status === 401 ? (await response.json()).details?.reason : undefined, setCookie: response.headers.getSetCookie() };
    }));
    // The row lock orders them whichever instance they reach: the first rotates, the second takes the one grace
    // answer of the 30 s window, the other 18 are refused (401) — with the family kept and no cookie removed.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 401 && a.reason === 'grace_used')).toHaveLength(18);
    expect(answers.filter((a) => a.status === 401).flatMap((a) => a.setCookie)).toEqual([]);
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE rotated_at IS NOT NULL)::int AS rotated, count(*) FILTER (WHERE revoked_at IS NOT NULL)::int AS revoked
         FROM refresh_tokens WHERE account_id = (SELECT id FROM accounts WHERE email = $1)`,
      [user.email],
    );
    expect(rows[0]).toEqual({ rotated: 1, revoked: 0 });
    // The session goes on with a successor's cookies (the device id among them), through the other instance.
    const successor = answers.find((a) => a.status === 200)!.setCookie.map((line) => line.split(';')[0]).join('; ');
    expect(successor).toContain('device-id=');
    expect((await refresh(B, successor)).status).toBe(200);
  });

  it('signing out on A ends the access token on B at once (issue 30)', async () => {
    const { user } = SandboxUserResponse.parse((await client(A).call('POST', '/sandbox/users', {})).body);
    const member = client(A);
    expect((await member.call('POST', '/sessions', { email: user.email, password: SANDBOX_DEFAULT_PASSWORD })).status).toBe(200);
    const kept = [...member.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const accountOn = async (base: string) => (await client(base).call('GET', '/account', undefined, { cookie: kept })).status;
    expect([await accountOn(A), await accountOn(B)]).toEqual([200, 200]);
    expect((await member.call('DELETE', '/sessions')).status).toBe(200);
    // The next request on B, with the cookies kept from before the sign-out: no wait, no cache to expire.
    expect([await accountOn(B), await accountOn(A)]).toEqual([401, 401]);
  });

  it('each instance reports ready only with its database, content source and Redis answering', async () => {
    for (const base of [A, B]) {
      const answer = await fetch(`${base}/api/health/ready`);
      const body = await answer.json();
      expect(answer.status).toBe(200);
      expect(body.status).toBe('ready');
      expect(Object.keys(body.checks).sort()).toEqual(['content', 'database', 'redis']);
    }
  });

  it('an instance keeps an idle connection open longer than nginx keeps it, so nginx never reuses one the instance closed', async () => {
    // nginx's idle timeout for its connections to the instances, from the template the cluster runs.
    const template = readFileSync(new URL('../../deploy/nginx/atelier.conf.template', import.meta.url), 'utf8');
    const nginxSeconds = Number(/^\s*keepalive_timeout\s+(\d+)s;/m.exec(template)?.[1]);
    expect(nginxSeconds).toBeGreaterThan(0);
    // And shorter than a draining instance's bound: it leaves its idle connections for nginx to close.
    expect(nginxSeconds * 1000).toBeLessThan(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(A);
    const get = () => new Promise<{ keepAlive: string; reused: boolean }>((resolve, reject) => {
      const req = httpRequest({ host: 'localhost', port, path: '/api/health', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ keepAlive: String(res.headers['keep-alive']), reused: req.reusedSocket }));
      });
      req.on('error', reject);
      req.end();
    });
    try {
      const first = await get();
      expect(Number(/timeout=(\d+)/.exec(first.keepAlive)?.[1])).toBeGreaterThan(nginxSeconds);
      // Idle past Node's default of 5 s: the same connection still carries the next request.
      await new Promise((r) => setTimeout(r, 6_000));
      expect((await get()).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 15_000);

  it('a rolling restart of both instances through nginx under an order and page load fails no request', async () => {
    const variantId = await variantInStock(client(A), 2);
    await db.query("UPDATE inventory SET quantity = 100000 WHERE variant_id = $1 AND country = 'SG'", [variantId]);
    const pages: number[] = [];
    const orders: number[] = [];
    let loading = true;
    let shoppers = 0;
    const pageLoad = async () => {
      while (loading) for (const path of ['/pages/gifts', '/api/web/v1/search?q=lipstick&page_size=4']) pages.push(await fetch(`${cluster.url}${path}`).then((r) => r.status, () => 0));
    };
    // Each order a new guest from an address of its own (the per-address order limit stays out of the figure).
    const orderLoad = async () => {
      while (loading) {
        const n = ++shoppers;
        const guest = client(cluster.url);
        const from = { 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` };
        const added = await guest.call('POST', '/cart/line-items', { variantId }, from).then((a) => a.status, () => 0);
        orders.push(added === 201 ? await guest.call('POST', '/orders', ORDER, { ...from, 'idempotency-key': randomUUID() }).then((a) => a.status, () => 0) : added);
      }
    };
    const started = performance.now();
    const load = [pageLoad(), pageLoad(), orderLoad(), orderLoad()];
    try {
      // One instance at a time, as docs/operations.md's rolling deploy: SIGTERM, the supervisor starts it again, and
      // the next waits until the first is ready on its own port and nginx sends to it again.
      for (const instance of cluster.instances) {
        const before = instance.pid();
        process.kill(before!, 'SIGTERM');
        const deadline = performance.now() + 90_000;
        while (performance.now() < deadline) {
          const ready = instance.pid() !== before && (await fetch(`${instance.url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.status === 200, () => false));
          if (ready) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(instance.pid()).not.toBe(before);
        // nginx left the instance out while it was down (its refused connections counted against it) and takes it
        // back only after fail_timeout: the next instance may stop only then (docs/operations.md, "A rolling deploy").
        await new Promise((r) => setTimeout(r, FAIL_TIMEOUT_MS + 1_000));
      }
    } finally {
      loading = false;
      await Promise.all(load);
      await db.query("UPDATE inventory SET quantity = 100 WHERE variant_id = $1 AND country = 'SG'", [variantId]);
    }
    const seconds = (performance.now() - started) / 1000;
    const failedPages = pages.filter((s) => s !== 200);
    const failedOrders = orders.filter((s) => s !== 201);
    console.log(`[cluster] rolling restart: ${pages.length} page and ${orders.length} order requests in ${seconds.toFixed(1)} s; failed: ${failedPages.length} pages (${[...new Set(failedPages)].join(',')}), ${failedOrders.length} orders (${[...new Set(failedOrders)].join(',')})`);
    expect(orders.length).toBeGreaterThan(4);
    expect(failedPages).toEqual([]);
    expect(failedOrders).toEqual([]);
  }, 240_000);

  // Last: it stops instance B.
  it('an instance killed outright is started again, and shoppers through nginx meet no error meanwhile', async () => {
    const killed = cluster.instances[0].pid();
    expect(killed).toBeGreaterThan(0);
    const shopper = client(cluster.url);
    process.kill(killed!, 'SIGKILL');
    const answers: number[] = [];
    let back = false;
    const started = performance.now();
    // A shopper's reads (search, a product, the bag) through nginx until A answers on its own port again.
    while (!back && performance.now() - started < 90_000) {
      for (const path of ['/search?q=lipstick&page_size=4', '/cart/bag']) answers.push((await shopper.call('GET', path)).status);
      back = await fetch(`${A}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    }
    expect(back).toBe(true);
    expect(cluster.instances[0].pid()).not.toBe(killed);
    expect(answers.length).toBeGreaterThan(2);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);

  it('an instance sent SIGTERM finishes the request in flight and takes no new one', async () => {
    const { port } = new URL(B);
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-pass0' });
    // A sign-in whose body is still arriving when the signal comes.
    const answer = new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: 'localhost', port, path: '/api/web/v1/sessions', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        cluster.instances[1].child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });
    expect(await answer).toBe(401);
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${B}/api/health`)).rejects.toThrow();
  });
});
