import { EventEmitter } from 'node:events';
import { Server, ServerResponse, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { installGracefulShutdown, shutdownStartedAt, shutdownTimeoutMs } from './shutdown-drain.mjs';

const STARTED = Symbol.for('atelier.shutdownStartedAt');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STARTED];
});

/** A server of its own classes (so the patch stays on them), a fake process to signal, and an exit to watch. */
function drainingServer(timeoutMs = 10_000, handler: (req: { url?: string }, res: ServerResponse) => void = (_req, res) => void res.end('ok')) {
  class TestServer extends Server {}
  class TestResponse extends ServerResponse {}
  const proc = new EventEmitter();
  const exits: number[] = [];
  installGracefulShutdown({ serverProto: TestServer.prototype, responseProto: TestResponse.prototype, proc, exit: (code: number) => exits.push(code), timeoutMs });
  const server = new TestServer({ ServerResponse: TestResponse as typeof ServerResponse, keepAliveTimeout: 65_000 }, handler);
  return { server, proc, exits };
}

/** Requests on one kept-alive socket: the Connection header of each answer, and whether the socket was reused. */
function ask(port: number, agent: import('node:http').Agent, path = '/'): Promise<{ connection: string; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ connection: String(res.headers.connection), reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM drains the instance within a bound (issue 32)', () => {
  it('answers keep-alive until the signal; then the answer in flight closes its connection, and an idle one carries one more answer and closes', async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const heldArrived = new Promise<void>((resolve) => (arrived = resolve));
    const { server, proc } = drainingServer(10_000, (req: { url?: string }, res: ServerResponse) => {
      if (req.url !== '/held') return void res.end('ok');
      release = () => void res.end('late');
      arrived();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const { Agent } = await import('node:http');
    const busy = new Agent({ keepAlive: true, maxSockets: 1 });
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await ask(port, busy)).toEqual({ connection: 'keep-alive', reused: false });
      expect(await ask(port, busy)).toEqual({ connection: 'keep-alive', reused: true });
      expect(await ask(port, idle)).toEqual({ connection: 'keep-alive', reused: false });
      const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
      let idleClosed = false;
      idleSocket.once('close', () => (idleClosed = true));
      expect(shutdownStartedAt()).toBeUndefined();

      const inFlight = ask(port, busy, '/held');
      await heldArrived;
      proc.emit('SIGTERM');
      expect(shutdownStartedAt()).toBeGreaterThan(0);
      // The idle connection is not closed under its client (a proxy may be sending on it this instant): it still
      // carries the next request, whose answer closes it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(idleClosed).toBe(false);
      expect(await ask(port, idle)).toEqual({ connection: 'close', reused: true });
      release();
      expect(await inFlight).toEqual({ connection: 'close', reused: true });
    } finally {
      busy.destroy();
      idle.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('closes what is still open and exits 143 when the bound runs out', async () => {
    const { server, proc, exits } = drainingServer(50);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proc.emit('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(exits).toEqual([143]);
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads its bound from SHUTDOWN_TIMEOUT_MS, 10 s by default or when malformed', () => {
    expect(shutdownTimeoutMs(undefined)).toBe(10_000);
    expect(shutdownTimeoutMs('2500')).toBe(2500);
    expect(shutdownTimeoutMs('soon')).toBe(10_000);
  });
});
