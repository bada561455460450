/**
 * Runs once when a server of the store starts (`next start` and the Docker image's standalone `node server.js`
 * alike; not during `next build`): a production deploy start with the developer sandbox on stops here, with the
 * reason, before it answers anyone (lib/sandbox.ts, docs/deploy.md).
 */
import { sandboxStartRefusal } from './lib/sandbox';

export function register(): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const refusal = sandboxStartRefusal(process.env);
  if (!refusal) return;
  console.error(refusal);
  process.exit(1);
}
