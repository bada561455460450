/**
 * Plain text from content (a Contentful long-text field) read as paragraphs: a blank line — or a line of only
 * spaces — separates them, Windows and old Mac line ends count as line ends, and leading and trailing spaces
 * are not content.
 */

/** The paragraphs of `text`, each trimmed (single line breaks inside one are kept); empty ones are dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The paragraphs of `text`, each a list of its lines (trimmed, blank ones dropped). */
export function paragraphLinesOf(text: string): string[][] {
  return paragraphsOf(text).map((paragraph) =>
    paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}
