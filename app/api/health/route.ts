import { connection } from 'next/server';
import { json } from '@/server/api/respond';
import { contentCircuitState } from '@/content/source';

/**
 * Liveness (docs/deploy.md, "Health, readiness, shutdown"): the process answers. It asks nothing outside the process
 * — a liveness probe that failed with the database or the content source would restart every instance at once for a
 * fault no restart mends. It says what the process last saw of the content source (its circuit: `degraded` while
 * the source fails, still 200). Readiness, which does ask, is `/api/health/ready`; the renderer's skipped-block
 * counters are `/api/health/blocks`.
 */
export async function GET() {
  await connection();
  const headers = { 'cache-control': 'no-store' };
  const content = contentCircuitState();
  if (!content.ok) return json({ status: 'degraded', message: 'The content source does not answer: cached pages are served, uncached ones answer 503', content }, { headers });
  return json({ status: 'ok', content }, { headers });
}
