/**
 * The store's parts for the fault tests (content source, experiment service, supervisor), on the `reliability`
 * profile's ports (shifted by STACK_PORT_OFFSET): the content server, the database and the Next server of the
 * current production build, each a child process the test can stop by its PID and start again.
 */
import type { ChildProcess } from 'node:child_process';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureBuilt, offsetPorts, PROFILES, startContent, startDatabase, startWeb, stop as stopChild } from '@/scripts/lib/stack.mjs';

interface Service {
  child?: ChildProcess;
  stop: () => Promise<void>;
  env?: Record<string, string>;
}

export interface FaultStack {
  url: string;
  ports: { port: number; pgPort: number; contentPort: number };
  databaseUrl: string;
  /** The content server's process (undefined while it is stopped). */
  content(): ChildProcess | undefined;
  web(): ChildProcess | undefined;
  /** Kills the content server by its PID (SIGKILL: no goodbye) and waits for it to be gone. */
  killContent(): Promise<void>;
  /** Starts the content server again on the same port and data (no reseed). */
  startContent(): Promise<void>;
  /** Stops the Next server and starts it again (with `env` added), as a deploy or a crash would. */
  restartWeb(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export const RELIABILITY_PORTS = offsetPorts(PROFILES.reliability) as { port: number; pgPort: number; contentPort: number; dataDir: string; contentDir: string };

export async function startFaultStack({ webEnv = {} }: { webEnv?: Record<string, string> } = {}): Promise<FaultStack> {
  const options = RELIABILITY_PORTS;
  let content: Service | undefined = await startContent({ ...options, webPort: options.port, reseedContent: true, log: false });
  const db: Service & { env: { DATABASE_URL: string } } = await startDatabase({ ...options, log: false });
  const env = { ...content!.env, ...db.env };
  // Up to date after `npm test`'s build; a run of this suite alone builds once.
  try {
    ensureBuilt({ env, anyData: true }); // the suite's build of these sources, made against any data
  } catch (error) {
    // A failed build (a type error, say) must not leave the content server and the database running on the ports.
    await db.stop();
    await content?.stop();
    throw error;
  }
  const extraEnv = { ...webEnv };
  let web: Service | undefined = await startWeb({ port: options.port, env: { ...env, ...extraEnv } });
  return {
    url: `http://localhost:${options.port}`,
    ports: options,
    databaseUrl: db.env.DATABASE_URL,
    content: () => content?.child,
    web: () => web?.child,
    async killContent() {
      const child = content?.child;
      content = undefined;
      if (child) await stopChild(child, 'SIGKILL');
    },
    async startContent() {
      content = await startContent({ ...options, webPort: options.port, reseedContent: false, log: false });
    },
    async restartWeb(more = {}) {
      await web?.stop();
      Object.assign(extraEnv, more);
      web = undefined;
      web = await startWeb({ port: options.port, env: { ...env, ...extraEnv } });
    },
    async stop() {
      await web?.stop();
      await db.stop();
      await content?.stop();
    },
  };
}

/** One timed GET as a browser sends it (no redirects followed): status, time, body, headers. */
export async function timedGet(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body, headers: response.headers };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
