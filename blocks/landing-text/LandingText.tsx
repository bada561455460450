import type { BlockProps, FieldsOf } from '@/renderer/types';
import { Paragraphs } from '@/components/paragraphs/Paragraphs';
import { getTranslator } from '@/lib/i18n/intl';
import { inspector } from '@/renderer/inspector';
import { ReadMore } from './ReadMore';
import type { schema } from './landing-text.schema';
import './landing-text.css';

/** The normalized fields of the block's entry, from its schema (landing-text.schema.ts). */
export type LandingTextFields = FieldsOf<typeof schema>;

export const DEFAULT_COLLAPSED_LINES = 4;

/**
 * The introduction of a landing page: an optional heading and text clamped to a few lines with Read more /
 * Read less (SPEC §2). The server renders the whole text; the `ReadMore` island clamps it after hydration.
 */
export function LandingText({ entry, fields, context }: BlockProps<LandingTextFields>) {
  const t = getTranslator(context.country, context.lang);
  const base = `landing-text-${entry.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const headingId = `${base}-heading`;
  const tag = inspector(entry, context);
  return (
    <section className="landing-text" aria-labelledby={fields.heading ? headingId : undefined} {...tag('collapsedLines')}>
      <div className="container">
        {fields.heading ? (
          <h2 id={headingId} className="landing-text__heading" {...tag('heading')}>
            {fields.heading}
          </h2>
        ) : null}
        <ReadMore
          id={`${base}-body`}
          lines={fields.collapsedLines ?? DEFAULT_COLLAPSED_LINES}
          readMoreLabel={t('block.readMore')}
          readLessLabel={t('block.readLess')}
        >
          <Paragraphs text={fields.body} lineBreaks attributes={tag('body')} />
        </ReadMore>
      </div>
    </section>
  );
}
