/**
 * Content for user segments (SPEC §3 selectedUserSegments): a `segmentBlocks` entry holds blocks for visitors
 * in one of its segments. The renderer replaces it by its blocks when the context's segments match — in
 * preview, the editor's selected segments; on the live, cached pages, none — and by nothing otherwise.
 */
import schema from '@/schemas/cms/segment-blocks.schema.json';
import { visibleToSegments } from '@/lib/user-segments';
import { validateFields, type ValidationIssue } from './validate';
import type { ContentEntry, JsonSchema, RenderContext } from './types';

export const SEGMENT_BLOCKS_CONTENT_TYPE = 'segmentBlocks';

export interface SegmentBlocksFields {
  title?: string;
  userSegments: string[];
  blocks: ContentEntry[];
}

/** The blocks a `segmentBlocks` entry stands for in this context (none for a visitor outside its segments). */
export function selectSegmentBlocks(entry: ContentEntry, context: Pick<RenderContext, 'preview'>): { kind: 'blocks'; entries: ContentEntry[] } | { kind: 'invalid'; errors: ValidationIssue[] } {
  const validation = validateFields(schema as JsonSchema, entry.fields);
  if (!validation.valid) return { kind: 'invalid', errors: validation.errors };
  const fields = entry.fields as unknown as SegmentBlocksFields;
  return { kind: 'blocks', entries: visibleToSegments(fields, context.preview?.selectedUserSegments ?? []) ? fields.blocks : [] };
}
