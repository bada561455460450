import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foundationSeedSteps } from '@/demo-data/seed';
import { editorSeedStep, DEMO_EDITOR } from '@/demo-data/editor/seed';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
import { withTransaction } from '../db/pool';
import { accountRole, ensureEditor } from './roles';
import { signIn } from './sign-in';

describe.each(databasesUnderTest())('account roles on $name PostgreSQL', ({ url }) => {
  let db: MigratedTestDatabase;
  beforeAll(async () => {
    db = await migratedTestDatabase(url, { seed: [...foundationSeedSteps, editorSeedStep] });
  });
  afterAll(() => db?.close());

  it('seeds the demo editor as an admin who signs in with the README password; a rerun keeps it', async () => {
    const { rows } = await db.pool.query<{ id: string }>('SELECT id::text FROM accounts WHERE email = $1', [DEMO_EDITOR.email]);
    expect(rows).toHaveLength(1);
    expect(await accountRole(db.pool, rows[0].id)).toBe('admin');
    const signedIn = await signIn(db.pool, { email: DEMO_EDITOR.email, password: DEMO_EDITOR.password, clientIp: '127.0.0.1' });
    expect(signedIn).toMatchObject({ ok: true });
    expect(await withTransaction((client) => ensureEditor(client, DEMO_EDITOR), db.pool)).toBe('kept');
    expect(await accountRole(db.pool, rows[0].id)).toBe('admin');
  });

  it('an account is a shopper unless made an editor, a publisher or an admin, and no other role can be stored', async () => {
    const email = `shopper.${Date.now()}@example.com`;
    await withTransaction((client) => ensureEditor(client, { ...DEMO_EDITOR, email }), db.pool);
    const { rows } = await db.pool.query<{ id: string }>("UPDATE accounts SET role = 'shopper' WHERE email = $1 RETURNING id::text", [email]);
    expect(await accountRole(db.pool, rows[0].id)).toBe('shopper');
    expect(await withTransaction((client) => ensureEditor(client, { ...DEMO_EDITOR, email }), db.pool)).toBe('promoted');
    expect(await accountRole(db.pool, rows[0].id)).toBe('editor');
    expect(await withTransaction((client) => ensureEditor(client, { ...DEMO_EDITOR, email }, new Date(), { role: 'publisher' }), db.pool)).toBe('promoted');
    expect(await accountRole(db.pool, rows[0].id)).toBe('publisher');
    // A publisher asked to be an editor stays a publisher: the role already includes it.
    expect(await withTransaction((client) => ensureEditor(client, { ...DEMO_EDITOR, email }), db.pool)).toBe('kept');
    expect(await accountRole(db.pool, rows[0].id)).toBe('publisher');
    expect(await withTransaction((client) => ensureEditor(client, { ...DEMO_EDITOR, email }, new Date(), { role: 'admin' }), db.pool)).toBe('promoted');
    expect(await accountRole(db.pool, rows[0].id)).toBe('admin');
    expect(await withTransaction((client) => ensureEditor(client, { ...DEMO_EDITOR, email }, new Date(), { role: 'publisher' }), db.pool)).toBe('kept');
    await expect(db.pool.query("UPDATE accounts SET role = 'owner' WHERE id = $1", [rows[0].id])).rejects.toThrow(/accounts_role_known/);
    expect(await accountRole(db.pool, '999999999')).toBeUndefined();
    expect(await accountRole(db.pool, 'not-an-id')).toBeUndefined();
  });
});
