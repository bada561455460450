/**
 * Content varied by a page flag (issue 11): an `experimentVariants` entry holds default blocks and, per
 * variation key of a page flag, other blocks. The renderer replaces it by the blocks of the visitor's variation
 * (`context.flags`, from the `[flags]` path segment the proxy wrote) before it validates and renders them, so a
 * cached page stays cached per flag combination and editors vary any block without code.
 */
import { PAGE_FLAGS } from '@/lib/experiments/page-flags';
import schema from '@/schemas/cms/experiment-variants.schema.json';
import { validateFields, type ValidationIssue } from './validate';
import type { ContentEntry, JsonSchema, RenderContext } from './types';

export const FLAG_VARIANTS_CONTENT_TYPE = 'experimentVariants';

export interface FlagVariantsFields {
  title?: string;
  featureKey: string;
  defaultBlocks: ContentEntry[];
  variants?: ContentEntry<{ title?: string; variationKey: string; blocks: ContentEntry[] }>[];
}

export type FlagVariantsOutcome =
  | { kind: 'blocks'; entries: ContentEntry[] }
  | { kind: 'invalid'; errors: ValidationIssue[] }
  | { kind: 'not-a-page-flag'; entries: ContentEntry[] };

/** The blocks an `experimentVariants` entry stands for in this context. */
export function selectFlagVariant(entry: ContentEntry, context: Pick<RenderContext, 'flags'>): FlagVariantsOutcome {
  const validation = validateFields(schema as JsonSchema, entry.fields);
  if (!validation.valid) return { kind: 'invalid', errors: validation.errors };
  const fields = entry.fields as unknown as FlagVariantsFields;
  // Only page flags are in the path; any other flag would need a per-visitor page, so its default shows.
  if (!PAGE_FLAGS.some((f) => f.featureKey === fields.featureKey)) return { kind: 'not-a-page-flag', entries: fields.defaultBlocks };
  const key = context.flags[fields.featureKey];
  const variant = fields.variants?.find((v) => v.fields.variationKey === key);
  return { kind: 'blocks', entries: variant ? variant.fields.blocks : fields.defaultBlocks };
}
