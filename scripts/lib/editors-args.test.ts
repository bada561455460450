import { describe, expect, it } from 'vitest';
import { EDITORS_USAGE, parseEditorsArgs } from './editors-args';

describe('npm run editors arguments', () => {
  it('creates an editor unless --role says admin, with the options wherever they stand', () => {
    expect(parseEditorsArgs(['create', 'a@example.com'])).toEqual({ ok: true, value: { command: 'create', email: 'a@example.com', role: 'editor', firstName: undefined, lastName: undefined, passwordFile: undefined } });
    expect(parseEditorsArgs(['create', '--role', 'admin', 'a@example.com', '--first-name', 'Ana', '--password-file', '/tmp/p'])).toEqual({
      ok: true,
      value: { command: 'create', email: 'a@example.com', role: 'admin', firstName: 'Ana', lastName: undefined, passwordFile: '/tmp/p' },
    });
  });

  it('changes a role, lists, disables and resets a password', () => {
    expect(parseEditorsArgs(['role', 'a@example.com', 'Admin'])).toEqual({ ok: true, value: { command: 'role', email: 'a@example.com', role: 'admin' } });
    expect(parseEditorsArgs(['list'])).toEqual({ ok: true, value: { command: 'list' } });
    expect(parseEditorsArgs(['disable', 'a@example.com'])).toEqual({ ok: true, value: { command: 'disable', email: 'a@example.com' } });
    expect(parseEditorsArgs(['reset-password', 'a@example.com'])).toEqual({ ok: true, value: { command: 'reset-password', email: 'a@example.com', passwordFile: undefined } });
  });

  it('names the allowed roles in one line for an unknown one', () => {
    const expected = { ok: false, message: 'Unknown role "owner": the role is one of editor, publisher, admin.' };
    expect(parseEditorsArgs(['create', 'a@example.com', '--role', 'owner'])).toEqual(expected);
    expect(parseEditorsArgs(['role', 'a@example.com', 'owner'])).toEqual(expected);
    expect(parseEditorsArgs(['create', 'a@example.com', '--role'])).toEqual({ ok: false, message: 'Unknown role "": the role is one of editor, publisher, admin.' });
  });

  it('answers the usage for a missing command, e-mail or role, an extra word and an unknown option', () => {
    for (const args of [[], ['delete', 'a@example.com'], ['create'], ['role', 'a@example.com'], ['disable', 'a@example.com', 'b@example.com'], ['list', 'x']]) {
      expect(parseEditorsArgs(args)).toEqual({ ok: false, message: EDITORS_USAGE });
    }
    expect(parseEditorsArgs(['create', 'a@example.com', '--admin'])).toEqual({ ok: false, message: `Unknown option --admin. ${EDITORS_USAGE}` });
  });
});
