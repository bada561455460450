// Starting the store's pieces as child processes: install, build, embedded database, Next server.
// Used by `npm start`, the Playwright web server and `npm run bench`. Plain Node (runs before install).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUILD_DATA_SOURCES, buildIsUpToDate, buildStamp } from './build-stamp.mjs';
import { readOnlyDatabaseEnv } from './read-only-build.mjs';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function step(message) {
  console.log(`\u001b[1m▸ ${message}\u001b[0m`);
}

/** Runs a command to completion with inherited output; throws with its exit code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return false;
  step('Installing dependencies (npm ci)');
  run(npm, ['ci', '--no-audit', '--no-fund']);
  return true;
}

const BUILD_INPUTS = ['app', 'blocks', 'components', 'config', 'content', 'flows', 'lib', 'server', 'preview', 'renderer', 'schemas', 'commerce', 'embedded', 'demo-data', 'public',
  'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const SKIP = /(^|\/)(node_modules|\.next|\.data)(\/|$)|\.(test|stories)\.tsx?$|\.db\.test\.ts$/;

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) { yield path; return; }
  for (const entry of readdirSync(path).sort()) {
    const child = join(path, entry);
    if (!SKIP.test(relative(root, child))) yield* files(child);
  }
}

/** A hash of everything the production build depends on. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/**
 * `next build` unless the last build was made from the same sources and data (build-stamp.mjs). The build prerenders CMS pages,
 * so the content server must be running: pass its environment (`contentEnv` from startContent).
 */
export function ensureBuilt({ force = false, env = {}, distDir = '.next', anyData = false } = {}) {
  const stamp = join(root, distDir, 'atelier-build-fingerprint');
  // The stamp names the sources and the data (database, content source) the build was made from (build-stamp.mjs).
  const data = Object.fromEntries(BUILD_DATA_SOURCES.map((name) => [name, env[name] ?? process.env[name]]));
  const code = sourceFingerprint();
  const upToDate = buildIsUpToDate(existsSync(stamp) ? readFileSync(stamp, 'utf8') : '', code, data, { anyData });
  if (!force && existsSync(join(root, distDir, 'BUILD_ID')) && upToDate) {
    step(`Production build${distDir === '.next' ? '' : ` in ${distDir}`} is up to date`);
    return false;
  }
  step(`Building (next build${distDir === '.next' ? '' : `, into ${distDir}`})`);
  const started = Date.now();
  // Prerendering reads every page's content: a slow answer on a busy machine is no outage (content/source.ts). It reads
  // the catalogue over read-only sessions (read-only-build.mjs): a build that tried to write would fail here.
  run(join(root, 'node_modules/.bin/next'), ['build'], {
    env: { NEXT_TELEMETRY_DISABLED: '1', CONTENT_TIMEOUT_MS: process.env.CONTENT_TIMEOUT_MS ?? '10000', ...env, ...readOnlyDatabaseEnv({ ...process.env, ...env }), ...(distDir === '.next' ? {} : { ATELIER_DIST_DIR: distDir }) },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(root, distDir, 'atelier-build-seconds'), String(seconds));
  step(`Built in ${seconds} s: ${prerenderedPages(distDir)} prerendered pages`);
  writeFileSync(stamp, buildStamp(code, data));
  return true;
}

/** How many pages a build prerendered (its prerender manifest's routes), and how long it took when this script built it. */
export function prerenderedPages(distDir = '.next') {
  return Object.keys(JSON.parse(readFileSync(join(root, distDir, 'prerender-manifest.json'), 'utf8')).routes).length;
}
export function buildFigures(distDir = '.next') {
  const secondsFile = join(root, distDir, 'atelier-build-seconds');
  return { distDir, prerenderedPages: prerenderedPages(distDir), buildSeconds: existsSync(secondsFile) ? Number(readFileSync(secondsFile, 'utf8')) : null };
}

/** Spawns a long-running child; resolves once a line of its output matches `ready`. */
export function startService(name, command, args, { env = {}, ready, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let settled = false;
    const timer = setTimeout(() => finish(new Error(`${name} did not become ready within ${timeoutMs / 1000} s`)), timeoutMs);
    const finish = (error, match) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) { stop(child); reject(error); } else resolve({ child, match, stop: () => stop(child) });
    };
    const onLine = (stream) => (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        stream.write(`[${name}] ${line}\n`);
        const match = line.match(ready);
        if (match) finish(null, match);
      }
    };
    child.stdout.on('data', onLine(process.stdout));
    child.stderr.on('data', onLine(process.stderr));
    child.on('exit', (code, signal) => finish(new Error(`${name} exited before it was ready (${code ?? signal})`)));
  });
}

/** Stops a child by its PID and waits for it to exit. */
export function stop(child, signal = 'SIGTERM', graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => { try { process.kill(child.pid, 'SIGKILL'); } catch { /* gone */ } }, graceMs);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    try { process.kill(child.pid, signal); } catch { clearTimeout(timer); resolve(); }
  });
}

/** Default ports and data folders of each way the store runs, so they never collide. */
export const PROFILES = {
  start: { port: 3000, pgPort: 54329, dataDir: '.data/postgres', contentPort: 54400, contentDir: '.data/content' },
  e2e: { port: 3100, pgPort: 54331, dataDir: '.data/postgres-e2e', contentPort: 54401, contentDir: '.data/content-e2e', reseedContent: true },
  bench: { port: 3200, pgPort: 54332, dataDir: '.data/postgres-bench', contentPort: 54402, contentDir: '.data/content-bench', reseedContent: true },
  // `npm run cluster`: nginx on `port`, the instances on the ports after it (scripts/cluster.mjs).
  cluster: { port: 3300, pgPort: 54333, dataDir: '.data/postgres-cluster', contentPort: 54403, contentDir: '.data/content-cluster', reseedContent: true },
  // The reliability suite (tests/reliability): one file at a time stops and starts these parts.
  reliability: { port: 3400, pgPort: 54334, dataDir: '.data/postgres-reliability', contentPort: 54404, contentDir: '.data/content-reliability', reseedContent: true },
  // `npm run bench -- --scale retail`: a second store on the bench's build and content server, over a database
  // seeded with the retailer-sized catalogue (SEED_SCALE=retail). Ports end in 5 so that no other profile's, shifted
  // by a STACK_PORT_OFFSET in tens, can meet them.
  'bench-retail': { port: 3205, pgPort: 54337, dataDir: '.data/postgres-bench-retail' },
};

/**
 * `STACK_PORT_OFFSET=N` shifts a profile's three ports by N, so two checkouts of the project (a second
 * working tree, say) can run the same profile side by side. Playwright reads the same variable.
 */
export function offsetPorts(options, offset = Number(process.env.STACK_PORT_OFFSET ?? 0)) {
  if (!offset) return options;
  return { ...options, port: options.port + offset, pgPort: options.pgPort + offset, contentPort: options.contentPort + offset };
}

/**
 * Starts the embedded content server (unless CONTENTFUL_SPACE_ID is set: then Contentful itself is the
 * source). Its publish webhook calls the store's revalidation endpoint on `webPort`.
 */
export async function startContent({ contentPort, contentDir, webPort, reseedContent = false, log = true, launch = startService }) {
  if (process.env.CONTENTFUL_SPACE_ID) return { env: {}, stop: async () => {}, child: undefined };
  if (log) step(`Starting the embedded content server on 127.0.0.1:${contentPort}`);
  const env = {
    CONTENT_PORT: String(contentPort),
    CONTENT_DATA_DIR: contentDir,
    CONTENT_WEBHOOK_URL: `http://localhost:${webPort}/api/revalidate`,
    CONTENT_WEBHOOK_SECRET: process.env.REVALIDATE_SECRET ?? 'atelier-revalidate-secret',
  };
  const serve = ['--import', 'tsx', join(root, 'scripts/content.ts'), 'serve'];
  // A restart by the supervisor keeps what editors changed since the start (no reseed).
  const service = await launch('content', process.execPath, [...serve, ...(reseedContent ? ['--reseed'] : [])], { env, ready: /^ready CONTENT_URL=(\S+)/, restartArgs: serve });
  return { env: { CONTENT_PORT: String(contentPort) }, stop: service.stop, child: service.child, service };
}

/**
 * Starts the embedded PostgreSQL (unless DATABASE_URL is set), migrated and seeded either way. `env` overrides the
 * environment of that one process (`{ DATABASE_URL, SEED_SCALE }` for a second database); a larger catalogue takes
 * longer to seed, hence `timeoutMs`.
 */
export async function startDatabase({ dataDir, pgPort, log = true, env: own = {}, name = 'db', timeoutMs, launch = startService } = {}) {
  const args = ['--import', 'tsx', join(root, 'scripts/db.ts'), 'serve'];
  const env = {
    ...(dataDir ? { EMBEDDED_PG_DIR: dataDir } : {}),
    ...(pgPort ? { EMBEDDED_PG_PORT: String(pgPort) } : {}),
    ...own,
  };
  const external = 'DATABASE_URL' in own ? own.DATABASE_URL : process.env.DATABASE_URL;
  if (log) step(external ? 'Migrating and seeding the database at DATABASE_URL' : 'Starting the embedded PostgreSQL, migrating and seeding');
  const service = await launch(name, process.execPath, args, { env, ready: /^ready DATABASE_URL=(\S+)/, ...(timeoutMs ? { timeoutMs } : {}) });
  return { env: { DATABASE_URL: external || service.match[1] }, stop: service.stop, child: service.child, service };
}

/**
 * Node options of the store's server: the caller's, plus `response-buffers.mjs`, which sends long cached pages
 * as Buffers, `peer-address.mjs`, which tells route handlers the TCP peer's address (the rate limits read
 * `X-Forwarded-For` only from trusted proxies), `outage-status.mjs`, which sends a page the content source failed
 * with 503 rather than 500, `method-not-allowed.mjs`, which gives Next's empty 405 of an API address a
 * message, `parser-errors.mjs`, which gives the answers Node's HTTP parser makes itself (431 for a 20 kB query,
 * 400 for bytes that are not HTTP) a message, `repeated-headers.mjs`, which tells the proxy the headers a request
 * repeats (a cache in front keys on the first), and `graceful-shutdown.mjs`, which drains the instance on SIGTERM.
 * A deployment that runs `next start` itself should pass the same `--import`s (see those files).
 */
export function serverNodeOptions() {
  const preloads = ['response-buffers.mjs', 'peer-address.mjs', 'outage-status.mjs', 'method-not-allowed.mjs', 'parser-errors.mjs', 'repeated-headers.mjs', 'graceful-shutdown.mjs', 'request-log.mjs', 'metrics.mjs'].map((file) => `--import=${join(root, 'scripts/lib', file)}`);
  return [process.env.NODE_OPTIONS, ...preloads].filter(Boolean).join(' ');
}

/**
 * The rate-limit environment of the store started for tests, the bench and the cluster: the loopback is a
 * trusted proxy (nginx of the cluster; API tests name their client in `X-Forwarded-For`) and exempt from the
 * per-address limits (browser tests and load generators all come from it). `npm start` sets neither: every
 * limit holds there as in production. The caller's environment wins.
 */
export function testLimitsEnv() {
  return {
    TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? 'loopback',
    RATE_LIMIT_EXEMPT_ADDRESSES: process.env.RATE_LIMIT_EXEMPT_ADDRESSES ?? 'loopback',
  };
}

/**
 * How long a store server keeps an idle kept-alive connection open (ms). Node's default of 5 s is shorter than
 * what a proxy in front may keep its connections to the server (nginx's upstream `keepalive_timeout`, 4 s in
 * deploy/nginx/atelier.conf.template, below the drain bound; most load balancers 60 s): the server then closes a connection the proxy is
 * sending a request on, and the proxy answers 502 (a non-idempotent request such as an order is not retried). The
 * server must wait longer than the proxy. The Docker image sets the same through `KEEP_ALIVE_TIMEOUT`.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The command of one Next production server of the current build on localhost:`port`. The developer sandbox (outbox
 * page, development identity provider, sandbox users API) is on for the embedded store this script serves on
 * localhost, marked as the local stack's (ATELIER_LOCAL_STACK). `deployment: true` starts the server as a deployment
 * does instead: no such mark, and the sandbox only if `env` sets ATELIER_SANDBOX — which a production start without
 * the mark refuses (lib/sandbox.ts, instrumentation.ts).
 */
export function webCommand({ port, env = {}, deployment = false, dev = false }) {
  const sandbox = deployment
    ? { ATELIER_SANDBOX: env.ATELIER_SANDBOX, ATELIER_LOCAL_STACK: undefined } // undefined: not passed on at all
    : { ATELIER_SANDBOX: process.env.ATELIER_SANDBOX ?? 'on', ATELIER_LOCAL_STACK: '1' };
  return {
    command: join(root, 'node_modules/.bin/next'),
    // `dev` (`npm run dev`): Next's development server, compiling on request and reloading on save. It writes to
    // .next/dev, so the production build in .next stays as it is.
    args: [dev ? 'dev' : 'start', '-H', 'localhost', '-p', String(port), ...(dev ? [] : ['--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)])],
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: dev ? 'development' : 'production', ...sandbox, NODE_OPTIONS: serverNodeOptions() },
  };
}

/** Starts one Next server on localhost:`port`: the current build's, or the development server with `dev` (`name` labels its output; see webCommand). */
export function startWeb({ port, env = {}, name = 'web', launch = startService, deployment = false, dev = false }) {
  const web = webCommand({ port, env, deployment, dev });
  return launch(name, web.command, web.args, { env: web.env, ready: /Ready in|ready - started|✓ Ready/ });
}

/**
 * Starts what the store reads — the content server and the database — then builds when asked
 * (`build: true`; skipped when up to date; the build prerenders pages from both), then the Next
 * production server on localhost:`port` unless `serve: false` (with `dev: true`, Next's development server). Returns the base URL and a stop function
 * that stops everything it started. With `supervise: true` (`npm start`) each part runs under the supervisor
 * (scripts/lib/supervisor.mjs): a part that exits is restarted, and `onGiveUp` hears of one that exits too often.
 */
export async function startStack({ profile = 'start', port, build = false, anyData = false, serve = true, log = true, supervise = false, dev = false, ...overrides } = {}) {
  const options = { ...offsetPorts(PROFILES[profile]), ...(port ? { port } : {}), ...overrides };
  port = options.port;
  const started = [];
  const stopAll = async () => {
    // No supervised part is restarted once the store stops, even one that exits before its turn below.
    for (const service of started) service.hold?.();
    for (const service of started.reverse()) await service.stop();
  };
  let giveUp = () => {};
  const launch = supervise
    ? await import('./supervisor.mjs').then(({ superviseService }) => (name, command, args, opts) => superviseService(name, command, args, { cwd: root, ...opts, env: { ...process.env, ...opts.env }, onGiveUp: (part) => giveUp(part) }))
    : startService;
  try {
    const content = await startContent({ ...options, webPort: port, log, launch });
    started.push(content);
    const db = await startDatabase({ ...options, log, launch });
    started.push(db);
    const env = { ...content.env, ...db.env };
    if (build) ensureBuilt({ env, anyData });
    if (serve) {
      if (log) step(`Serving the store on http://localhost:${port}${dev ? ' (development server: pages compile on first visit)' : ''}`);
      started.push(await startWeb({ port, env: profile === 'start' ? env : { ...env, ...testLimitsEnv() }, launch, dev }));
    }
    return {
      url: `http://localhost:${port}`,
      databaseUrl: db.env.DATABASE_URL,
      children: started.map((s) => s.child).filter(Boolean),
      supervised: supervise,
      /** With `supervise`: `fn(part)` is called when the supervisor gave a part up. */
      onGiveUp: (fn) => { giveUp = fn; },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * Keeps a started stack (`children`, `stop`) running until Ctrl+C or SIGTERM, or until one of its services exits
 * unexpectedly — for a supervised stack, until the supervisor gives a part up (it restarts the others) — then stops
 * all of it and exits (1 for an unexpected exit).
 */
export function stopOnSignalOrExit(stack) {
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
  if (stack.supervised) {
    stack.onGiveUp((part) => {
      console.error(`The supervisor gave up on ${part}; shutting down.`);
      shutdown(`${part} given up`, 1);
    });
    return;
  }
  for (const child of stack.children) {
    child.on('exit', (code) => {
      if (!stopping) {
        console.error(`A service stopped unexpectedly (exit ${code}); shutting down.`);
        shutdown('a service exited', 1);
      }
    });
  }
}
