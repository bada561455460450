/**
 * A second server of the same build beside the Playwright stack, with a changed environment (a broken
 * experiment configuration, the developer sandbox off…). It shares the stack's database and content server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_DATABASE_URL } from './stack-ports';

export async function startSecondServer(port: number, env: Record<string, string | undefined>): Promise<ChildProcess> {
  const contentPort = 54401 + Number(process.env.STACK_PORT_OFFSET ?? 0);
  const server = spawn(path.join(process.cwd(), 'node_modules/.bin/next'), ['start', '-H', 'localhost', '-p', String(port)], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ATELIER_SANDBOX: 'on', ATELIER_LOCAL_STACK: '1', CONTENT_PORT: String(contentPort), DATABASE_URL: E2E_DATABASE_URL, ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopServer(server);
      throw new Error('the second server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    process.kill(server.pid, 'SIGTERM');
    await exited;
  }
}
