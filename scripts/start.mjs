#!/usr/bin/env node
// `npm start`: install, build, start the embedded database (migrated and seeded) and serve the store.
// Options: --port N (default $PORT or 3000), --profile start|e2e|bench (ports and data folders),
// --skip-install, --skip-build.
import { ensureInstalled, startStack, step } from './lib/stack.mjs';

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
  const stack = await startStack({ profile, port, build: !args.includes('--skip-build') });
  step(`Atelier is ready: ${stack.url}  (Ctrl+C stops it)`);
  let stopping = false;
  const shutdown = async (signal, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    step(`Stopping (${signal})`);
    await stack.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  for (const child of stack.children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`A service stopped unexpectedly (exit ${code}); shutting down.`);
        shutdown('a service exited', 1);
      }
    });
  }
} catch (error) {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
