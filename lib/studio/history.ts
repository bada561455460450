/**
 * A page's publishing history in the studio (issue 33): every publish from the studio is a version (who, when, the
 * published fields of the page and of every block and linked entry: commerce/studio/page-versions.ts keeps them in
 * PostgreSQL), and an unpublish is recorded with who and when. Here: the shapes the studio API answers and the words
 * the editor reads ("Published on 3 Dec 2026, 15:40 UTC by editor@…"). Pure: runs in the browser and the server.
 */
import type { EntryFields } from './form-schema';

/** One entry as it was published in a version: its id, content type and every field in every locale. */
export interface SnapshotEntry {
  id: string;
  contentType: string;
  fields: EntryFields;
}

/** A version as the history list shows it. */
export interface PageVersionSummary {
  version: number;
  /** ISO time of the publish. */
  publishedAt: string;
  /** The e-mail of the studio account that published it (as it was then). */
  publishedBy: string;
  /** The content source's `publishedVersion` of the page entry right after this publish. */
  pagePublishedVersion: number | null;
  /** How many entries this publish published (changed ones), and how many the page had (blocks, linked entries). */
  publishedCount: number;
  entryCount: number;
}

/** A whole version: the summary and the snapshot (the page, then its blocks and linked entries, children first). */
export interface PageVersion extends PageVersionSummary {
  page: SnapshotEntry;
  entries: SnapshotEntry[];
  /** The ids of the entries this publish published (the others were already published as they are). */
  publishedEntries: string[];
}

/** An unpublish from the studio. */
export interface PageUnpublish {
  unpublishedAt: string;
  unpublishedBy: string;
}

/** The last publish and the last unpublish of a page from the studio, for its status line. */
export interface PagePublishing {
  published?: PageVersionSummary;
  unpublished?: PageUnpublish;
}

/** "3 Dec 2026, 15:40 UTC": a moment in an editor's words, in `timeZone` (the browser's; UTC on the server). */
export function whenWords(at: string, timeZone = 'UTC'): string {
  const parts = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone, timeZoneName: 'short' }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** "Published by editor@… on 3 Dec 2026, 15:40 UTC": a version's line in the history list. */
export const versionWords = (v: PageVersionSummary, timeZone?: string) => `Published by ${v.publishedBy} on ${whenWords(v.publishedAt, timeZone)}`;

/** The page entry's own state in the content source, as the editor holds it. */
export interface PageState {
  publishedVersion: number | null;
  /** A block, linked entry or the page itself changed since the page was published (the editor's status). */
  changed: boolean;
}

/**
 * The page's status in words: "Draft (never published)"; "Published on … by …" (when the studio's last recorded
 * publish is what shoppers get), else "Published"; "Changed since publish (published on … by …)"; and after an
 * unpublish "Unpublished on … by …".
 */
export function statusWords(page: PageState, publishing: PagePublishing = {}, timeZone?: string): string {
  const { published, unpublished } = publishing;
  if (page.publishedVersion === null) {
    if (unpublished && (!published || unpublished.unpublishedAt >= published.publishedAt)) return `Unpublished on ${whenWords(unpublished.unpublishedAt, timeZone)} by ${unpublished.unpublishedBy}`;
    if (published) return `Unpublished (last published on ${whenWords(published.publishedAt, timeZone)} by ${published.publishedBy})`;
    return 'Draft (never published)';
  }
  // A publish made elsewhere (Contentful's web app) since the studio's last one: who and when are not known here.
  const known = published && published.pagePublishedVersion === page.publishedVersion ? `on ${whenWords(published.publishedAt, timeZone)} by ${published.publishedBy}` : undefined;
  if (page.changed) return known ? `Changed since publish (published ${known})` : 'Changed since publish';
  return known ? `Published ${known}` : 'Published';
}
