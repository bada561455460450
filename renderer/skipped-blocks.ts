/**
 * Blocks the renderer skipped, counted per content type for `/api/health` (server components cannot set
 * response headers, and cached pages do not render again), each also logged as one structured line.
 */
import { log } from '@/lib/log';
import type { ValidationIssue } from './validate';

/** `not-a-page-flag`: an experimentVariants entry names a flag the proxy does not evaluate; its default blocks show. */
export type SkipReason = 'unknown-content-type' | 'invalid-fields' | 'resolve-data-failed' | 'render-failed' | 'not-a-page-flag';

const counts = new Map<string, Map<SkipReason, number>>();

export function recordSkippedBlock(skip: { contentType: string; entryId: string; reason: SkipReason; errors?: ValidationIssue[]; message?: string }) {
  log.warn('Block skipped', { contentType: skip.contentType, entryId: skip.entryId, reason: skip.reason, errors: skip.errors, error: skip.message });
  const byReason = counts.get(skip.contentType) ?? new Map<SkipReason, number>();
  byReason.set(skip.reason, (byReason.get(skip.reason) ?? 0) + 1);
  counts.set(skip.contentType, byReason);
}

/** `{ heroBanner: { total: 2, 'invalid-fields': 2 } }` */
export function skippedBlockCounts(): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [type, byReason] of counts) {
    const entry: Record<string, number> = { total: 0 };
    for (const [reason, n] of byReason) {
      entry[reason] = n;
      entry.total += n;
    }
    out[type] = entry;
  }
  return out;
}

export function resetSkippedBlockCounts() {
  counts.clear();
}
