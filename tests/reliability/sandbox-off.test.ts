/**
 * The developer sandbox never reaches shoppers (issue 20): a real production start of the build as a deployment
 * makes it (`next start`, NODE_ENV=production, ATELIER_SANDBOX unset, not marked as the local stack) answers 404 on
 * every sandbox API route and every developer page — the list read from the app directory and the OpenAPI document,
 * so a new sandbox route is covered — and the same start with ATELIER_SANDBOX=on exits non-zero, naming it. The
 * local stack of `npm start` (marked, on localhost) still starts with the sandbox on and serves those routes. A
 * deployment start also refuses a database whose demo editor still signs in with the README's password (issue 31).
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { disableEditor } from '@/commerce/accounts/editors';
import { withTransaction } from '@/commerce/db/pool';
import { DEMO_EDITOR } from '@/config/demo-editor';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFigures } from './figures';
import { RELIABILITY_PORTS, seconds } from './fault-stack';
import { pageRoutes } from './hostile-routes';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureBuilt, startContent, startDatabase, startWeb, stop as stopChild, webCommand } from '@/scripts/lib/stack.mjs';

const TOPIC = 'Developer sandbox in a production start';
const APP = fileURLToPath(new URL('../../app', import.meta.url));
/** The 404 page's title in each of the store's languages (a prefixed page answers in its language). */
const NOT_FOUND_TITLES = readdirSync(join(APP, '../lib/i18n/messages')).map((file) => (JSON.parse(readFileSync(join(APP, '../lib/i18n/messages', file), 'utf8')) as Record<string, string>)['notFound.title']);
/** Developer pages that stay open by design: the benchmark baselines (lib/sandbox.ts `isGatedSandboxPath`). */
const OPEN_BY_DESIGN = ['/sandbox/baseline', '/sandbox/baseline-dynamic'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** A value for each dynamic segment of a sandbox route (any value: with the sandbox off nothing is looked up). */
const FILL: Record<string, string> = { id: '1', slug: 'x', cc: 'sg', screen: 'confirmation' };
const fill = (name: string) => FILL[name] ?? 'x';
const DEPLOY_SECRET = 'reliability-deployment-signing-key-0123456789';

interface Service { child?: { pid?: number }; stop: () => Promise<void>; env: Record<string, string> }
let content: Service | undefined;
let db: Service | undefined;
let web: Service | undefined;
let env: Record<string, string> = {};
let base = '';
/** The deployment start made while the demo editor could still sign in. */
let demoEditorStart: { code: number | null; output: string; ms: number; served: number[] } | undefined;
const port = RELIABILITY_PORTS.port;
/** The second server of the file (the refused start, then the local stack) listens beside the deployment's. */
const secondPort = port + 1;

beforeAll(async () => {
  content = await startContent({ ...RELIABILITY_PORTS, webPort: port, reseedContent: true, log: false });
  db = await startDatabase({ ...RELIABILITY_PORTS, log: false });
  // What a deployment must give a production start (server/environment.ts): its database, a signing key, the
  // payment provider named on purpose (the sandbox's: the only one there is) and, with no SMTP server, mail kept in
  // the outbox on purpose.
  env = { ...content!.env, ...db!.env, AUTH_JWT_SECRET: DEPLOY_SECRET, PAYMENT_PROVIDER: 'sandbox', MAIL_DELIVERY: 'outbox' };
  ensureBuilt({ env, anyData: true });
  // The demo database has the demo editor with its published password: a deployment's start refuses it (issue 31)…
  const refused = webCommand({ port: secondPort, env, deployment: true });
  demoEditorStart = await runToExit(refused.command, refused.args, refused.env, 90_000);
  // …and starts once it is disabled, as the refusal says (the next demo seed gives it back).
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
  try {
    await withTransaction((client) => disableEditor(client, DEMO_EDITOR.email), pool);
  } finally {
    await pool.end();
  }
  // A deployment's start: ATELIER_SANDBOX unset (whatever this process has), no local-stack mark.
  web = await startWeb({ port, env, deployment: true, name: 'web-deploy' });
  base = `http://localhost:${port}`;
});
afterAll(async () => {
  await web?.stop();
  await db?.stop();
  await content?.stop();
});

function* routeFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* routeFiles(full);
    else if (/^route\.tsx?$/.test(name)) yield full;
  }
}

/**
 * The sandbox's route handlers from the app directory: every handler under a `sandbox` folder, and every handler that
 * consults the sandbox switch or the development identity provider itself (`/api/dev-identity/id-token`) — but
 * social sign-in, whose Google path is no developer tool — each with the methods it exports.
 */
function sandboxHandlers(): { method: string; route: string }[] {
  const out: { method: string; route: string }[] = [];
  for (const file of routeFiles(join(APP, 'api'))) {
    const source = readFileSync(file, 'utf8');
    const segments = relative(APP, file).split(sep).slice(0, -1);
    const route = `/${segments.join('/')}`.replace(/\[([^\]]+)\]/g, '{$1}');
    const consults = /identityProvider\(\)\?\.development|from '@\/lib\/sandbox'/.test(source);
    if (!segments.includes('sandbox') && !consults) continue;
    for (const method of METHODS) {
      if (new RegExp(`export (const|async function|function) ${method}\\b`).test(source)) out.push({ method, route });
    }
  }
  return out;
}

/** The OpenAPI document's Sandbox operations (tag `Sandbox`, or a path under `/sandbox/`), as `METHOD /api/…`. */
async function documentedSandboxOperations(): Promise<{ method: string; route: string }[]> {
  type Doc = { servers?: { url: string }[]; paths: Record<string, Record<string, { tags?: string[] }> & { servers?: { url: string }[] }> };
  const doc = (await (await fetch(`${base}/api/web/v1/openapi.json`)).json()) as Doc;
  const out: { method: string; route: string }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const server = item.servers?.[0]?.url ?? doc.servers?.[0]?.url ?? '';
    for (const method of METHODS) {
      const op = item[method.toLowerCase()] as { tags?: string[] } | undefined;
      if (op && (op.tags?.includes('Sandbox') || path.startsWith('/sandbox/'))) out.push({ method, route: `${server}${path}` });
    }
  }
  return out;
}

const urlOf = (route: string) => route.replace(/\{([^}]+)\}/g, (_, name: string) => fill(name));
const key = (op: { method: string; route: string }) => `${op.method} ${op.route}`;

/** Sends a request as a non-browser client (no Origin: the same-origin check lets it through to the handler). */
async function answer(method: string, path: string, at = base) {
  const response = await fetch(`${at}${path}`, {
    method,
    redirect: 'manual',
    headers: method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify({ type: 'paid', status: 'published', points: 1000, isEmployee: true, subject: 'a', email: 'a@example.com', firstName: 'A', lastName: 'B' }),
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text() };
}

/** Every developer page (app/…/sandbox) as a public URL, dynamic segments filled in. */
function developerPages(): string[] {
  return pageRoutes().filter((r) => r.route.split('/').includes('sandbox')).map((r) => r.url(fill));
}

describe('a production start without the sandbox', () => {
  it('answers 404 on every sandbox API route, from the app directory and the OpenAPI document', async () => {
    const handlers = sandboxHandlers();
    const documented = await documentedSandboxOperations();
    // The document and the app directory agree: every documented Sandbox operation has its handler here.
    expect(documented.map(key).filter((k) => !handlers.map(key).includes(k))).toEqual([]);
    expect(handlers.map(key)).toEqual(expect.arrayContaining(['GET /api/web/v1/sandbox/users', 'POST /api/web/v1/sandbox/users', 'PATCH /api/web/v1/sandbox/users/{id}', 'POST /api/web/v1/sandbox/payments/{id}/events', 'POST /api/dev-identity/id-token']));
    const failures: string[] = [];
    for (const op of handlers) {
      const { status, text } = await answer(op.method, urlOf(op.route));
      // A readable 404 (the API's { message }), never the sandbox's answer.
      if (status !== 404 || !/"message"\s*:/.test(text)) failures.push(`${status} ${key(op)} → ${text.slice(0, 160)}`);
    }
    recordFigures(TOPIC, [{ measure: `sandbox API operations (app directory and OpenAPI document) answering other than 404 with the sandbox off`, value: `${failures.length} of ${handlers.length}`, budget: '0', ok: failures.length === 0 }]);
    expect(failures, failures.join('\n')).toEqual([]);
    expect(handlers.length).toBeGreaterThanOrEqual(9);
  });

  it('answers the 404 page on every developer page, under any prefix or spelling', async () => {
    expect(NOT_FOUND_TITLES.length).toBeGreaterThanOrEqual(4);
    expect(NOT_FOUND_TITLES.every((title) => typeof title === 'string' && title.length > 0)).toBe(true);
    const pages = developerPages();
    expect(pages.filter((p) => OPEN_BY_DESIGN.includes(p))).toEqual(OPEN_BY_DESIGN);
    const gated = pages.filter((p) => !OPEN_BY_DESIGN.includes(p));
    expect(gated).toEqual(expect.arrayContaining(['/sandbox', '/sandbox/outbox', '/sandbox/orders', '/sandbox/order-state', '/sandbox/identity-provider', '/sandbox/payments/1/card', '/sandbox/payments/1/pay-later']));
    // What a shopper could send: the page, in another country under a language prefix (HK's Chinese, TH's English),
    // with a trailing slash, a query, an encoded letter, doubled slashes, and in the internal rewritten form.
    const variants = gated.flatMap((p) => [
      { path: p }, { path: `/zh${p}`, country: 'HK' }, { path: `/en${p}`, country: 'TH' }, { path: `${p}/` }, { path: `${p}?number=1` },
      { path: p.replace('/sandbox', '/%73andbox') }, { path: p.replace('/sandbox', '//sandbox') }, { path: `/sg/en/x${p}` },
    ]);
    const failures: string[] = [];
    for (const { path, country } of variants) {
      const headers: Record<string, string> = { 'accept-language': 'en', ...(country ? { 'x-site-country': country } : {}) };
      const response = await fetch(`${base}${path}`, { redirect: 'follow', headers, signal: AbortSignal.timeout(60_000) });
      const text = await response.text();
      // The store's 404 page, and nothing of a developer page (SandboxShell's `sandbox-page`).
      if (response.status !== 404 || !NOT_FOUND_TITLES.some((title) => text.includes(title)) || text.includes('sandbox-page')) failures.push(`${response.status} ${path}${country ? ` (${country})` : ''} → ${response.url}`);
    }
    recordFigures(TOPIC, [{ measure: 'developer pages (with prefixes, encodings, the internal form) answering other than the 404 page with the sandbox off', value: `${failures.length} of ${variants.length}`, budget: '0', ok: failures.length === 0 }]);
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

/** Runs a command to its exit (or kills it after `timeoutMs`): exit code, output, time. */
/**
 * Runs a start to its exit, asking its port for `/api/health` every 50 ms meanwhile: `served` holds the status of every
 * answer it gave (Next prints "Ready" when it listens, before the start's checks have run; a refused start must
 * answer nothing even so).
 */
function runToExit(command: string, args: string[], childEnv: Record<string, string | undefined>, timeoutMs: number) {
  return new Promise<{ code: number | null; output: string; ms: number; served: number[] }>((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { env: { ...process.env, ...childEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let running = true;
    const served: number[] = [];
    const port = args[args.indexOf('-p') + 1];
    void (async () => {
      while (running) {
        await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((r) => served.push(r.status), () => undefined);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => void stopChild(child, 'SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      running = false;
      clearTimeout(timer);
      resolve({ code, output, ms: performance.now() - started, served });
    });
  });
}

describe('a production start with the sandbox on', () => {
  it('exits non-zero before serving, with a message naming ATELIER_SANDBOX', async () => {
    // The deployment's own start (NODE_ENV=production, no local-stack mark), the sandbox switched on by mistake.
    const deploy = webCommand({ port: secondPort, env: { ...env, ATELIER_SANDBOX: 'on' }, deployment: true });
    const result = await runToExit(deploy.command, deploy.args, deploy.env, 90_000);
    const named = result.output.includes('Refusing to start: ATELIER_SANDBOX=on');
    recordFigures(TOPIC, [{ measure: 'production start (NODE_ENV=production, not the local stack) with ATELIER_SANDBOX=on', value: `exit ${result.code ?? 'none (killed after 90 s)'} in ${seconds(result.ms)}${named ? ', names ATELIER_SANDBOX' : ''}`, budget: 'non-zero exit naming ATELIER_SANDBOX', ok: result.code !== 0 && result.code !== null && named }]);
    expect(result.output).toContain('Refusing to start: ATELIER_SANDBOX=on');
    expect(result.code).toBe(1);
  });

  it('is still the local stack of npm start: it starts, and the sandbox answers there', async () => {
    const local = await startWeb({ port: secondPort, env, name: 'web-local' });
    try {
      const users = await answer('GET', '/api/web/v1/sandbox/users', `http://localhost:${secondPort}`);
      const outbox = await fetch(`http://localhost:${secondPort}/sandbox/outbox`, { signal: AbortSignal.timeout(60_000) });
      await outbox.text();
      recordFigures(TOPIC, [{ measure: 'the local stack (npm start: ATELIER_LOCAL_STACK, localhost) with the sandbox on: sandbox users API, outbox page', value: `${users.status}, ${outbox.status}`, budget: '200, 200', ok: users.status === 200 && outbox.status === 200 }]);
      expect(users.status).toBe(200);
      expect(outbox.status).toBe(200);
    } finally {
      await local.stop();
    }
  });
});

describe('a production start while the demo editor signs in with its published password (issue 31)', () => {
  it('exits 1 before serving, naming the command that ends the demo editor', () => {
    const result = demoEditorStart!;
    const named = result.output.includes(`npm run editors -- disable ${DEMO_EDITOR.email}`);
    recordFigures(TOPIC, [{ measure: 'production start with the demo editor and its published password in the database: exit, message, requests answered before the exit', value: `exit ${result.code ?? 'none (killed after 90 s)'} in ${seconds(result.ms)}${named ? ', names the command' : ''}, ${result.served.length} answered`, budget: 'exit 1 naming npm run editors -- disable, 0 answered', ok: result.code === 1 && named && result.served.length === 0 }]);
    expect(result.served).toEqual([]);
    expect(result.output).toContain(`npm run editors -- disable ${DEMO_EDITOR.email}`);
    expect(result.output).not.toContain(DEMO_EDITOR.password);
    expect(result.code).toBe(1);
  });
});

describe('a production start with an environment that is not valid (issue 32)', () => {
  it('exits 1 before serving, naming each missing, malformed or too-weak variable and what it expects', async () => {
    const cases = [
      { set: { DATABASE_URL: 'localhost/atelier' }, names: 'DATABASE_URL expected a postgres:// URL with a host' },
      { set: { AUTH_JWT_SECRET: 'eightbyt' }, names: 'AUTH_JWT_SECRET expected at least 32 bytes' },
      { set: { REDIS_URL: 'cache:6379' }, names: 'REDIS_URL expected a redis:// or rediss:// URL with a host' },
      { set: { AUTH_JWT_SECRET: '' }, names: 'AUTH_JWT_SECRET is not set: a production start needs it' },
      // The sandbox payment provider takes no money: a deployment names it on purpose or does not start (issue 31).
      { set: { PAYMENT_PROVIDER: '' }, names: 'PAYMENT_PROVIDER is not set: a production start needs it' },
    ];
    const results = [];
    for (const { set, names } of cases) {
      const deploy = webCommand({ port: secondPort, env: { ...env, ...set }, deployment: true });
      const result = await runToExit(deploy.command, deploy.args, deploy.env, 90_000);
      results.push({ names, ...result, named: result.output.includes(names), leaked: Object.values(set).some((v) => v.length > 0 && result.output.includes(v)) });
    }
    const refused = results.filter((r) => r.code === 1 && r.named && !r.leaked && r.served.length === 0);
    recordFigures(TOPIC, [
      {
        measure: 'production starts with a bad DATABASE_URL, an 8-byte AUTH_JWT_SECRET, a malformed REDIS_URL, no AUTH_JWT_SECRET, no PAYMENT_PROVIDER: exit 1 naming the variable, value not printed, no request answered',
        value: `${refused.length} of ${results.length} (slowest ${seconds(Math.max(...results.map((r) => r.ms)))})`,
        budget: `${results.length} of ${results.length}`,
        ok: refused.length === results.length,
      },
    ]);
    for (const r of results) {
      expect(r.output, r.names).toContain(r.names);
      expect(r.code, r.names).toBe(1);
      expect(r.leaked, r.names).toBe(false);
      expect(r.served, r.names).toEqual([]);
    }
  });
});
