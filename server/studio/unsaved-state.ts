/**
 * The studio's unsaved state for the live preview (issue 33), kept in PostgreSQL (table `studio_unsaved_state`,
 * migration 0055) so that every instance behind the proxy reads the same: the studio writes a page's changed entries
 * as the editor types (`PUT /api/studio/preview-state`), the preview pages of the same session read them
 * (preview/unsaved.ts). Keyed by a hash of the session's id, so another editor, or the same editor signed in
 * elsewhere, never gets them; a row lives `UNSAVED_TTL_MINUTES` after its last write, and a session keeps its
 * `UNSAVED_PAGES_PER_SESSION` latest pages.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { cookies, draftMode } from 'next/headers';
import { COOKIES } from '@/lib/cookies';
import { log } from '@/lib/log';
import { verifyAccessToken } from '@/commerce/accounts/tokens';
import type { Queryable } from '@/commerce/catalog/context';
import { getPool } from '@/commerce/db/pool';
import type { UnsavedEntries } from '@/schemas/api/studio';

export const UNSAVED_TTL_MINUTES = 30;
export const UNSAVED_PAGES_PER_SESSION = 5;

/** The key of a session's unsaved state: a SHA-256 of its id (`sid`), never the id itself. */
export const unsavedSessionKey = (sessionId: string) => createHash('sha256').update(`studio-unsaved:${sessionId}`).digest('hex');

/** Keeps a page's unsaved entries for a session (replacing what it kept); none: forgets the page. */
export async function keepUnsaved(sessionKey: string, pageId: string, entries: UnsavedEntries, db: Queryable = getPool()): Promise<void> {
  if (!Object.keys(entries).length) return forgetUnsaved(sessionKey, pageId, db);
  // One round trip: the write, the session's oldest pages beyond the few it may keep (the statement's snapshot does
  // not see the row it writes, so the others kept are one fewer), and anyone's expired rows (a few at a time).
  await db.query(
    `WITH kept AS (
       INSERT INTO studio_unsaved_state (session_key, page_id, entries, updated_at, expires_at)
       VALUES ($1, $2, $3, now(), now() + make_interval(mins => $4))
       ON CONFLICT (session_key, page_id) DO UPDATE SET entries = EXCLUDED.entries, updated_at = now(), expires_at = EXCLUDED.expires_at
       RETURNING page_id
     ), trimmed AS (
       DELETE FROM studio_unsaved_state WHERE session_key = $1 AND page_id <> $2 AND page_id NOT IN
         (SELECT page_id FROM studio_unsaved_state WHERE session_key = $1 AND page_id <> $2 ORDER BY updated_at DESC LIMIT $5)
     ), expired AS (
       DELETE FROM studio_unsaved_state WHERE ctid IN (SELECT ctid FROM studio_unsaved_state WHERE expires_at < now() AND page_id <> $2 LIMIT 100)
     )
     SELECT count(*) FROM kept`,
    [sessionKey, pageId, JSON.stringify(entries), UNSAVED_TTL_MINUTES, UNSAVED_PAGES_PER_SESSION - 1],
  );
}

export async function forgetUnsaved(sessionKey: string, pageId: string, db: Queryable = getPool()): Promise<void> {
  await db.query('DELETE FROM studio_unsaved_state WHERE session_key = $1 AND page_id = $2', [sessionKey, pageId]);
}

/** Every unexpired unsaved entry of a session, the latest written page's winning where two pages share an entry. */
export async function unsavedOf(sessionKey: string, db: Queryable = getPool()): Promise<UnsavedEntries> {
  const { rows } = await db.query<{ entries: UnsavedEntries }>(
    'SELECT entries FROM studio_unsaved_state WHERE session_key = $1 AND expires_at > now() ORDER BY updated_at',
    [sessionKey],
  );
  return Object.assign({}, ...rows.map((r) => r.entries));
}

/**
 * The unsaved entries of this request's session, for a preview page: none without draft mode or a session (a guest,
 * a shopper, an editor who typed nothing), and none when the database does not answer (the preview then shows the
 * saved draft rather than failing).
 */
export async function unsavedOfRequest(): Promise<UnsavedEntries> {
  if (!(await draftMode()).isEnabled) return {};
  const jar = await cookies();
  const claims = await verifyAccessToken(jar.get(COOKIES.jwtData.name)?.value, jar.get(COOKIES.jwtSignature.name)?.value);
  if (!claims?.sid) return {};
  try {
    return await unsavedOf(unsavedSessionKey(claims.sid));
  } catch (error) {
    log.warn('studio live preview: unsaved state unavailable', { error: error instanceof Error ? error.message : String(error) });
    return {};
  }
}
