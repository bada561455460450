import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foundationSeedSteps } from '@/demo-data/seed';
import { editorSeedStep } from '@/demo-data/editor/seed';
import { DEMO_EDITOR } from '@/config/demo-editor';
import { databasesUnderTest, migratedTestDatabase, type MigratedTestDatabase } from '@/tests/db/test-database';
import { withTransaction } from '../db/pool';
import { addStudioPerson, createEditor, demoEditorIsOpen, disableEditor, EditorInputError, listEditors, resetEditorPassword, setStudioRole } from './editors';
import { accountRole } from './roles';
import { startSession } from './sessions';
import { signIn } from './sign-in';

const signsIn = async (db: MigratedTestDatabase, email: string, password: string) => (await signIn(db.pool, { email, password, clientIp: '127.0.0.1' })).ok;

describe.each(databasesUnderTest())('editors managed by an operator on $name PostgreSQL', ({ url }) => {
  let db: MigratedTestDatabase;
  beforeAll(async () => {
    db = await migratedTestDatabase(url, { seed: [...foundationSeedSteps, editorSeedStep] });
  });
  afterAll(() => db?.close());

  it('creates an editor who signs in and is listed; refuses a weak password and a second create, changing nothing', async () => {
    const email = `first.editor.${Date.now()}@example.com`;
    await expect(withTransaction((client) => createEditor(client, { email, password: 'short' }), db.pool)).rejects.toThrow(/At least 8 characters/);
    expect((await listEditors(db.pool)).map((e) => e.email)).not.toContain(email);
    expect(await withTransaction((client) => createEditor(client, { email: email.toUpperCase(), password: 'Own-Studio#7', firstName: 'Ana', lastName: 'Lim' }), db.pool)).toBe('created');
    const { rows } = await db.pool.query<{ id: string }>('SELECT id::text FROM accounts WHERE email = $1', [email]);
    expect(await accountRole(db.pool, rows[0].id)).toBe('editor');
    expect(await signsIn(db, email, 'Own-Studio#7')).toBe(true);
    expect((await listEditors(db.pool)).find((e) => e.email === email)?.name).toBe('Ana Lim');
    await expect(withTransaction((client) => createEditor(client, { email, password: 'Other-Studio#8' }), db.pool)).rejects.toThrow(EditorInputError);
    expect(await signsIn(db, email, 'Own-Studio#7')).toBe(true);
  });

  it('resets a password (not one of the last two) and disables an editor: the role, the password and the sessions end', async () => {
    const email = `second.editor.${Date.now()}@example.com`;
    await withTransaction((client) => createEditor(client, { email, password: 'First-Pass#1' }), db.pool);
    await expect(withTransaction((client) => resetEditorPassword(client, email, 'First-Pass#1'), db.pool)).rejects.toThrow(/previous 2 passwords/);
    await withTransaction((client) => resetEditorPassword(client, email, 'Second-Pass#2'), db.pool);
    expect(await signsIn(db, email, 'First-Pass#1')).toBe(false);
    expect(await signsIn(db, email, 'Second-Pass#2')).toBe(true);
    const { rows: [account] } = await db.pool.query<{ id: string }>('SELECT id::text FROM accounts WHERE email = $1', [email]);
    const openSessions = async () => Number((await db.pool.query('SELECT count(*) FROM refresh_tokens WHERE account_id = $1 AND revoked_at IS NULL', [account.id])).rows[0].count);
    await startSession(db.pool, account.id, 'editor-laptop');
    expect(await openSessions()).toBe(1);
    await withTransaction((client) => disableEditor(client, email), db.pool);
    expect(await accountRole(db.pool, account.id)).toBe('shopper');
    expect(await openSessions()).toBe(0);
    expect(await signsIn(db, email, 'Second-Pass#2')).toBe(false);
    expect((await listEditors(db.pool)).map((e) => e.email)).not.toContain(email);
    await expect(withTransaction((client) => disableEditor(client, email), db.pool)).rejects.toThrow(/There is no one in the studio/);
  });

  it('lists editors and admins with their roles; a role changes both ways', async () => {
    const email = `role.change.${Date.now()}@example.com`;
    expect(await withTransaction((client) => createEditor(client, { email, password: 'Role-Pass#1', role: 'admin' }), db.pool)).toBe('created');
    const roleOf = async (address: string) => (await listEditors(db.pool)).find((e) => e.email === address)?.role;
    expect(await roleOf(email)).toBe('admin');
    expect(await roleOf(DEMO_EDITOR.email)).toBe('admin');
    expect(await withTransaction((client) => setStudioRole(client, { email }, 'editor'), db.pool)).toMatchObject({ changed: true, lastAdminGone: false });
    expect(await roleOf(email)).toBe('editor');
    expect(await withTransaction((client) => setStudioRole(client, { email }, 'editor'), db.pool)).toMatchObject({ changed: false });
    await withTransaction((client) => setStudioRole(client, { email }, 'admin'), db.pool);
    expect(await roleOf(email)).toBe('admin');
    await expect(withTransaction((client) => setStudioRole(client, { email: 'nobody@example.com' }, 'admin'), db.pool)).rejects.toMatchObject({ status: 404 });
    await withTransaction((client) => disableEditor(client, email), db.pool);
    expect(await roleOf(email)).toBeUndefined();
  });

  it('from the studio an admin cannot remove themselves nor the last admin; the command line may, and is told', async () => {
    const stamp = Date.now();
    const [first, second] = [`admin.one.${stamp}@example.com`, `admin.two.${stamp}@example.com`];
    // The studio's admins are only these two (the demo admin leaves for this test and is brought back).
    await withTransaction((client) => disableEditor(client, DEMO_EDITOR.email), db.pool);
    for (const other of (await listEditors(db.pool)).filter((e) => e.role === 'admin')) await withTransaction((client) => setStudioRole(client, { id: other.id }, 'editor'), db.pool);
    try {
      await withTransaction((client) => addStudioPerson(client, { email: first, firstName: 'One', lastName: 'Admin', role: 'admin' }), db.pool);
      const one = (await listEditors(db.pool)).find((e) => e.email === first)!;
      expect(one).toMatchObject({ role: 'admin', name: 'One Admin', lastSignedInAt: null });
      const actor = { accountId: one.id };
      await expect(withTransaction((client) => disableEditor(client, { id: one.id }, new Date(), actor), db.pool)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/cannot remove yourself/) });
      await withTransaction((client) => addStudioPerson(client, { email: second, firstName: 'Two', lastName: 'Admin', role: 'editor' }), db.pool);
      await expect(withTransaction((client) => addStudioPerson(client, { email: second, firstName: 'Two', lastName: 'Admin', role: 'admin' }), db.pool)).rejects.toMatchObject({ status: 409 });
      const two = (await listEditors(db.pool)).find((e) => e.email === second)!;
      // The last admin stays one, whoever asks from the studio.
      await expect(withTransaction((client) => setStudioRole(client, { id: one.id }, 'editor', actor), db.pool)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/last admin/) });
      await expect(withTransaction((client) => setStudioRole(client, { id: one.id }, 'editor', { accountId: two.id }), db.pool)).rejects.toThrow(/last admin/);
      expect((await listEditors(db.pool)).find((e) => e.email === first)?.role).toBe('admin');
      // With a second admin, the first may step down and be removed by the other.
      await withTransaction((client) => setStudioRole(client, { id: two.id }, 'admin', actor), db.pool);
      expect(await withTransaction((client) => setStudioRole(client, { id: one.id }, 'editor', actor), db.pool)).toMatchObject({ changed: true, lastAdminGone: false });
      await withTransaction((client) => disableEditor(client, { id: one.id }, new Date(), { accountId: two.id }), db.pool);
      expect((await listEditors(db.pool)).map((e) => e.email)).not.toContain(first);
      // The command line may remove the last admin, and hears that it did.
      expect(await withTransaction((client) => disableEditor(client, second), db.pool)).toEqual({ email: second, lastAdminGone: true });
    } finally {
      await withTransaction((client) => editorSeedStep.run(client), db.pool);
    }
  });

  it('tells whether the demo editor still signs in with its published password; disabling it closes it, the demo seed reopens it', async () => {
    expect(await demoEditorIsOpen(db.pool)).toBe(true);
    await withTransaction((client) => disableEditor(client, DEMO_EDITOR.email), db.pool);
    expect(await demoEditorIsOpen(db.pool)).toBe(false);
    expect(await signsIn(db, DEMO_EDITOR.email, DEMO_EDITOR.password)).toBe(false);
    await withTransaction((client) => editorSeedStep.run(client), db.pool);
    expect(await demoEditorIsOpen(db.pool)).toBe(true);
    expect(await signsIn(db, DEMO_EDITOR.email, DEMO_EDITOR.password)).toBe(true);
  });

  it('npm run editors creates an editor from a password file and lists them, never printing the password', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-editors-'));
    try {
      const email = `cli.editor.${Date.now()}@example.com`;
      writeFileSync(join(dir, 'password'), 'Cli-Studio#42\n');
      const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/editors.ts', ...args], { env: { ...process.env, DATABASE_URL: db.url }, encoding: 'utf8' });
      const created = run('create', email, '--password-file', join(dir, 'password'));
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain(`${email} is an editor`);
      const listed = run('list');
      expect(listed.stdout).toContain(`${email}\teditor\t`);
      expect(run('role', email, 'admin').stdout).toContain(`${email} is now an admin`);
      expect(run('list').stdout).toContain(`${email}\tadmin\t`);
      const badRole = run('role', email, 'owner');
      expect(badRole.status).toBe(1);
      expect(badRole.stderr.trim()).toBe('Unknown role "owner": the role is one of editor, publisher, admin.');
      const weak = run('reset-password', email, '--password-file', join(dir, 'missing-file'));
      expect(weak.status).toBe(1);
      for (const output of [created.stdout, created.stderr, listed.stdout]) expect(output).not.toContain('Cli-Studio#42');
      const unknown = run('disable', 'nobody@example.com');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('There is no one in the studio with the e-mail nobody@example.com');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
