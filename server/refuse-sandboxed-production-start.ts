import { sandboxStartRefusal } from '@/lib/sandbox';

/**
 * Stops a production deploy start that has the developer sandbox on, with the reason, before the server answers
 * anyone (lib/sandbox.ts, docs/deploy.md). Node.js only: `instrumentation.ts` imports it for the Node.js runtime.
 * Without 'server-only' (which throws unless bundled under React's server condition): instrumentation.ts is its one
 * importer, never a component.
 */
export function refuseSandboxedProductionStart(): void {
  const refusal = sandboxStartRefusal(process.env);
  if (!refusal) return;
  console.error(refusal);
  process.exit(1);
}
