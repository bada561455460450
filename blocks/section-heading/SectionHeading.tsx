import { inspector } from '@/renderer/inspector';
import type { BlockProps, FieldsOf } from '@/renderer/types';
import type { schema } from './section-heading.schema';
import './section-heading.css';

export type SectionSpacing = 'none' | 'small' | 'large';

/** The normalized fields of the block's entry, from its schema (section-heading.schema.ts). */
export type SectionHeadingFields = FieldsOf<typeof schema>;

/** A heading (h2) that opens a section of a page, with an optional subheading; without a heading, a spacer. */
export function SectionHeading({ entry, fields, context }: BlockProps<SectionHeadingFields>) {
  const spacing: SectionSpacing = fields.spacing ?? 'small';
  const tag = inspector(entry, context);
  if (!fields.heading) {
    return <div className={`section-heading section-heading--spacer section-heading--${spacing}`} aria-hidden="true" {...tag('spacing')} />;
  }
  return (
    <div className={`section-heading section-heading--${spacing}`} {...tag('spacing')}>
      <div className="container">
        <h2 className="section-heading__title" {...tag('heading')}>{fields.heading}</h2>
        {fields.subheading ? <p className="section-heading__subheading" {...tag('subheading')}>{fields.subheading}</p> : null}
      </div>
    </div>
  );
}
