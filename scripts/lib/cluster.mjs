// `npm run cluster` and the cluster tests: N instances of one build on one PostgreSQL and one Redis, behind
// nginx (deploy/nginx/atelier.conf.template) on one port. Plain Node.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ensureBuilt, offsetPorts, PROFILES, root, startContent, startDatabase, startWeb, step, stop, testLimitsEnv } from './stack.mjs';
import { ensureDebianPackages } from './debian-packages.mjs';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Sends one RESP command to Redis; resolves with the raw answer, or undefined when Redis does not answer. */
export function redisCommand(url, words, timeoutMs = 1_000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    let answer = '';
    const done = (value) => { socket.destroy(); resolve(value); };
    socket.setTimeout(timeoutMs, () => done(undefined));
    socket.on('error', () => done(undefined));
    socket.on('connect', () => socket.write(`*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`));
    socket.on('data', (chunk) => { answer += chunk; if (answer.endsWith('\r\n')) done(answer); });
  });
}

/** What the cluster needs that is missing: Debian's nginx (installed when possible) and a Redis that answers. */
export async function clusterPrerequisites(redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL) {
  const missing = [];
  if (ensureDebianPackages([{ program: 'nginx', pkg: 'nginx-light' }, { program: '/usr/sbin/nginx', pkg: 'nginx-light' }], 'nginx for the store cluster').length > 0) {
    missing.push('nginx (Debian package nginx-light) is not installed');
  }
  if (!(await redisCommand(redisUrl, ['PING']))?.startsWith('+PONG')) missing.push(`Redis does not answer at ${redisUrl}`);
  return missing;
}

const waitForPort = async (port, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs / 1000} s`);
};

/** Fills the nginx template's `{{NAME}}` placeholders; throws on a placeholder left without a value. */
export function nginxConfig(values) {
  const template = readFileSync(join(root, 'deploy/nginx/atelier.conf.template'), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`deploy/nginx template: no value for {{${name}}}`);
    return values[name];
  });
}

/**
 * Starts nginx on 127.0.0.1:`port` with the configuration `config({ USER_LINE, RUN_DIR })` answers (its working
 * folders under `runDir`, emptied of an earlier run's cache); resolves once it listens. `stop()` ends it by its PID.
 */
export async function startNginx({ runDir, config, port, log = true }) {
  rmSync(join(runDir, 'cache'), { recursive: true, force: true });
  for (const dir of ['', 'cache', 'client-body', 'proxy-temp', 'fastcgi-temp', 'uwsgi-temp', 'scgi-temp']) mkdirSync(join(runDir, dir), { recursive: true });
  const confFile = join(runDir, 'nginx.conf');
  writeFileSync(confFile, config({ USER_LINE: process.getuid?.() === 0 ? 'user root;' : '', RUN_DIR: runDir }));
  if (log) step(`Starting nginx on http://127.0.0.1:${port} (config ${confFile.replace(root + '/', '')})`);
  const nginx = spawn('nginx', ['-p', runDir, '-c', confFile, '-e', 'stderr'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  const stopNginx = () => stop(nginx, 'SIGQUIT');
  try {
    await waitForPort(port);
  } catch (error) {
    await stopNginx();
    throw error;
  }
  return { stop: stopNginx, child: nginx };
}

/**
 * How one instance of the cluster is started: as a deployment (`sandbox: false`, the default of `npm run cluster`:
 * no developer sandbox, no local-stack mark, so the production start checks hold, with a signing key for the run and
 * the sandbox payment provider named on purpose), or
 * as the local stack with the sandbox on (`sandbox: true`: the tests and the bench, which make test accounts).
 * Without an SMTP_URL the deployment keeps mail in the outbox on purpose (MAIL_DELIVERY=outbox), as a production
 * start without one must say (commerce/outbox/mail-config.ts).
 */
export function clusterInstanceStart({ sandbox = false, env = {}, signingKey }) {
  // PAYMENT_PROVIDER: the sandbox provider is the only one this build has; a deployment must name it on purpose.
  const mail = process.env.SMTP_URL || process.env.MAIL_DELIVERY ? {} : { MAIL_DELIVERY: 'outbox' };
  return sandbox
    ? { deployment: false, env }
    : { deployment: true, env: { ...env, ...mail, AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET ?? signingKey, PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'sandbox' } };
}

/**
 * With METRICS_PORT set, instance `i` serves its metrics on METRICS_PORT + i: the instances share one host, and a
 * second one on the same port would serve none.
 */
export function instanceMetricsPort(i, value = process.env.METRICS_PORT) {
  return value ? { METRICS_PORT: String(Number(value) + i) } : {};
}

/** The upstream block's servers: an instance that fails 3 times in 10 s is left out for 10 s (nginx then tries it again). */
export function upstreamServers(ports) {
  return ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
}

/**
 * Starts the content server (its publish webhook reaches the first instance only, as a load balancer would
 * deliver it), the database (migrated once, here, not by the instances), builds when the sources changed,
 * then `instances` Next servers with REDIS_URL on the ports after the proxy's, and nginx on `port`.
 * `keyPrefix` keeps one run's Redis keys apart from another's. With `supervise` (`npm run cluster`) each instance
 * runs under the supervisor of `npm start` (scripts/lib/supervisor.mjs): one that dies is started again while nginx
 * sends its requests to the others. `sandbox` (see clusterInstanceStart) turns the developer sandbox on.
 */
export async function startCluster({ instances = 2, redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL, keyPrefix = `atelier-cluster-${Date.now().toString(36)}:`, pageTtl = '10s', log = true, plainInstance = false, supervise = false, sandbox = false, onGiveUp = () => {}, ...overrides } = {}) {
  const options = { ...offsetPorts(PROFILES.cluster), ...overrides };
  const instancePorts = Array.from({ length: instances }, (_, i) => options.port + 1 + i);
  const started = [];
  const stopAll = async () => {
    // No supervised instance is started again once the cluster stops.
    for (const service of started) service.hold?.();
    for (const service of started.reverse()) await service.stop();
  };
  const launch = supervise
    ? await import('./supervisor.mjs').then(({ superviseService }) => (name, command, args, opts) => superviseService(name, command, args, { cwd: root, ...opts, env: { ...process.env, ...opts.env }, onGiveUp: (part) => onGiveUp(part) }))
    : undefined;
  const signingKey = randomBytes(32).toString('base64');
  try {
    const content = await startContent({ ...options, webPort: instancePorts[0], log, ...(launch ? { launch } : {}) });
    started.push(content);
    const db = await startDatabase({ ...options, log, ...(launch ? { launch } : {}) });
    started.push(db);
    const env = { ...content.env, ...db.env };
    if (!sandbox) {
      // A production start refuses the demo editor's published password (server/refuse-demo-editor.ts): the demo
      // database's is ended here, as an operator would (`npm run editors`); the next demo seed gives it back.
      const ended = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/editors.ts', 'disable', 'editor@atelier.example'], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
      if (log) step(ended.status === 0 ? 'Production mode: the demo editor is disabled (npm run editors -- create <e-mail> makes an editor)' : `Production mode: ${ended.stderr.trim()}`);
    }
    // The e2e build of the same sources serves here too (its prerendered pages' data is not what these tests read).
    ensureBuilt({ env, anyData: true });
    const instanceEnv = {
      ...env,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      // The rate limits count in Redis apart per run; nginx (on the loopback) is the trusted proxy.
      RATE_LIMIT_REDIS_PREFIX: keyPrefix,
      ...testLimitsEnv(),
      // Migrations ran once above; each instance keeps a small pool (docs/deploy.md).
      DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '5',
    };
    const servers = [];
    for (const [i, port] of instancePorts.entries()) {
      if (log) step(`Starting instance ${String.fromCharCode(65 + i)} on http://localhost:${port}`);
      const how = clusterInstanceStart({ sandbox, env: { ...instanceEnv, ATELIER_INSTANCE: String.fromCharCode(65 + i), ...instanceMetricsPort(i) }, signingKey });
      const web = await startWeb({ port, ...how, name: `web-${String.fromCharCode(65 + i)}`, ...(launch ? { launch } : {}) });
      started.push(web);
      // `child` and `pid()` follow a supervised instance to its current process.
      servers.push({ url: `http://localhost:${port}`, get child() { return web.child; }, pid: () => (web.pid ? web.pid() : web.child?.pid) });
    }

    // For comparison (the bench): one more instance outside nginx, on Next's in-process caches (no REDIS_URL).
    let plain;
    if (plainInstance) {
      const port = options.port + 1 + instances;
      if (log) step(`Starting an instance without Redis on http://localhost:${port} (for comparison)`);
      started.push(await startWeb({ port, env: { ...env, DATABASE_POOL_MAX: instanceEnv.DATABASE_POOL_MAX }, name: 'web-plain' }));
      plain = { url: `http://localhost:${port}` };
    }

    const runDir = join(root, `.data/cluster-nginx-${options.port}`);
    const config = (fill) => nginxConfig({
      ...fill,
      LISTEN: `127.0.0.1:${options.port}`,
      TLS_LINES: '',
      UPSTREAM_SERVERS: upstreamServers(instancePorts),
      PAGE_TTL: pageTtl,
    });
    started.push(await startNginx({ runDir, config, port: options.port, log }));
    return {
      url: `http://127.0.0.1:${options.port}`,
      instances: servers,
      plain,
      databaseUrl: db.env.DATABASE_URL,
      contentPort: options.contentPort,
      redisUrl,
      keyPrefix,
      children: started.map((s) => s.child).filter(Boolean),
      supervised: supervise,
      /** With `supervise`: `fn(part)` is called when the supervisor gave an instance up (stopOnSignalOrExit). */
      onGiveUp: (fn) => { onGiveUp = fn; },
      stop: async () => {
        await stopAll();
        await clearRedisKeys(redisUrl, keyPrefix);
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Removes one run's keys (the cluster's prefix) from Redis. */
async function clearRedisKeys(redisUrl, keyPrefix) {
  const script = "local n = 0 for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) n = n + 1 end return n";
  await redisCommand(redisUrl, ['EVAL', script, '0', `${keyPrefix}*`]);
}
