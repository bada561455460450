import type { Document } from '@contentful/rich-text-types';
import type { BlockProps } from '@/renderer/types';
import { RichText } from '@/components/rich-text/RichText';

export interface RichTextFields {
  body: Document;
}

/** A block of editorial text (headings, lists, links, quotes, tables) from a Contentful rich-text field. */
export function RichTextBlock({ fields, context }: BlockProps<RichTextFields>) {
  return (
    <div className="rich-text-block">
      <div className="container">
        <RichText document={fields.body} context={context} className="rich-text-block__body" />
      </div>
    </div>
  );
}
