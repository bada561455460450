/**
 * The deployable nginx template (deploy/nginx/atelier.conf.template, issue 32) in Debian's nginx, filled as a
 * deployment fills it: TLS from deploy/nginx/tls.conf.example with a certificate made for the run, two upstream
 * instances that the test plays (small HTTP servers on the loopback, so that one can fail at will), and the
 * template's own failure handling. What a shopper would meet: a page answered over TLS with no internal header, an
 * instance that refuses connections or drops a page request never seen, a dropped order never sent twice, and an
 * image upload of the studio's size taken while a larger body is refused by the proxy. Skipped, saying why, without
 * nginx or openssl.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STUDIO_IMAGE_MAX_BYTES } from '@/schemas/api/studio';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { nginxConfig, startNginx, upstreamServers } from '@/scripts/lib/cluster.mjs';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { offsetPorts, PROFILES, root } from '@/scripts/lib/stack.mjs';

const hasProgram = (program: string, args: string[]) => spawnSync(program, args, { stdio: 'ignore' }).status === 0;
const missing = [...(hasProgram('nginx', ['-v']) ? [] : ['nginx (Debian package nginx-light)']), ...(hasProgram('openssl', ['version']) ? [] : ['openssl'])];
if (missing.length > 0) console.warn(`\n[nginx template tests] SKIPPED: not installed: ${missing.join(', ')}\n`);

/** Ports beside the cluster profile's (which the cluster suite uses): nginx, then the two played instances. */
const base = offsetPorts(PROFILES.cluster).port + 20;
const NGINX_PORT = base;
const UPSTREAM_PORTS = [base + 1, base + 2];

/** What one played instance does with a request: answer it, or drop the connection once the request is read. */
type Behaviour = 'answer' | 'drop';

interface PlayedInstance {
  server: Server;
  /** The requests it read, as `METHOD path`. */
  seen: string[];
  behaviour: Behaviour;
}

function playInstance(port: number, name: string): Promise<PlayedInstance> {
  const instance: PlayedInstance = { server: undefined as unknown as Server, seen: [], behaviour: 'answer' };
  instance.server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      instance.seen.push(`${req.method} ${req.url}`);
      if (instance.behaviour === 'drop') return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'text/plain', 'x-instance': name });
      res.end(`${name} read ${bytes} bytes`);
    });
  });
  return new Promise((resolve) => instance.server.listen(port, '127.0.0.1', () => resolve(instance)));
}

/** One HTTPS request to nginx (its certificate is the run's own, so it is not verified against a CA). */
function viaTls(method: string, path: string, body?: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port: NGINX_PORT, method, path, rejectUnauthorized: false, servername: 'shop.example', headers: { host: 'shop.example', ...(body ? { 'content-type': 'application/octet-stream', 'content-length': body.length } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer from nginx in 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

describe.skipIf(missing.length > 0)('the nginx template, deployed with TLS in front of two instances', () => {
  let dir = '';
  let nginx: { stop: () => Promise<void> } | undefined;
  let a: PlayedInstance;
  let b: PlayedInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-nginx-template-'));
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=shop.example', '-keyout', join(dir, 'privkey.pem'), '-out', join(dir, 'fullchain.pem')], { stdio: 'ignore' });
    expect(made.status).toBe(0);
    // The documented TLS lines, pointed at this run's certificate.
    const tlsLines = readFileSync(join(root, 'deploy/nginx/tls.conf.example'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .join('\n')
      .replaceAll('/etc/ssl/atelier/', `${dir}/`);
    [a, b] = await Promise.all([playInstance(UPSTREAM_PORTS[0], 'A'), playInstance(UPSTREAM_PORTS[1], 'B')]);
    const config = (fill: Record<string, string>) =>
      nginxConfig({ ...fill, LISTEN: `127.0.0.1:${NGINX_PORT} ssl http2`, TLS_LINES: tlsLines, UPSTREAM_SERVERS: upstreamServers(UPSTREAM_PORTS), PAGE_TTL: '1s' });
    nginx = await startNginx({ runDir: join(dir, 'run'), config, port: NGINX_PORT, log: false });
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a, b].filter(Boolean).map((i) => new Promise((r) => i.server.close(r))));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const reset = () => {
    for (const i of [a, b]) {
      i.seen.length = 0;
      i.behaviour = 'answer';
    }
  };

  it("answers over TLS and sends no internal header (the instance's address) to the shopper", async () => {
    reset();
    const answer = await viaTls('GET', '/api/whatever');
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/^[AB] read 0 bytes$/);
    expect(Object.keys(answer.headers).filter((h) => /upstream/i.test(h))).toEqual([]);
  });

  it('an order an instance drops is never sent again; a page request it drops is answered by the other', async () => {
    // While both instances are healthy (nginx counts no failure yet, so it has another to pass a request on to): a
    // POST dropped after it was sent is not passed on. The shopper gets 502 and no instance sees it twice.
    a.behaviour = 'drop';
    b.behaviour = 'drop';
    const order = await viaTls('POST', '/api/orders', Buffer.from('{"bag":1}'));
    expect(order.status).toBe(502);
    expect([...a.seen, ...b.seen].filter((s) => s === 'POST /api/orders')).toEqual(['POST /api/orders']);

    // A page request is passed on. One after another, so nginx's round robin sends at least one to A first.
    reset();
    a.behaviour = 'drop';
    const pages = [];
    for (let i = 0; i < 6; i += 1) pages.push(await viaTls('GET', `/api/page-${i}`));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(pages.filter((p) => !p.text.startsWith('B read'))).toEqual([]);
    // A read (and dropped) some of them: those were passed on to B, not lost.
    expect(a.seen.filter((s) => s.startsWith('GET ')).length).toBeGreaterThan(0);
  });

  it('an instance that refuses connections is left out: pages and orders go to the other', async () => {
    reset();
    await new Promise((r) => a.server.close(r));
    try {
      const answers = await Promise.all([...Array.from({ length: 4 }, (_, i) => viaTls('GET', `/api/refused-${i}`)), viaTls('POST', '/api/orders', Buffer.from('{}'))]);
      expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200, 200]);
      // The order was never sent to the refusing instance, so passing it on is safe: sent once, to B.
      expect(b.seen.filter((s) => s === 'POST /api/orders')).toEqual(['POST /api/orders']);
    } finally {
      a = await playInstance(UPSTREAM_PORTS[0], 'A');
    }
  });

  it("takes a studio image of the largest size and refuses a larger body at the proxy (413)", async () => {
    reset();
    const image = await viaTls('POST', '/api/studio/assets', Buffer.alloc(STUDIO_IMAGE_MAX_BYTES + 64 * 1024, 1));
    expect(image.status).toBe(200);
    expect(image.text).toMatch(new RegExp(`read ${STUDIO_IMAGE_MAX_BYTES + 64 * 1024} bytes$`));
    const tooLarge = await viaTls('POST', '/api/studio/assets', Buffer.alloc(7 * 1024 * 1024, 1));
    expect(tooLarge.status).toBe(413);
    expect([...a.seen, ...b.seen].filter((s) => s.startsWith('POST /api/studio/assets'))).toHaveLength(1);
  });
});
