import type { BlockProps, FieldsOf } from '@/renderer/types';
import { RichText } from '@/components/rich-text/RichText';
import { inspector } from '@/renderer/inspector';
import type { schema } from './rich-text.schema';
import './rich-text.css';

/** The normalized fields of the block's entry, from its schema (rich-text.schema.ts). */
export type RichTextFields = FieldsOf<typeof schema>;

/** A block of editorial text (headings, lists, links, quotes, tables) from a Contentful rich-text field. */
export function RichTextBlock({ entry, fields, context }: BlockProps<RichTextFields>) {
  return (
    <div className="rich-text-block" {...inspector(entry, context)('body')}>
      <div className="container">
        <RichText document={fields.body} context={context} className="rich-text-block__body" />
      </div>
    </div>
  );
}
