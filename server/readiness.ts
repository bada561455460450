/**
 * Readiness (docs/deploy.md): an instance takes traffic only when what it cannot serve without answers — the
 * database, and Redis when REDIS_URL shares the caches. The content source is checked too, but its outage only
 * degrades the instance (cached pages are still served, uncached ones answer 503; docs/reliability/faults.md):
 * taking every instance out of the load balancer for it would turn a partial outage into a whole one. Each check
 * has a time limit, so a hung dependency makes the answer "not ready" rather than a hung probe. Liveness stays
 * `/api/health`.
 */
import 'server-only';
import { createClient } from 'redis';
import { getPool } from '@/commerce/db/pool';
import { contentSourceHealth } from '@/content/source';

export interface CheckResult {
  ok: boolean;
  ms: number;
  message?: string;
}

export type Checks = Record<string, () => Promise<unknown>>;

/** Checks whose failure leaves the instance serving (degraded) rather than not ready. */
export const DEGRADING_CHECKS: ReadonlySet<string> = new Set(['content']);

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

/** The store's own checks, from its environment. */
export function storeChecks(env: NodeJS.ProcessEnv = process.env): Checks {
  return {
    database: () => getPool().query('SELECT 1'),
    content: async () => {
      const health = await contentSourceHealth();
      if (!health.ok) throw new Error(health.message ?? 'the content source did not answer');
    },
    ...(env.REDIS_URL ? { redis: () => pingRedis(env.REDIS_URL!) } : {}),
  };
}
