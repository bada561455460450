import { Fragment, type ReactNode } from 'react';
import { blockRegistry, type BlockRegistry as Registry } from './registry';
import { BlockBoundary } from './BlockBoundary';
import { BlockReport } from './EntryReport';
import { recordSkippedBlock, type SkipReason } from './skipped-blocks';
import { validateFields, type ValidationIssue } from './validate';
import { FLAG_VARIANTS_CONTENT_TYPE, selectFlagVariant } from './flag-variants';
import { SEGMENT_BLOCKS_CONTENT_TYPE, selectSegmentBlocks } from './segment-blocks';
import type { ContentEntry, RenderContext } from './types';

/**
 * Entry tree → validated block tree → React. Every entry is validated against its block's schema and its
 * data resolved before anything renders; an unknown or invalid entry is skipped (logged, counted, and
 * reported in place in preview) and the rest of the page renders.
 */
export async function renderBlocks(entries: readonly ContentEntry[], context: RenderContext, registry: Registry = blockRegistry): Promise<ReactNode[]> {
  const inPreview = context.preview !== null;
  const rendered = await Promise.all(
    entries.map(async (entry, index): Promise<ReactNode> => {
      const key = `${entry.id}-${index}`;
      const skip = (reason: SkipReason, errors?: ValidationIssue[], message?: string) => {
        recordSkippedBlock({ contentType: entry.contentType, entryId: entry.id, reason, errors, message });
        return inPreview ? <BlockReport key={key} entry={entry} reason={reason} errors={errors} message={message} /> : null;
      };
      if (entry.contentType === FLAG_VARIANTS_CONTENT_TYPE) {
        const outcome = selectFlagVariant(entry, context);
        if (outcome.kind === 'invalid') return skip('invalid-fields', outcome.errors);
        const report = outcome.kind === 'not-a-page-flag' ? skip('not-a-page-flag') : null;
        return <Fragment key={key}>{report}{await renderBlocks(outcome.entries, context, registry)}</Fragment>;
      }
      if (entry.contentType === SEGMENT_BLOCKS_CONTENT_TYPE) {
        const outcome = selectSegmentBlocks(entry, context);
        if (outcome.kind === 'invalid') return skip('invalid-fields', outcome.errors);
        return <Fragment key={key}>{await renderBlocks(outcome.entries, context, registry)}</Fragment>;
      }
      const block = registry.get(entry.contentType);
      if (!block) return skip('unknown-content-type');
      const validation = validateFields(block.schema, entry.fields);
      if (!validation.valid) return skip('invalid-fields', validation.errors);
      let data: unknown = undefined;
      if (block.resolveData) {
        try {
          data = await block.resolveData(entry.fields, context, entry);
        } catch (error) {
          return skip('resolve-data-failed', undefined, error instanceof Error ? error.message : String(error));
        }
      }
      const Block = block.component;
      return (
        <BlockBoundary key={key} contentType={entry.contentType} entryId={entry.id} showReport={inPreview}>
          <Block entry={entry} fields={entry.fields} data={data} context={context} />
        </BlockBoundary>
      );
    }),
  );
  return rendered.filter((node) => node !== null);
}
