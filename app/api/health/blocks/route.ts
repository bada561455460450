import { connection } from 'next/server';
import { json } from '@/server/api/respond';
import { log } from '@/lib/log';
import { readSkippedBlockCounts } from '@/server/skipped-blocks';

/**
 * The renderer's skipped-block counters per content type (DESIGN: an invalid or unknown entry is never silent), as
 * every instance of the store wrote them to the database. Without the database the counters are unknown: a 503.
 */
export async function GET() {
  await connection();
  const headers = { 'cache-control': 'no-store' };
  try {
    return json({ status: 'ok', skippedBlocks: await readSkippedBlockCounts() }, { headers });
  } catch (error) {
    log.error('Skipped-block counters: the database did not answer', { error: error instanceof Error ? error.message : String(error) });
    return json({ status: 'unknown', skippedBlocks: null, message: 'The database did not answer' }, { status: 503, headers });
  }
}
