/**
 * Blocks the renderer skipped: each logged as one structured line and counted per content type and reason
 * for `/api/health` (server components cannot set response headers, and cached pages do not render again).
 * The counts live in the database (`server/skipped-blocks.ts`), shared by every process and module instance;
 * rendering never waits for them.
 */
import { log } from '@/lib/log';
import { countSkippedBlock, discardPendingSkippedBlocks, pendingSkippedBlockCounts } from '@/server/skipped-blocks';
import type { ValidationIssue } from './validate';

/** `not-a-page-flag`: an experimentVariants entry names a flag the proxy does not evaluate; its default blocks show. */
export type SkipReason = 'unknown-content-type' | 'invalid-fields' | 'resolve-data-failed' | 'render-failed' | 'not-a-page-flag';

export function recordSkippedBlock(skip: { contentType: string; entryId: string; reason: SkipReason; errors?: ValidationIssue[]; message?: string }) {
  log.warn('Block skipped', { contentType: skip.contentType, entryId: skip.entryId, reason: skip.reason, errors: skip.errors, error: skip.message });
  countSkippedBlock(skip.contentType, skip.reason);
}

/** This instance's counts not yet written to the database, `{ heroBanner: { total: 2, 'invalid-fields': 2 } }` (tests). */
export const skippedBlockCounts = pendingSkippedBlockCounts;

export const resetSkippedBlockCounts = discardPendingSkippedBlocks;
