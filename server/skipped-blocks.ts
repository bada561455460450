import 'server-only';
/**
 * The skipped-block counters of `/api/health`, kept in the database so that every process and module
 * instance adds to the same figures (the health route and the page renderer are separate bundles, and a
 * deployment runs several instances). Rendering never waits for them: a skip is added to this instance's
 * pending counts, which one batched upsert writes a moment later, bounded in time. A database outage loses no
 * page: the write fails, is logged once, and its counts wait for the next flush (a few content types × five
 * reasons, so the waiting map stays small).
 */
import type pg from 'pg';
import { getPool } from '@/commerce/db/pool';
import { log } from '@/lib/log';

/** How long skips gather before one write (a page with several bad blocks makes one statement). */
export const FLUSH_DELAY_MS = 500;
/** Longest a counter write may take; past it the batch is given up (counts are a health signal, not money). */
export const WRITE_TIMEOUT_MS = 2_000;
/** After a failed write, the next try. */
const RETRY_DELAY_MS = 30_000;

const pending = new Map<string, { contentType: string; reason: string; count: number }>();
let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> | undefined;
let failing = false;

function schedule(delay: number) {
  if (timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    void flushSkippedBlocks();
  }, delay);
  timer.unref?.();
}

/** Counts one skipped block; written to the database shortly after (never awaited by rendering). */
export function countSkippedBlock(contentType: string, reason: string): void {
  const key = `${contentType}\u0000${reason}`;
  const entry = pending.get(key) ?? { contentType, reason, count: 0 };
  entry.count += 1;
  pending.set(key, entry);
  schedule(FLUSH_DELAY_MS);
}

/** This instance's counts not written yet, in the health answer's shape. */
export function pendingSkippedBlockCounts(): Record<string, Record<string, number>> {
  return byContentType([...pending.values()]);
}

/** Forgets this instance's unwritten counts (tests). */
export function discardPendingSkippedBlocks(): void {
  pending.clear();
  if (timer) clearTimeout(timer);
  timer = undefined;
}

async function write(db: pg.Pool, batch: { contentType: string; reason: string; count: number }[], now: Date): Promise<void> {
  await db.query({
    text: `INSERT INTO skipped_blocks (content_type, reason, count, last_skipped_at)
           SELECT t, r, n, $4 FROM unnest($1::text[], $2::text[], $3::bigint[]) AS b(t, r, n)
           ON CONFLICT (content_type, reason) DO UPDATE SET count = skipped_blocks.count + excluded.count, last_skipped_at = excluded.last_skipped_at`,
    values: [batch.map((b) => b.contentType), batch.map((b) => b.reason), batch.map((b) => b.count), now],
    // pg ends the wait for the answer after this long; the race below also bounds waiting for a connection.
    query_timeout: WRITE_TIMEOUT_MS,
  } as pg.QueryConfig);
}

/**
 * Writes the pending counts in one statement (one write at a time per instance). A failed write puts its
 * counts back for the next try; a write that outlasts `WRITE_TIMEOUT_MS` is given up (it may still land, so
 * its counts are not added again).
 */
export async function flushSkippedBlocks(db?: pg.Pool, now = new Date()): Promise<void> {
  if (writing) await writing.catch(() => undefined);
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (!pending.size) return;
  const batch = [...pending.values()];
  pending.clear();
  let timedOut = false;
  let stop: ReturnType<typeof setTimeout> | undefined;
  const attempt = (async () => write(db ?? getPool(), batch, now))();
  writing = Promise.race([
    attempt,
    new Promise<void>((resolve) => {
      stop = setTimeout(() => {
        timedOut = true;
        resolve();
      }, WRITE_TIMEOUT_MS);
      stop.unref?.();
    }),
  ]);
  try {
    await writing;
    if (timedOut) log.warn('Skipped-block counts not written in time', { blocks: batch.length, timeoutMs: WRITE_TIMEOUT_MS });
    else if (failing) log.info('Skipped-block counts written again');
    failing = timedOut;
  } catch (error) {
    for (const b of batch) {
      const key = `${b.contentType}\u0000${b.reason}`;
      const entry = pending.get(key) ?? { ...b, count: 0 };
      entry.count += b.count;
      pending.set(key, entry);
    }
    if (!failing) log.warn('Skipped-block counts not written; kept for the next try', { error: error instanceof Error ? error.message : String(error) });
    failing = true;
    schedule(RETRY_DELAY_MS);
  } finally {
    if (stop) clearTimeout(stop);
    attempt.catch(() => undefined);
    writing = undefined;
  }
}

function byContentType(rows: { contentType: string; reason: string; count: number }[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const { contentType, reason, count } of rows) {
    const entry = (out[contentType] ??= { total: 0 });
    entry[reason] = (entry[reason] ?? 0) + count;
    entry.total += count;
  }
  return out;
}

/** Every instance's written counts: `{ heroBanner: { total: 2, 'invalid-fields': 2 } }`. */
export async function readSkippedBlockCounts(db: pg.Pool = getPool()): Promise<Record<string, Record<string, number>>> {
  const { rows } = await db.query<{ content_type: string; reason: string; count: string }>(
    'SELECT content_type, reason, count::text FROM skipped_blocks ORDER BY content_type, reason',
  );
  return byContentType(rows.map((r) => ({ contentType: r.content_type, reason: r.reason, count: Number(r.count) })));
}
