/**
 * Runs once when a server of the store starts (`next start` and the Docker image's standalone `node server.js`
 * alike; not during `next build`): a start whose environment is not valid (server/refuse-invalid-environment.ts) and
 * a production deploy start with the developer sandbox on (server/refuse-sandboxed-production-start.ts) or with the
 * demo editor still able to sign in (server/refuse-demo-editor.ts) stop here,
 * with the reason, before they answer anyone. A production start that keeps e-mail in the outbox on purpose
 * (`MAIL_DELIVERY=outbox`) says so once (server/announce-mail-delivery.ts). The checks are imported only for the Node.js runtime,
 * inside Next's own runtime condition, so the edge compile of this file (`next dev`) never sees `process.exit`.
 *
 * Between the environment checks and the database one, only when an OTLP endpoint is set
 * (server/tracing/tracing.ts), the OpenTelemetry SDK starts (server/tracing/sdk.ts): after the environment checks, so a
 * refused start exits before it loads; without an endpoint the SDK is never imported.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseInvalidEnvironment } = await import('./server/refuse-invalid-environment');
    refuseInvalidEnvironment();
    const { announceMailDelivery } = await import('./server/announce-mail-delivery');
    announceMailDelivery();
    const { refuseSandboxedProductionStart } = await import('./server/refuse-sandboxed-production-start');
    refuseSandboxedProductionStart();
    const { tracingWanted } = await import('./server/tracing/tracing');
    if (tracingWanted()) {
      const { startTracing } = await import('./server/tracing/sdk');
      startTracing();
    }
    // After the SDK: the demo editor check is the first to load pg, which the SDK must see load to trace it.
    const { refuseDemoEditor } = await import('./server/refuse-demo-editor');
    await refuseDemoEditor();
  }
}
