/**
 * Health checks that do not cause outages (issue 32; docs/deploy.md, "Health, readiness, shutdown"). A production
 * start of the build on a database nobody has migrated: liveness (`/api/health`, the image's HEALTHCHECK) is 200, as
 * it asks nothing outside the process, while readiness (`/api/health/ready`, the load balancer's) is 503 naming the
 * migration the build needs and the release step — until the release step runs, when it is ready without a restart.
 * Then the database goes away under the running instance: readiness 503, liveness still 200 (a liveness probe that
 * failed with the database would restart every instance at once for a fault no restart mends).
 */
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

interface Service { stop: () => Promise<void>; env: Record<string, string> }
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
