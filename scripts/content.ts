// Content server CLI: `node --import tsx scripts/content.ts <serve [--reseed]|reseed>`
//
//   serve    start the embedded Contentful-compatible content server on 127.0.0.1 (port CONTENT_PORT,
//            default 54400; data CONTENT_DATA_DIR, default .data/content; the store is built from
//            demo-data/content/ (CONTENT_SEED_DIR) plus the blocks' content types, generated from their
//            schemas (renderer/content-types.ts), on first start only, or on every start with --reseed);
//            prints `ready CONTENT_URL=http://127.0.0.1:<port>` when listening and stops cleanly on
//            SIGINT/SIGTERM.
//   reseed   rebuild the data folder's store from demo-data/content/ (drops editor changes), then exit.
//
// Tokens: CONTENT_DELIVERY_TOKEN, CONTENT_PREVIEW_TOKEN, CONTENT_MANAGEMENT_TOKEN (local defaults in
// embedded/content-server/auth.ts). Webhooks: CONTENT_WEBHOOK_URL, CONTENT_WEBHOOK_SECRET.
// Any failure prints one line to stderr and exits 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startContentServer } from '@/embedded/content-server/server';
import { ContentStore } from '@/embedded/content-server/store';
import { blockContentTypes } from '@/renderer/content-types';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const COMMANDS = ['serve', 'reseed'] as const;
type Command = (typeof COMMANDS)[number];

const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`content: ${message.split('\n')[0]}\n`);
  const rest = message.split('\n').slice(1);
  if (rest.length > 0) process.stderr.write(`${rest.join('\n')}\n`);
  process.exit(1);
}

/** Environment paths are relative to the working directory; defaults to the repository. */
const dataDir = () => path.resolve(process.env.CONTENT_DATA_DIR || path.join(ROOT, '.data/content'));
const seedDir = () => path.resolve(process.env.CONTENT_SEED_DIR || path.join(ROOT, 'demo-data/content'));

function portFromEnv(): number {
  const raw = process.env.CONTENT_PORT ?? '54400';
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) fail(`CONTENT_PORT must be a port number, not ${JSON.stringify(raw)}`);
  return port;
}

async function serve(reseed: boolean) {
  const port = portFromEnv();
  const contentTypes = await blockContentTypes();
  const server = await startContentServer({ port, dataDir: dataDir(), seedDir: seedDir(), reseed, contentTypes }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') fail(`port ${port} is already in use (set CONTENT_PORT)`);
    throw err;
  });
  say(`ready CONTENT_URL=${server.url}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function reseed() {
  const store = await ContentStore.open({ dataDir: dataDir(), seedDir: seedDir(), log: say, reseed: true, contentTypes: await blockContentTypes() });
  say(`reseeded ${store.file}: ${store.entries.length} entries, ${store.assets.length} assets`);
}

async function main(args: string[]) {
  const command = args.find((a) => !a.startsWith('-')) as Command | undefined;
  const flags = args.filter((a) => a.startsWith('-'));
  const flagsOk = flags.every((f) => command === 'serve' && f === '--reseed');
  if (!command || !COMMANDS.includes(command) || !flagsOk || args.length - flags.length !== 1) {
    fail('usage: node --import tsx scripts/content.ts <serve [--reseed]|reseed>');
  }
  if (command === 'serve') await serve(flags.includes('--reseed'));
  else await reseed();
}

main(process.argv.slice(2)).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
