/**
 * A first production deploy, as docs/deploy.md ("A first deploy") walks it, from an empty PostgreSQL to a served shop
 * (issue 31): the machine's PostgreSQL on 127.0.0.1:5432 (a database of this run's own), the release step, the first
 * editor, the retailer's catalogue (tests/reliability/fixtures/retailer-catalogue.jsonl: one brand, two products, one photographed), a
 * production build that reads the database read-only, a production start (sandbox off, the payment provider named,
 * e-mail through SMTP to a receiving server of the suite), and then what a shopper and the editor do there, the
 * worker delivering their mail.
 * Skipped, saying why, when no PostgreSQL answers on 127.0.0.1:5432. With a Redis on 127.0.0.1:6379 the store uses
 * it (a key prefix of this run's own), as a deployment would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_EDITOR } from '@/config/demo-editor';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { startContent, startWeb, testLimitsEnv } from '@/scripts/lib/stack.mjs';
import { recordFigures } from './figures';
import { startSmtpReceiver, type SmtpReceiver } from '@/tests/mail/smtp-receiver';
import { RELIABILITY_PORTS, seconds } from './fault-stack';

const TOPIC = 'A first deploy';
const root = join(__dirname, '../..');
const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The walk's own build, beside the suites' (tsconfig.json names its types). */
const DIST_DIR = '.next-first-deploy';
const OWNER = { email: `owner.${Date.now()}@retailer.example`, password: `Own-Shop#${randomBytes(4).toString('hex')}` };

/** True when `host:port` takes a TCP connection within a second. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => { socket.destroy(); resolve(ok); };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });

const postgres = await answers(5432);
if (!postgres) console.warn('\n[first-deploy] SKIPPED: no PostgreSQL on 127.0.0.1:5432\n');

describe.skipIf(!postgres)('a first production deploy from an empty database (docs/deploy.md)', () => {
  const database = `atelier_first_deploy_${randomBytes(4).toString('hex')}`;
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  const steps: { step: string; ms: number }[] = [];
  let smtp: SmtpReceiver | undefined;
  let content: { env: Record<string, string>; stop: () => Promise<void> } | undefined;
  let web: { stop: () => Promise<void> } | undefined;
  let base = '';
  let work = '';
  let redis = false;
  let mailEnv: Record<string, string> = {};

  /**
   * Runs a command of the project as an operator would, timing it as one step of the walk. Asynchronously: the SMTP
   * server the mail command talks to runs in this process, and must go on answering while it waits.
   */
  function operator(step: string, args: string[], env: Record<string, string> = {}, timeoutMs = 120_000) {
    const started = performance.now();
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: { ...process.env, DATABASE_URL: url, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('close', (code) => {
        clearTimeout(timer);
        steps.push({ step, ms: performance.now() - started });
        resolve({ code, output });
      });
    });
  }

  beforeAll(async () => {
    redis = await answers(6379);
    work = mkdtempSync(join(tmpdir(), 'atelier-first-deploy-'));
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    // The receiving side of the store's SMTP: every message it is handed, parsed.
    smtp = await startSmtpReceiver();
    mailEnv = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'shop@retailer.example' };
  }, 60_000);

  afterAll(async () => {
    await web?.stop();
    await content?.stop();
    await smtp?.stop();
    const admin = new pg.Client({ connectionString: SERVER });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    if (work) rmSync(work, { recursive: true, force: true });
    rmSync(join(root, DIST_DIR), { recursive: true, force: true });
  });

  it('migrates the empty database as the release step, once (a second run applies nothing)', async () => {
    const first = await operator('release step (scripts/db.ts migrate)', ['scripts/db.ts', 'migrate']);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/migrate: applied 0001_/);
    const again = await operator('release step again', ['scripts/db.ts', 'migrate']);
    expect(again.output).toContain('migrate: nothing to apply');
  });

  it('creates the first admin from a password file, never printing the password; no demo editor exists', async () => {
    writeFileSync(join(work, 'password'), `${OWNER.password}\n`, { mode: 0o600 });
    const created = await operator('first admin (npm run editors -- create --role admin)', ['scripts/editors.ts', 'create', OWNER.email, '--role', 'admin', '--first-name', 'Shop', '--last-name', 'Owner', '--password-file', join(work, 'password')]);
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`${OWNER.email} is an admin`);
    expect(created.output).not.toContain(OWNER.password);
    const listed = await operator('editors list', ['scripts/editors.ts', 'list']);
    expect(listed.output).toContain(`${OWNER.email}\tadmin\t`);
    expect(listed.output).not.toContain(DEMO_EDITOR.email);
  });

  it("loads the retailer's catalogue, validated first; a second import changes nothing", async () => {
    const file = join(__dirname, 'fixtures/retailer-catalogue.jsonl');
    const validated = await operator('catalogue validate (npm run catalogue -- validate)', ['scripts/catalogue.ts', 'validate', file]);
    expect(validated.code, validated.output).toBe(0);
    const imported = await operator('catalogue import (npm run catalogue -- import)', ['scripts/catalogue.ts', 'import', file]);
    expect(imported.code, imported.output).toBe(0);
    expect(imported.output).toContain('products: 2 added');
    expect(imported.output).toContain('import: photographs … 1 stored'); // fixtures/photos/velvet-lip-colour.jpg
    const again = await operator('catalogue import again', ['scripts/catalogue.ts', 'import', file]);
    expect(again.output).toMatch(/^0 changed$/m);
  });

  it('builds the store from the migrated database, read-only, and starts it as production with sandbox off', async () => {
    content = await startContent({ ...RELIABILITY_PORTS, webPort: RELIABILITY_PORTS.port, reseedContent: true, log: false });
    const built = await operator('production build (npm run build)', ['scripts/build.mjs'], { ...content!.env, ATELIER_DIST_DIR: DIST_DIR }, 900_000);
    expect(built.code, built.output.slice(-3000)).toBe(0);
    // Nothing was written while building: the database holds the release step's rows, the editor and the catalogue.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      expect((await db.query('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(2);
      expect((await db.query("SELECT count(*)::int AS n FROM accounts WHERE role IN ('editor', 'admin')")).rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
    const started = performance.now();
    const env = {
      ...content!.env, ...testLimitsEnv(), ...mailEnv,
      DATABASE_URL: url, ATELIER_DIST_DIR: DIST_DIR, AUTH_JWT_SECRET: randomBytes(32).toString('base64'), PAYMENT_PROVIDER: 'sandbox',
      ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_KEY_PREFIX: `first-deploy-${database}`, RATE_LIMIT_REDIS_PREFIX: `first-deploy-${database}` } : { REDIS_URL: '' }),
    };
    web = await startWeb({ port: RELIABILITY_PORTS.port, env, deployment: true, name: 'web-first-deploy' });
    base = `http://localhost:${RELIABILITY_PORTS.port}`;
    const ready = await fetch(`${base}/api/health/ready`);
    steps.push({ step: 'production start to ready', ms: performance.now() - started });
    expect(ready.status, await ready.text()).toBe(200);
  }, 1_000_000);

  it("serves the retailer's shop to a shopper: its products, in English and Thai, and no demo product; the sandbox is not there", async () => {
    for (const path of ['/', '/pages/gifts', '/brands']) expect((await fetch(`${base}${path}`)).status, path).toBe(200);
    const product = await fetch(`${base}/products/maison-verde-velvet-lip-colour`);
    expect(product.status).toBe(200);
    const html = await product.text();
    expect(html).toContain('Velvet Lip Colour');
    // The retailer's photograph, stored by the import and served by every instance from the database.
    const photo = /\/api\/images\/catalog\/[0-9a-f]{64}\.jpg/.exec(html)?.[0];
    expect(photo, 'the product page shows the imported photograph').toBeDefined();
    const served = await fetch(`${base}${photo}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable']);
    const thai = await fetch(`${base}/products/maison-verde-velvet-lip-colour`, { headers: { cookie: 'locale=TH; language=lng_th' } });
    expect(await thai.text()).toContain('ลิปสีเวลเวท');
    const search = await (await fetch(`${base}/api/web/v1/search?q=velvet`)).json();
    expect(search.items.map((p: { slug: string }) => p.slug)).toEqual(['maison-verde-velvet-lip-colour']);
    // A product of the demo catalogue is not there: the release step and the build load no demo data.
    expect((await fetch(`${base}/products/ochre-and-ash-matte-perfecting-powder`)).status).toBe(404);
    expect((await fetch(`${base}/api/web/v1/sandbox/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });

  it('lets the editor sign in to the studio, refuses the demo editor, and mails a reset link through SMTP', async () => {
    const signIn = (email: string, password: string) =>
      fetch(`${base}/api/web/v1/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect((await signIn(DEMO_EDITOR.email, DEMO_EDITOR.password)).status).toBe(401);
    const session = await signIn(OWNER.email, OWNER.password);
    expect(session.status).toBe(200);
    const cookie = session.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await fetch(`${base}/studio`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
    // A forgotten password: the store writes the mail, the worker (first deploy step 7) delivers it, the SMTP server
    // receives it. The worker starts after the request: its start runs every job once, outbox delivery first.
    const reset = await fetch(`${base}/api/web/v1/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER.email }) });
    expect(reset.status).toBeLessThan(300);
    const started = performance.now();
    const worker = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
      cwd: root, env: { ...process.env, ...mailEnv, NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let workerOutput = '';
    worker.stdout.on('data', (chunk) => (workerOutput += chunk));
    worker.stderr.on('data', (chunk) => (workerOutput += chunk));
    const exited = new Promise<number | null>((resolve) => worker.on('close', (code) => resolve(code)));
    try {
      // The store writes the mail after its answer (a 202 says it was asked for); the worker delivers every minute.
      const deadline = performance.now() + 150_000;
      while (!smtp!.received.some((m) => m.to === OWNER.email) && performance.now() < deadline && worker.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      steps.push({ step: 'worker (npm run worker) start to the reset mail received', ms: performance.now() - started });
      expect(smtp!.received.some((m) => m.to === OWNER.email), workerOutput).toBe(true);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited, workerOutput).toBe(0);
    const mail = smtp!.received.find((m) => m.to === OWNER.email);
    expect(mail?.text ?? '', JSON.stringify(smtp!.received)).toMatch(/reset/i);
    recordFigures(TOPIC, [
      // One line a step (the last run of a repeated one).
      ...[...new Map(steps.map((s) => [s.step, s])).values()].map(({ step, ms }) => ({ measure: step, value: seconds(ms), budget: 'measured', ok: true })),
      { measure: 'the whole walk: empty database to a served shop with its editor (these steps)', value: seconds(steps.reduce((sum, s) => sum + s.ms, 0)), budget: 'measured', ok: true },
    ]);
  }, 300_000);
});
