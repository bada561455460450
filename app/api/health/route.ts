import { connection } from 'next/server';
import { json } from '@/server/api/respond';
import { skippedBlockCounts } from '@/renderer/skipped-blocks';

/** Liveness plus the renderer's skipped-block counters per content type (DESIGN: never silent). */
export async function GET() {
  await connection();
  return json({ status: 'ok', skippedBlocks: skippedBlockCounts() }, { headers: { 'cache-control': 'no-store' } });
}
