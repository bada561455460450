#!/usr/bin/env node
// `npm run cluster`: 2 instances of one production build on one PostgreSQL and one Redis, behind nginx on one
// port (127.0.0.1:3300 + STACK_PORT_OFFSET). Options: --instances N, --page-ttl 10s (nginx's page cache time),
// --sandbox (the developer sandbox on, as `npm start` has it; without it each instance starts as a deployment does:
// production checks on, no sandbox). Each part runs under the supervisor of `npm start`: an instance that dies is
// started again while nginx serves from the others. Redis: REDIS_URL, default redis://127.0.0.1:6379. PostgreSQL:
// DATABASE_URL, else the embedded server.
import { ensureInstalled, step, stopOnSignalOrExit } from './lib/stack.mjs';
import { clusterPrerequisites, startCluster } from './lib/cluster.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

try {
  ensureInstalled();
  const missing = await clusterPrerequisites();
  if (missing.length > 0) throw new Error(missing.join('; '));
  const cluster = await startCluster({ instances: Number(option('--instances') ?? 2), pageTtl: option('--page-ttl') ?? '10s', supervise: true, sandbox: args.includes('--sandbox') });
  step(`Atelier cluster is ready: ${cluster.url}  (instances ${cluster.instances.map((i) => i.url).join(', ')}; ${args.includes('--sandbox') ? 'developer sandbox on' : 'production mode, no sandbox (--sandbox turns it on)'}; Ctrl+C stops it)`);
  stopOnSignalOrExit(cluster);
} catch (error) {
  console.error(`\nnpm run cluster failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
