// The embedded Contentful-compatible content server: one node:http server on a loopback address that
// answers the Content Delivery/Preview API (delivery and preview tokens) and a Content Management API
// subset (management token) over one content store.
//
// SDK configuration: `createClient({ space, accessToken, host: '127.0.0.1:<port>', insecure: true })`
// for both `contentful` and `contentful-management`; no basePath (the server serves `/spaces/…` at
// its root, which is where both SDKs put it).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { accessTokenInvalid, ApiError, notFound } from './errors';
import { roleOf, tokenOf, tokensFromEnv, type Tokens } from './auth';
import { handleDelivery, type Reply } from './delivery';
import { segmentsOf, sendJson, type Target } from './http';
import { handleManagement } from './management';
import { ContentStore } from './store';
import { readAssetFile } from './uploads';
import type { ContentTypeDef, Logger } from './types';
import { webhookFromEnv, type WebhookConfig } from './webhook';

export interface ContentServerOptions {
  /** 0 = any free port. */
  port?: number;
  /** A loopback address; the server never listens on other interfaces. */
  host?: string;
  dataDir?: string;
  seedDir?: string;
  log?: Logger;
  /** Defaults: CONTENT_DELIVERY_TOKEN / CONTENT_PREVIEW_TOKEN / CONTENT_MANAGEMENT_TOKEN. */
  tokens?: Partial<Tokens>;
  /** Defaults: CONTENT_WEBHOOK_URL / CONTENT_WEBHOOK_SECRET. */
  webhook?: WebhookConfig;
  /** Rebuild the store from the seed instead of loading `<dataDir>/store.json` (e2e and bench runs). */
  reseed?: boolean;
  /** Content types from outside the seed folder (the blocks', generated from their schemas). */
  contentTypes?: readonly ContentTypeDef[];
}

export interface ContentServer {
  url: string;
  port: number;
  store: ContentStore;
  stop(): Promise<void>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const MANAGEMENT_TYPE = 'application/vnd.contentful.management.v1+json';

/** Which part of the space a path names (see Target); throws 404 for another space or environment. */
function targetOf(segments: string[], store: ContentStore): Target {
  const { spaceId, environment } = store.space;
  if (segments[1] !== spaceId) throw notFound('Space', segments[1]);
  const after = segments.slice(2);
  if (after.length === 0) return { level: 'space' };
  if (after[0] !== 'environments') return { level: 'resource', rest: after };
  if (after.length === 1) return { level: 'environments' };
  if (after[1] !== environment) throw notFound('Environment', after[1]);
  return after.length === 2 ? { level: 'environment' } : { level: 'resource', rest: after.slice(2) };
}

export async function startContentServer(options: ContentServerOptions = {}): Promise<ContentServer> {
  const {
    port = 0,
    host = '127.0.0.1',
    dataDir = '.data/content',
    seedDir = 'demo-data/content',
    log = (line: string) => console.log(line),
  } = options;
  if (!LOOPBACK.has(host)) throw new Error(`the content server listens on loopback only, not ${host}`);
  const tokens: Tokens = { ...tokensFromEnv(), ...stripUndefined(options.tokens ?? {}) };
  const webhook = options.webhook ?? webhookFromEnv();
  const store = await ContentStore.open({ dataDir, seedDir, log, reseed: options.reseed, contentTypes: options.contentTypes });
  const bulkActions = new Map<string, Record<string, unknown>>();

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://content.local');
    const method = req.method ?? 'GET';
    const segments = segmentsOf(url.pathname);
    if (segments.length === 1 && segments[0] === 'health' && method === 'GET') {
      return sendJson(res, 200, { ok: true }, { 'Content-Type': 'application/json' });
    }
    // A processed asset file (public, like Contentful's asset CDN): the store serves it under /cms/uploads.
    if (segments.length === 3 && segments[0] === 'files' && (method === 'GET' || method === 'HEAD')) {
      const file = await readAssetFile(path.dirname(store.file), segments[1], segments[2], store);
      if (!file) throw notFound();
      res.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.bytes.length, 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
      res.end(method === 'HEAD' ? undefined : file.bytes);
      return;
    }
    if (segments[0] !== 'spaces' || segments.length < 2) throw notFound();

    const role = roleOf(tokenOf(req, url.searchParams), tokens);
    if (!role) throw accessTokenInvalid();
    const target = targetOf(segments, store);

    let reply: Reply | undefined;
    if (role === 'management') {
      reply = await handleManagement(method, target, req, url.searchParams, { store, webhook, log, dataDir: path.dirname(store.file), bulkActions });
    } else if (method === 'GET') {
      reply = handleDelivery(target, url.searchParams, role === 'preview' ? 'preview' : 'published', store);
    } else {
      throw accessTokenInvalid(); // writes need the management token
    }
    if (!reply) throw notFound();
    const headers: Record<string, string> = role === 'management' ? { 'Content-Type': MANAGEMENT_TYPE } : {};
    if (reply.status === 204) {
      res.writeHead(204, headers).end();
      return;
    }
    sendJson(res, reply.status, reply.body, headers);
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (err instanceof ApiError) return sendJson(res, err.status, err.toBody());
      log(`content: internal error on ${req.method} ${req.url?.split('?')[0]}: ${err instanceof Error ? err.stack : err}`);
      const message = err instanceof Error ? err.message : String(err);
      sendJson(res, 500, { sys: { type: 'Error', id: 'InternalServerError' }, message });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    store,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets would hold close() open
      });
      await store.flush();
    },
  };
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
