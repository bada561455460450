#!/usr/bin/env node
// `npm run pgbouncer-check`: runs the database suites that race (50 orders for 5 units, concurrent token refresh,
// sign-in lockout, job claims) through PgBouncer in transaction pooling mode, in front of a PostgreSQL server
// (PGBOUNCER_UPSTREAM, default 127.0.0.1:5432, user postgres). Installs Debian's pgbouncer when it can; exits 0
// with a printed reason when PgBouncer or that server is missing. See docs/deploy.md ("PgBouncer").
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { root, step, stop } from './lib/stack.mjs';
import { ensureDebianPackages } from './lib/debian-packages.mjs';

const SUITES = ['commerce/catalog/inventory.db.test.ts', 'commerce/accounts/accounts.db.test.ts', 'commerce/jobs/runs.db.test.ts', 'commerce/catalog/listing.db.test.ts', 'commerce/catalog/prepared.db.test.ts'];
const upstream = process.env.PGBOUNCER_UPSTREAM ?? '127.0.0.1:5432';
const [host, port] = upstream.split(':');
const listenPort = 6432 + Number(process.env.STACK_PORT_OFFSET ?? 0);

const answers = (p) => new Promise((resolve) => {
  const socket = createConnection({ host, port: Number(p) }, () => { socket.destroy(); resolve(true); });
  socket.on('error', () => resolve(false));
});

if (ensureDebianPackages([{ program: '/usr/sbin/pgbouncer', pkg: 'pgbouncer' }], 'PgBouncer for the transaction-pooling check').length > 0) {
  console.log('pgbouncer-check: SKIPPED, PgBouncer is not installed');
  process.exit(0);
}
if (!(await answers(port))) {
  console.log(`pgbouncer-check: SKIPPED, no PostgreSQL answers at ${upstream} (set PGBOUNCER_UPSTREAM)`);
  process.exit(0);
}

const dir = join(root, '.data/pgbouncer');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'userlist.txt'), '"postgres" "postgres"\n');
writeFileSync(join(dir, 'pgbouncer.ini'), [
  '[databases]', `* = host=${host} port=${port}`,
  '[pgbouncer]', 'listen_addr = 127.0.0.1', `listen_port = ${listenPort}`, 'unix_socket_dir =',
  'auth_type = trust', `auth_file = ${join(dir, 'userlist.txt')}`,
  // Fewer server connections than the suites' pools: clients really share them, transaction by transaction.
  'pool_mode = transaction', 'default_pool_size = 4', 'max_client_conn = 200',
  'ignore_startup_parameters = extra_float_digits,options',
].join('\n') + '\n');
// PgBouncer refuses to run as root: it runs as the postgres user then.
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  for (const file of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(join(dir, file), uid, gid);
}
step(`PgBouncer (transaction pooling, 4 server connections) on 127.0.0.1:${listenPort} → ${upstream}`);
const bouncer = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'inherit'] });
let status = 1;
try {
  for (let i = 0; i < 50 && !(await new Promise((r) => { const s = createConnection({ host: '127.0.0.1', port: listenPort }, () => { s.destroy(); r(true); }); s.on('error', () => r(false)); })); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const result = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', ...SUITES], {
    cwd: root, stdio: 'inherit',
    // PgBouncer before 1.21 (Debian 12 has 1.18) keeps no prepared statements across transactions: the store's
    // catalogue then runs its statements unprepared (docs/deploy.md). PGBOUNCER_PREPARED=on checks without that.
    env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${listenPort}/postgres`, DATABASE_PREPARED_STATEMENTS: process.env.PGBOUNCER_PREPARED === 'on' ? 'on' : 'off' },
  });
  status = result.status ?? 1;
} finally {
  await stop(bouncer);
}
process.exit(status);
