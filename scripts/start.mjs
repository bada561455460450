#!/usr/bin/env node
// `npm start`: install, build, start the embedded database (migrated and seeded) and serve the store.
// Each part (content server, database, Next server) runs under the supervisor (scripts/lib/supervisor.mjs): one
// that stops is restarted with a growing pause, and the store stops only when a part keeps failing.
// Options: --port N (default $PORT or 3000), --profile start|e2e|bench (ports and data folders),
// --skip-install, --skip-build, --dev (`npm run dev`: Next's development server instead of a build; no build).
import { ensureInstalled, startStack, step, stopOnSignalOrExit } from './lib/stack.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const portOption = option('--port') ?? process.env.PORT;
const port = portOption ? Number(portOption) : undefined; // else the profile's port
const profile = option('--profile') ?? 'start';

try {
  if (!args.includes('--skip-install')) ensureInstalled();
  const dev = args.includes('--dev');
  const stack = await startStack({ profile, port, build: !dev && !args.includes('--skip-build'), supervise: true, dev });
  step(`Atelier is ready: ${stack.url}  (Ctrl+C stops it)`);
  stopOnSignalOrExit(stack);
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
