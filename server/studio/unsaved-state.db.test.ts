// The studio's unsaved state for the live preview (issue 33) in PostgreSQL: kept per session, never another session's,
// replaced on each write, forgotten when empty, expired, and bounded to a few pages per session.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '@/commerce/db/migrate';
import { MIGRATIONS_DIR, databasesUnderTest, freshDatabase } from '@/tests/db/test-database';

vi.mock('server-only', () => ({}));
import { forgetUnsaved, keepUnsaved, UNSAVED_PAGES_PER_SESSION, unsavedOf, unsavedSessionKey } from './unsaved-state';

const entry = (heading: string) => ({ contentType: 'sectionHeading', fields: { heading: { 'en-SG': heading } } });

describe.each(databasesUnderTest())('the studio’s unsaved state on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await freshDatabase(serverUrl);
    drop = db.drop;
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    await runMigrations(pool, { dir: MIGRATIONS_DIR });
  });
  afterAll(async () => {
    await pool?.end();
    await drop?.();
  });

  it('keeps a page’s entries for the session only, the latest write replacing the last', async () => {
    const mine = unsavedSessionKey('11111111-1111-4111-8111-111111111111');
    const theirs = unsavedSessionKey('22222222-2222-4222-8222-222222222222');
    expect(mine).not.toContain('1111');
    await keepUnsaved(mine, 'page1', { h1: entry('First') }, pool);
    await keepUnsaved(mine, 'page1', { h1: entry('Typed') }, pool);
    expect(await unsavedOf(mine, pool)).toEqual({ h1: entry('Typed') });
    expect(await unsavedOf(theirs, pool)).toEqual({});
    await keepUnsaved(mine, 'page1', {}, pool);
    expect(await unsavedOf(mine, pool)).toEqual({});
  });

  it('forgets a page, lets rows expire, and keeps a session’s latest pages only', async () => {
    const key = unsavedSessionKey('33333333-3333-4333-8333-333333333333');
    await keepUnsaved(key, 'gone', { g: entry('Gone') }, pool);
    await forgetUnsaved(key, 'gone', pool);
    expect(await unsavedOf(key, pool)).toEqual({});

    await keepUnsaved(key, 'old', { o: entry('Old') }, pool);
    await pool.query(`UPDATE studio_unsaved_state SET expires_at = now() - interval '1 second' WHERE page_id = 'old'`);
    expect(await unsavedOf(key, pool)).toEqual({});

    for (let i = 0; i <= UNSAVED_PAGES_PER_SESSION; i++) await keepUnsaved(key, `page${i}`, { [`e${i}`]: entry(`Page ${i}`) }, pool);
    const { rows } = await pool.query(`SELECT page_id FROM studio_unsaved_state WHERE session_key = $1`, [key]);
    expect(rows.map((r) => r.page_id).sort()).toEqual(Array.from({ length: UNSAVED_PAGES_PER_SESSION }, (_, i) => `page${i + 1}`).sort());
  });
});
