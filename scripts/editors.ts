// `npm run editors -- <command>`: the people who may use the editors' studio, on the database of DATABASE_URL
// (issue 31: a production store's first editor, and every later one).
//
//   create <e-mail> [--first-name F] [--last-name L] [--password-file FILE]   a new editor (or an account made one)
//   list                                                                     every editor, with their last sign-in
//   disable <e-mail>                                                         the role ends, every session ends
//   reset-password <e-mail> [--password-file FILE]                           a new password, every session ends
//
// The password is asked for twice without being shown when the command runs in a terminal, read from the first line
// of FILE with --password-file, or from the first line of standard input when that is not a terminal. It is never
// printed. Exits 1 with one line saying why on any refusal (a password breaking the rules, no such editor).
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createEditor, disableEditor, EditorInputError, listEditors, resetEditorPassword } from '@/commerce/accounts/editors';
import { withTransaction } from '@/commerce/db/pool';

const USAGE = 'usage: npm run editors -- create <e-mail> [--first-name F] [--last-name L] [--password-file FILE] | list | disable <e-mail> | reset-password <e-mail> [--password-file FILE]';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const positional = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
const [command, email] = positional;

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

async function readPassword(): Promise<string> {
  const file = option('--password-file');
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
  if (!command || !['create', 'list', 'disable', 'reset-password'].includes(command) || (command !== 'list' && !email)) throw new EditorInputError(USAGE);
  if (!process.env.DATABASE_URL) throw new EditorInputError('Set DATABASE_URL to the store\'s PostgreSQL (npm start prints the demo\'s).');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    if (command === 'list') {
      const editors = await listEditors(pool);
      if (editors.length === 0) console.log('No editors yet: npm run editors -- create <e-mail>');
      for (const e of editors) console.log(`${e.email}\t${e.name}\tsince ${e.createdAt.toISOString().slice(0, 10)}\t${e.lastSignedInAt ? `last signed in ${e.lastSignedInAt.toISOString()}` : 'never signed in'}`);
      return;
    }
    if (command === 'disable') {
      await withTransaction((client) => disableEditor(client, email), pool);
      console.log(`${email.toLowerCase()} is no longer an editor; their sessions have ended.`);
      return;
    }
    const password = await readPassword();
    if (command === 'create') {
      const outcome = await withTransaction((client) => createEditor(client, { email, password, firstName: option('--first-name'), lastName: option('--last-name') }), pool);
      console.log(outcome === 'created' ? `${email.toLowerCase()} is an editor: they sign in at /sign_in and open /studio.` : `${email.toLowerCase()} had an account and is now an editor, with the new password; their other sessions have ended.`);
      return;
    }
    await withTransaction((client) => resetEditorPassword(client, email, password), pool);
    console.log(`${email.toLowerCase()} has a new password; their sessions have ended.`);
  } finally {
    await pool.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EditorInputError ? error.message : `editors: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
