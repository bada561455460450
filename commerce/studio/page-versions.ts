/**
 * The studio's page history in PostgreSQL (issue 33, migration 0054): each publish of a page from the studio is a
 * version (numbered per page from 1) with who published it, when, and the published fields of the page and of every
 * block and linked entry; each unpublish is recorded with who and when. The studio records both the same way on
 * either content source (the embedded server or Contentful): the studio is what publishes.
 */
import type pg from 'pg';
import type { Queryable } from '@/commerce/catalog/context';
import type { PagePublishing, PageUnpublish, PageVersion, PageVersionSummary, SnapshotEntry } from '@/lib/studio/history';

/** The studio account acting (server/studio/editor.ts: the session's account id). */
export interface StudioPublisher {
  accountId: string;
}

interface VersionRow {
  version: number;
  published_at: Date;
  published_by_email: string;
  page_published_version: number | null;
  published_count: number;
  entry_count: number;
}

const summary = (row: VersionRow): PageVersionSummary => ({
  version: row.version,
  publishedAt: row.published_at.toISOString(),
  publishedBy: row.published_by_email,
  pagePublishedVersion: row.page_published_version,
  publishedCount: row.published_count,
  entryCount: row.entry_count,
});

const SUMMARY_COLUMNS = `version, published_at, published_by_email, page_published_version,
  cardinality(published_entries) AS published_count, jsonb_array_length(entries) AS entry_count`;

/** An account id as the database keeps it (bigint), or null for one that is not (the e-mail is then '(unknown)'). */
const accountIdOf = (actor: StudioPublisher) => (/^\d{1,18}$/.test(actor.accountId) ? actor.accountId : null);

/**
 * Records a publish as the page's next version. Versions of one page are numbered one after another even when two
 * editors publish at once: a transaction-scoped advisory lock on the page's id orders them.
 */
export async function recordPageVersion(
  client: pg.PoolClient,
  input: { page: SnapshotEntry; entries: readonly SnapshotEntry[]; publishedEntries: readonly string[]; pagePublishedVersion: number | null; actor: StudioPublisher; at?: Date },
): Promise<PageVersionSummary> {
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended('studio-page-version:' || $1, 0))", [input.page.id]);
  const { rows } = await client.query<VersionRow>(
    `INSERT INTO studio_page_versions (page_id, version, published_at, published_by, published_by_email, page_published_version, page, entries, published_entries)
     SELECT $1, COALESCE((SELECT max(version) FROM studio_page_versions WHERE page_id = $1), 0) + 1, $2, $3::bigint,
       COALESCE((SELECT email FROM accounts WHERE id = $3::bigint), '(unknown)'), $4, $5, $6, $7
     RETURNING ${SUMMARY_COLUMNS}`,
    [input.page.id, input.at ?? new Date(), accountIdOf(input.actor), input.pagePublishedVersion, JSON.stringify(input.page), JSON.stringify(input.entries), input.publishedEntries],
  );
  return summary(rows[0]);
}

/** Records an unpublish of the page from the studio. */
export async function recordPageUnpublish(db: Queryable, pageId: string, actor: StudioPublisher, at = new Date()): Promise<PageUnpublish> {
  const { rows } = await db.query<{ unpublished_at: Date; unpublished_by_email: string }>(
    `INSERT INTO studio_page_unpublishes (page_id, unpublished_at, unpublished_by, unpublished_by_email)
     VALUES ($1, $2, $3::bigint, COALESCE((SELECT email FROM accounts WHERE id = $3::bigint), '(unknown)'))
     RETURNING unpublished_at, unpublished_by_email`,
    [pageId, at, accountIdOf(actor)],
  );
  return { unpublishedAt: rows[0].unpublished_at.toISOString(), unpublishedBy: rows[0].unpublished_by_email };
}

/** The page's versions, newest first. */
export async function listPageVersions(db: Queryable, pageId: string, limit = 100): Promise<PageVersionSummary[]> {
  const { rows } = await db.query<VersionRow>(`SELECT ${SUMMARY_COLUMNS} FROM studio_page_versions WHERE page_id = $1 ORDER BY version DESC LIMIT $2`, [pageId, limit]);
  return rows.map(summary);
}

/** One version with its snapshot, or undefined when the page has no such version. */
export async function loadPageVersion(db: Queryable, pageId: string, version: number): Promise<PageVersion | undefined> {
  const { rows } = await db.query<VersionRow & { page: SnapshotEntry; entries: SnapshotEntry[]; published_entries: string[] }>(
    `SELECT ${SUMMARY_COLUMNS}, page, entries, published_entries FROM studio_page_versions WHERE page_id = $1 AND version = $2`,
    [pageId, version],
  );
  const row = rows[0];
  return row && { ...summary(row), page: row.page, entries: row.entries, publishedEntries: row.published_entries };
}

/** The page's last recorded publish and last recorded unpublish (for its status line). */
export async function pagePublishing(db: Queryable, pageId: string): Promise<PagePublishing> {
  const [published, unpublished] = await Promise.all([
    db.query<VersionRow>(`SELECT ${SUMMARY_COLUMNS} FROM studio_page_versions WHERE page_id = $1 ORDER BY version DESC LIMIT 1`, [pageId]),
    db.query<{ unpublished_at: Date; unpublished_by_email: string }>(
      'SELECT unpublished_at, unpublished_by_email FROM studio_page_unpublishes WHERE page_id = $1 ORDER BY unpublished_at DESC, id DESC LIMIT 1',
      [pageId],
    ),
  ]);
  const u = unpublished.rows[0];
  return {
    ...(published.rows[0] ? { published: summary(published.rows[0]) } : {}),
    ...(u ? { unpublished: { unpublishedAt: u.unpublished_at.toISOString(), unpublishedBy: u.unpublished_by_email } } : {}),
  };
}
