import { Fragment } from 'react';
import { paragraphLinesOf, paragraphsOf } from '@/lib/text/paragraphs';

export interface ParagraphsProps {
  /** Plain text: paragraphs separated by a blank line (see `lib/text/paragraphs`). */
  text: string;
  /** The class of every `<p>`. */
  className?: string;
  /** Render a single line break inside a paragraph as `<br>` (an address, a poem); otherwise it is a space. */
  lineBreaks?: boolean;
  /** `data-*` attributes of every `<p>` (a preview's field tags, renderer/inspector.ts). */
  attributes?: Readonly<Partial<Record<`data-${string}`, string>>>;
}

/** Plain text from content as `<p>` elements, one a paragraph. */
export function Paragraphs({ text, className, lineBreaks = false, attributes }: ParagraphsProps) {
  if (!lineBreaks) {
    return paragraphsOf(text).map((paragraph, i) => (
      <p key={i} className={className} {...attributes}>
        {paragraph}
      </p>
    ));
  }
  return paragraphLinesOf(text).map((lines, i) => (
    <p key={i} className={className} {...attributes}>
      {lines.map((line, j) => (
        <Fragment key={j}>
          {j > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
