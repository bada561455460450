/**
 * What the server preload scripts/lib/graceful-shutdown.mjs installs (kept apart so that a test can install it on
 * servers of its own without a SIGTERM handler in the test runner): a SIGTERM drains the instance and ends it within a
 * bound (issue 32; docs/deploy.md, "Health, readiness, shutdown").
 *
 * Next's own handler closes the listener and waits for the open connections to end, but a connection a proxy keeps
 * alive and keeps reusing (nginx's upstream pool under load) never ends: the instance went on taking requests on it
 * for 70 s after SIGTERM. From the moment SIGTERM arrives:
 * - readiness answers 503 (`/api/health/ready` reads `shutdownStartedAt()`),
 * - every answer carries `Connection: close`, so each kept-alive connection ends after the request it is serving
 *   (the proxy sends the next one to another instance),
 * - an idle connection is left open for its client to close, or to carry one more answer (with `Connection: close`):
 *   closing it here raced the proxy, which may be writing a request on it at that moment — an order sent so was reset
 *   and answered 502 by nginx, which does not retry a POST (the cluster's rolling restart met it). nginx closes its
 *   own idle connections after its upstream `keepalive_timeout`, which deploy/nginx/atelier.conf.template keeps below
 *   this bound,
 * - after `SHUTDOWN_TIMEOUT_MS` (default 10 s) whatever is still open is closed and the process exits (143).
 * Next's handler still runs beside this one (listener closed, its own cleanup), and exits first when it can.
 */
import { Server, ServerResponse } from 'node:http';

const marker = Symbol.for('atelier.gracefulShutdown');
const STARTED = Symbol.for('atelier.shutdownStartedAt');
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** When this process began to shut down (ms since the epoch), or undefined while it serves. */
export function shutdownStartedAt() {
  return globalThis[STARTED];
}

/** The bound from SIGTERM to exit, from `SHUTDOWN_TIMEOUT_MS` (1 ms to 10 min). */
export function shutdownTimeoutMs(value = process.env.SHUTDOWN_TIMEOUT_MS) {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 1 && ms <= 600_000 ? ms : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/**
 * Records the servers that listen, marks every answer `Connection: close` once the shutdown began, and on `signal`
 * begins it. `exit` and the timer are parameters so that a test can watch them.
 */
export function installGracefulShutdown({ serverProto = Server.prototype, responseProto = ServerResponse.prototype, signal = 'SIGTERM', exit = (code) => process.exit(code), timeoutMs = shutdownTimeoutMs(), proc = process } = {}) {
  if (serverProto[marker]) return serverProto[marker];
  const servers = new Set();
  const listen = serverProto.listen;
  serverProto.listen = function listenRecorded(...args) {
    servers.add(this);
    this.once('close', () => servers.delete(this));
    return listen.apply(this, args);
  };
  const writeHead = responseProto.writeHead;
  responseProto.writeHead = function writeHeadClosing(...args) {
    if (globalThis[STARTED] !== undefined && !this.headersSent) this.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  };
  const begin = () => {
    if (globalThis[STARTED] !== undefined) return;
    globalThis[STARTED] = Date.now();
    const timer = setTimeout(() => {
      for (const server of servers) server.closeAllConnections?.();
      exit(143);
    }, timeoutMs);
    timer.unref?.();
  };
  proc.on(signal, begin);
  const handle = { servers, begin };
  serverProto[marker] = handle;
  return handle;
}

