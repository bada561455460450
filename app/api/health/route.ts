import { connection } from 'next/server';
import { json } from '@/server/api/respond';
import { log } from '@/lib/log';
import { readSkippedBlockCounts } from '@/server/skipped-blocks';
import { contentSourceHealth } from '@/content/source';

/**
 * Liveness plus what the process sees of its sources: the content source (through the same circuit the pages read
 * by, so an outage shows here as it does to shoppers: `status: 'degraded'`, still 200 — the process serves cached
 * pages and commerce, and a liveness probe must not restart it for a source it cannot mend), and the renderer's
 * skipped-block counters per content type (DESIGN: never silent), as every instance of the store wrote them to the
 * database. Without the database the counters are unknown: a 503.
 */
export async function GET() {
  await connection();
  const headers = { 'cache-control': 'no-store' };
  const content = await contentSourceHealth();
  try {
    const skippedBlocks = await readSkippedBlockCounts();
    if (!content.ok) return json({ status: 'degraded', message: 'The content source does not answer: cached pages are served, uncached ones answer 503', content, skippedBlocks }, { headers });
    return json({ status: 'ok', content, skippedBlocks }, { headers });
  } catch (error) {
    log.error('Health: the database did not answer', { error: error instanceof Error ? error.message : String(error) });
    return json({ status: 'degraded', skippedBlocks: null, content, message: 'The database did not answer' }, { status: 503, headers });
  }
}
