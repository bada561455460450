/**
 * Runs once when a server of the store starts (`next start` and the Docker image's standalone `node server.js`
 * alike; not during `next build`): a production deploy start with the developer sandbox on stops here, with the
 * reason, before it answers anyone (server/refuse-sandboxed-production-start.ts). The check is imported only for the Node.js runtime,
 * inside Next's own runtime condition, so the edge compile of this file (`next dev`) never sees `process.exit`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseSandboxedProductionStart } = await import('./server/refuse-sandboxed-production-start');
    refuseSandboxedProductionStart();
  }
}
