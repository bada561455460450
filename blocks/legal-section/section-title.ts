/**
 * How a legal section is named in a URL: its element id is a slug of its title, and `?section=` matches its
 * title ignoring case, extra spaces and `+` (`/terms?section=Legal+Terms`).
 */

/** A title in the form used for matching: Unicode-normalized, lower case, `+` as a space, spaces collapsed. */
export function normalizeSectionTitle(title: string): string {
  return title.normalize('NFC').toLowerCase().replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The element id of a section: a slug of its title that keeps letters and marks of any script (Thai and
 * Chinese titles keep their characters); `fallback` when nothing is left.
 */
export function sectionId(title: string, fallback: string): string {
  const slug = normalizeSectionTitle(title)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `section-${fallback}`;
}
