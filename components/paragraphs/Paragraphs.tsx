import { Fragment } from 'react';
import { paragraphLinesOf, paragraphsOf } from '@/lib/text/paragraphs';

export interface ParagraphsProps {
  /** Plain text: paragraphs separated by a blank line (see `lib/text/paragraphs`). */
  text: string;
  /** The class of every `<p>`. */
  className?: string;
  /** Render a single line break inside a paragraph as `<br>` (an address, a poem); otherwise it is a space. */
  lineBreaks?: boolean;
}

/** Plain text from content as `<p>` elements, one a paragraph. */
export function Paragraphs({ text, className, lineBreaks = false }: ParagraphsProps) {
  if (!lineBreaks) {
    return paragraphsOf(text).map((paragraph, i) => (
      <p key={i} className={className}>
        {paragraph}
      </p>
    ));
  }
  return paragraphLinesOf(text).map((lines, i) => (
    <p key={i} className={className}>
      {lines.map((line, j) => (
        <Fragment key={j}>
          {j > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
