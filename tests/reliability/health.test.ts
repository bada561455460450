/**
 * Health checks that do not cause outages (issue 32; docs/deploy.md, "Health, readiness, shutdown"). A production
 * start of the build on a database nobody has migrated: liveness (`/api/health`, the image's HEALTHCHECK) is 200, as
 * it asks nothing outside the process, while readiness (`/api/health/ready`, the load balancer's) is 503 naming the
 * migration the build needs and the release step — until the release step runs, when it is ready without a restart.
 * Then the database goes away under the running instance: readiness 503, liveness still 200 (a liveness probe that
 * failed with the database would restart every instance at once for a fault no restart mends).
 * Last, SIGTERM under a kept-alive load (what nginx's upstream pool sends): the instance answers what it is serving,
 * closes each connection after it, refuses new ones and exits within the shutdown bound (scripts/lib/shutdown-drain.mjs).
 */
import type { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@/commerce/db/migrate';
import { recordFigures } from './figures';
import { RELIABILITY_PORTS } from './fault-stack';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureBuilt, startContent, startDatabase, startWeb } from '@/scripts/lib/stack.mjs';

const TOPIC = 'Health checks';
const port = RELIABILITY_PORTS.port + 8;
const DATABASE = 'atelier_health_unmigrated';

interface Service { stop: () => Promise<void>; env: Record<string, string>; child?: ChildProcess }
let content: Service | undefined;
let db: Service | undefined;
let web: Service | undefined;
let admin: pg.Client | undefined;
let emptyUrl = '';
const base = `http://localhost:${port}`;

const get = async (path: string) => {
  const response = await fetch(base + path, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: (await response.json()) as { status: string; message?: string; checks?: Record<string, { ok: boolean; message?: string }> } };
};

beforeAll(async () => {
  content = await startContent({ ...RELIABILITY_PORTS, webPort: port, reseedContent: true, log: false });
  db = await startDatabase({ ...RELIABILITY_PORTS, log: false });
  ensureBuilt({ env: { ...content!.env, ...db!.env }, anyData: true });
  admin = new pg.Client({ connectionString: db!.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(db!.env.DATABASE_URL);
  url.pathname = `/${DATABASE}`;
  emptyUrl = url.toString();
  web = await startWeb({ port, env: { ...content!.env, ...db!.env, DATABASE_URL: emptyUrl }, name: 'web-health' });
});

afterAll(async () => {
  await web?.stop();
  await admin?.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => undefined);
  await admin?.end();
  await db?.stop();
  await content?.stop();
});

describe('liveness asks nothing outside the process; readiness waits for the migrations', () => {
  it('an unmigrated database: live, not ready (naming the release step); migrated: ready without a restart', async () => {
    const live = await get('/api/health');
    const unmigrated = await get('/api/health/ready');
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(unmigrated.status).toBe(503);
    expect(unmigrated.body.checks?.database).toMatchObject({ ok: false });
    expect(unmigrated.body.message).toMatch(/database: the database has no migrations; this build needs \d{4}: run the release step \(scripts\/db\.ts migrate\)/);

    const pool = new pg.Pool({ connectionString: emptyUrl, max: 2 });
    try {
      await runMigrations(pool);
    } finally {
      await pool.end();
    }
    const migrated = await get('/api/health/ready');
    expect(migrated.status).toBe(200);
    expect(migrated.body.checks?.database).toMatchObject({ ok: true });

    // The database goes away under the running instance.
    await admin!.query(`DROP DATABASE ${DATABASE} WITH (FORCE)`);
    const gone = await get('/api/health/ready');
    const stillLive = await get('/api/health');
    expect(gone.status).toBe(503);
    expect(stillLive).toMatchObject({ status: 200, body: { status: 'ok' } });

    recordFigures(TOPIC, [
      { measure: 'readiness on a database nobody migrated', value: `${unmigrated.status}, names the release step`, budget: '503', ok: unmigrated.status === 503 },
      { measure: 'readiness once the release step ran (same process)', value: String(migrated.status), budget: '200', ok: migrated.status === 200 },
      { measure: 'liveness with the database unmigrated / gone', value: `${live.status} / ${stillLive.status}`, budget: '200 / 200', ok: live.status === 200 && stillLive.status === 200 },
      { measure: 'readiness with the database gone', value: String(gone.status), budget: '503', ok: gone.status === 503 },
    ]);
  });
});

/** One GET on a kept-alive agent: the status, or 0 when the connection was refused or cut. */
function keptAliveGet(agent: Agent, p: number, path: string): Promise<{ status: number; connection: string; error?: string }> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: 'localhost', port: p, path, agent, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection) }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', (error) => resolve({ status: 0, connection: '', error: String(error) }));
    req.end();
  });
}

describe('SIGTERM under a kept-alive load', () => {
  it('closes kept-alive connections after their answer, and the process exits within the bound (10 s)', async () => {
    const drainPort = port + 1;
    const instance: Service = await startWeb({ port: drainPort, env: { ...content!.env, ...db!.env }, name: 'web-drain' });
    const child = instance.child!;
    const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(performance.now())));
    const agents = Array.from({ length: 4 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    try {
      // Both routes answered once before the load (a first request of a route is slow on a busy machine).
      for (const path of ['/api/health', '/api/health/ready']) await (await fetch(`http://localhost:${drainPort}${path}`, { signal: AbortSignal.timeout(60_000) })).text();
      for (const agent of agents) expect(await keptAliveGet(agent, drainPort, '/api/health')).toEqual({ status: 200, connection: 'keep-alive' });
      let signalledAt = 0;
      let gone = false;
      void exited.then(() => (gone = true));
      // Each answer after the signal, with the client it came to and whether it was that client's first one
      // since: a request already in flight when the signal reached the process may still be answered with its
      // connection kept (its headers can be written before the signal is handled); any later one may not.
      const after: { status: number; connection: string; client: number; first: boolean }[] = [];
      // Four clients keep their connections busy, as a proxy's pool does under load, until the process is gone.
      const clients = agents.map(async (agent, client) => {
        const loopStarted = performance.now();
        let answeredSinceSignal = 0;
        while (!gone && performance.now() - loopStarted < 30_000) {
          const answer = await keptAliveGet(agent, drainPort, '/api/health/ready');
          if (signalledAt) after.push({ ...answer, client, first: answeredSinceSignal++ === 0 });
          if (signalledAt && answer.status === 0) await new Promise((r) => setTimeout(r, 50));
        }
      });
      await new Promise((r) => setTimeout(r, 300));
      signalledAt = performance.now();
      child.kill('SIGTERM');
      const exitAt = await Promise.race([exited, new Promise<number>((r) => setTimeout(() => r(Infinity), 30_000))]);
      await Promise.all(clients);
      const exitSeconds = (exitAt - signalledAt) / 1000;
      const servedAfter = after.filter((a) => a.status !== 0);
      const keptOpen = servedAfter.filter((a) => a.connection !== 'close' && !a.first);
      const keptOpenInFlight = servedAfter.filter((a) => a.connection !== 'close' && a.first).length;
      const readyAfter = servedAfter.filter((a) => a.status === 200).length;
      recordFigures(TOPIC, [
        { measure: 'SIGTERM to exit under 4 busy kept-alive connections', value: `${exitSeconds.toFixed(2)} s`, budget: '< 10 s', ok: exitSeconds < 10 },
        { measure: 'answers after SIGTERM that kept their connection open (beyond one in flight per connection)', value: `${keptOpen.length} of ${servedAfter.length} (in flight: ${keptOpenInFlight})`, budget: '0', ok: keptOpen.length === 0 },
        // A request already in flight when the signal came may still read ready: at most one per connection.
        { measure: 'readiness answered "ready" after SIGTERM (requests in flight at the signal)', value: `${readyAfter} (${servedAfter.length} answers)`, budget: `≤ ${agents.length}`, ok: readyAfter <= agents.length },
      ]);
      expect(exitSeconds).toBeLessThan(10);
      expect(keptOpen).toEqual([]);
      expect(readyAfter).toBeLessThanOrEqual(agents.length);
    } finally {
      for (const agent of agents) agent.destroy();
      await instance.stop();
    }
  });
});
