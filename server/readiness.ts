/**
 * Readiness (docs/deploy.md): an instance takes traffic only when what it cannot serve without answers — the
 * database, migrated at least to the migration this build was made with (an unmigrated database fails every page).
 * The content source and Redis are checked too, but their outage only degrades the instance (cached pages are still
 * served, uncached ones answer 503 without the source; without Redis each instance serves and caches on its own;
 * docs/reliability/faults.md): taking every instance out of the load balancer for a dependency they all share would
 * turn a partial outage into a whole one. Each check has a time limit, so a hung dependency makes the answer "not
 * ready" rather than a hung probe. Liveness stays `/api/health`.
 */
import 'server-only';
import { createClient } from 'redis';
import { getPool } from '@/commerce/db/pool';
import { checkSchemaVersion, readMigrations } from '@/commerce/db/migrate';

export { checkSchemaVersion };
import { contentSourceHealth } from '@/content/source';
import { DEMO_EDITOR_REFUSAL, demoEditorIsOpen } from '@/commerce/accounts/editors';
import { isProductionDeployStart } from '@/lib/sandbox';

/** Set once the demo editor was found closed: the check (a password hash) is not repeated on every probe. */
let demoEditorChecked = false;

export interface CheckResult {
  ok: boolean;
  ms: number;
  message?: string;
}

export type Checks = Record<string, () => Promise<unknown>>;

/** Checks whose failure leaves the instance serving (degraded) rather than not ready. */
export const DEGRADING_CHECKS: ReadonlySet<string> = new Set(['content', 'redis']);

export interface ChecksResult {
  /** Every check but the degrading ones answered. */
  ready: boolean;
  /** The degrading checks that failed (the instance serves, with less). */
  degraded: string[];
  checks: Record<string, CheckResult>;
}

/** Runs every check at once, each bounded by `timeoutMs`; ready when all but the degrading ones answered. */
export async function runChecks(checks: Checks, timeoutMs = 2_000, degrading: ReadonlySet<string> = DEGRADING_CHECKS): Promise<ChecksResult> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
      const started = Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return [name, { ok: true, ms: Date.now() - started }];
      } catch (error) {
        return [name, { ok: false, ms: Date.now() - started, message: error instanceof Error ? error.message : String(error) }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    ready: entries.every(([name, result]) => result.ok || degrading.has(name)),
    degraded: entries.filter(([name, result]) => !result.ok && degrading.has(name)).map(([name]) => name),
    checks: Object.fromEntries(entries),
  };
}

let redis: ReturnType<typeof createClient> | undefined;

/** The process's probe connection to Redis (one, reused; the cache handlers keep their own). */
async function pingRedis(url: string): Promise<void> {
  if (!redis) {
    redis = createClient({ url, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
    redis.on('error', () => undefined); // reported through the failed ping below
  }
  if (!redis.isOpen) await redis.connect().catch((error: unknown) => {
    redis = undefined;
    throw error;
  });
  await redis.ping();
}

/** The newest migration the build was made with (inlined by next.config.ts; read from the files where it is not). */
async function buildSchemaVersion(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.ATELIER_SCHEMA_VERSION) return env.ATELIER_SCHEMA_VERSION;
  return (await readMigrations()).at(-1)?.version ?? '';
}

/**
 * When this process began to shut down (SIGTERM; scripts/lib/graceful-shutdown.mjs, the server preload), or undefined
 * while it serves: from that moment the instance is not ready, whatever its dependencies say.
 */
export function shutdownStartedAt(): number | undefined {
  return (globalThis as Record<symbol, number | undefined>)[Symbol.for('atelier.shutdownStartedAt')];
}

/** The store's own checks, from its environment. */
export function storeChecks(env: NodeJS.ProcessEnv = process.env): Checks {
  return {
    database: async () => {
      await checkSchemaVersion((sql) => getPool().query(sql), await buildSchemaVersion(env));
      // A production store never serves while the demo editor signs in with its published password (issue 31).
      if (isProductionDeployStart(env) && !demoEditorChecked) {
        if (await demoEditorIsOpen(getPool())) throw new Error(DEMO_EDITOR_REFUSAL);
        demoEditorChecked = true;
      }
    },
    content: async () => {
      const health = await contentSourceHealth();
      if (!health.ok) throw new Error(health.message ?? 'the content source did not answer');
    },
    ...(env.REDIS_URL ? { redis: () => pingRedis(env.REDIS_URL!) } : {}),
  };
}
