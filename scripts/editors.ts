// `npm run editors -- <command>`: the people who may use the editors' studio, on the database of DATABASE_URL
// (issue 31: a production store's first admin, and every later person). An editor drafts; a publisher also publishes
// and unpublishes; an admin also manages the studio's people at /studio/people.
//
//   create <e-mail> [--role editor|publisher|admin] [--first-name F] [--last-name L] [--password-file FILE]
//                                              a new editor (the default), publisher or admin (or an existing account given the role)
//   list                                       every person of the studio, with their role and last sign-in
//   role <e-mail> editor|publisher|admin       changes the role
//   disable <e-mail>                           the role ends, every session ends
//   reset-password <e-mail> [--password-file FILE]   a new password, every session ends
//
// The password is asked for twice without being shown when the command runs in a terminal, read from the first line
// of FILE with --password-file, or from the first line of standard input when that is not a terminal. It is never
// printed. Exits 1 with one line saying why on any refusal (a password breaking the rules, no such person, an unknown
// role). Unlike the studio, the command line may disable or demote the last admin: it says so when it does.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createEditor, disableEditor, EditorInputError, listEditors, resetEditorPassword, setStudioRole, type StudioChange } from '@/commerce/accounts/editors';
import { withTransaction } from '@/commerce/db/pool';
import { roleInWords } from '@/commerce/accounts/roles';
import { parseEditorsArgs } from './lib/editors-args';

const LAST_ADMIN_GONE = 'The studio has no admin now: nobody can manage its people at /studio/people until you make one (npm run editors -- role <e-mail> admin).';
const sayIfLastAdminGone = (change: StudioChange) => {
  if (change.lastAdminGone) console.log(LAST_ADMIN_GONE);
};

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) process.stdout.write(s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

async function readPassword(file: string | undefined): Promise<string> {
  if (file) return readFileSync(file, 'utf8').split(/\r?\n/)[0];
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
  }
  const first = await askHidden('Password: ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new EditorInputError('The two passwords differ; nothing was changed.');
  return first;
}

async function main(): Promise<void> {
  const parsed = parseEditorsArgs(process.argv.slice(2));
  if (!parsed.ok) throw new EditorInputError(parsed.message);
  const input = parsed.value;
  if (!process.env.DATABASE_URL) throw new EditorInputError('Set DATABASE_URL to the store\'s PostgreSQL (npm start prints the demo\'s).');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    if (input.command === 'list') {
      const editors = await listEditors(pool);
      if (editors.length === 0) console.log('No editors yet: npm run editors -- create <e-mail> --role admin');
      for (const e of editors) console.log(`${e.email}\t${e.role}\t${e.name}\tsince ${e.createdAt.toISOString().slice(0, 10)}\t${e.lastSignedInAt ? `last signed in ${e.lastSignedInAt.toISOString()}` : 'never signed in'}`);
      return;
    }
    if (input.command === 'disable') {
      const change = await withTransaction((client) => disableEditor(client, input.email), pool);
      console.log(`${change.email} is no longer in the studio; their sessions have ended.`);
      return sayIfLastAdminGone(change);
    }
    if (input.command === 'role') {
      const change = await withTransaction((client) => setStudioRole(client, { email: input.email }, input.role), pool);
      console.log(change.changed ? `${change.email} is now ${roleInWords(input.role)}.` : `${change.email} was already ${roleInWords(input.role)}; nothing changed.`);
      return sayIfLastAdminGone(change);
    }
    const email = input.email.toLowerCase();
    const password = await readPassword(input.passwordFile);
    if (input.command === 'create') {
      const role = roleInWords(input.role);
      const outcome = await withTransaction((client) => createEditor(client, { email: input.email, password, firstName: input.firstName, lastName: input.lastName, role: input.role }), pool);
      console.log(outcome === 'created' ? `${email} is ${role}: they sign in at /sign_in and open /studio.` : `${email} had an account and is now ${role}, with the new password; their other sessions have ended.`);
      return;
    }
    await withTransaction((client) => resetEditorPassword(client, input.email, password), pool);
    console.log(`${email} has a new password; their sessions have ended.`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EditorInputError ? error.message : `editors: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
