import { connection } from 'next/server';
import { json } from '@/server/api/respond';
import { log } from '@/lib/log';
import { runChecks, shutdownStartedAt, storeChecks } from '@/server/readiness';

/**
 * Readiness for a load balancer or orchestrator (docs/deploy.md): 200 when the database and (with REDIS_URL) Redis
 * answer — `ready`, or `degraded` naming the content source when it does not (cached pages are still served); 503
 * naming what does not, until it does; 503 from the moment the instance is told to stop (SIGTERM) while it drains.
 * Liveness is `/api/health`.
 */
export async function GET() {
  await connection();
  const stopping = shutdownStartedAt();
  if (stopping !== undefined) {
    return json({ status: 'stopping', message: `Not ready: shutting down since ${new Date(stopping).toISOString()}` }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
  const { ready, degraded, checks } = await runChecks(storeChecks());
  const headers = { 'cache-control': 'no-store' };
  if (ready && degraded.length === 0) return json({ status: 'ready', checks }, { headers });
  if (ready) return json({ status: 'degraded', message: `Serving without: ${degraded.join(', ')}`, checks }, { headers });
  const failing = Object.entries(checks).filter(([, c]) => !c.ok).map(([name, c]) => `${name}: ${c.message}`);
  log.warn('Not ready', { failing });
  return json({ status: 'not ready', message: `Not ready: ${failing.join('; ')}`, checks }, { status: 503, headers });
}
