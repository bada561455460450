/**
 * What the database and crash tests of the reliability suite share: the store's parts started one by one (so a
 * test can stop and start the database or the web server on its own), a bounded order load of Indonesian guests
 * paying by virtual account (each order also puts an email and an SMS into the outbox), and the audit that reads
 * back from the database what every order left behind.
 */
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { client } from '@/tests/e2e/api/fetch-client';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { ensureBuilt, offsetPorts, PROFILES, root, startContent, startDatabase, startService, startWeb, testLimitsEnv } from '@/scripts/lib/stack.mjs';

interface Service {
  child: import('node:child_process').ChildProcess;
  env?: Record<string, string>;
  stop: () => Promise<void>;
}

export const ID_HEADERS = { 'x-site-country': 'id', 'accept-language': 'id-ID' };

/** An Indonesian guest's home delivery paid by virtual account (instructions go out by email and SMS). */
export const ID_GUEST_ORDER = {
  email: 'ayu@example.com',
  delivery: 'delivery',
  address: { line1: 'Jl. Sudirman 1', city: 'Jakarta Selatan', state: 'DKI Jakarta', postcode: '12190' },
  recipient: { firstName: 'Ayu', lastName: 'Lestari', callingCode: '+62', phone: '81234567890' },
  paymentMethod: 'virtual_account',
};

/**
 * The reliability profile's content server, database and web server (STACK_PORT_OFFSET applies), on the
 * production build (built first when the sources changed). `restartDatabase` brings the database back without
 * seeding it, as a restarted server comes back; `killWeb` ends the web server with SIGKILL, by its PID.
 */
export async function startOrderStack() {
  const options = offsetPorts(PROFILES.reliability);
  const content: Service = await startContent({ ...options, webPort: options.port, log: false });
  const started: Service & { env: { DATABASE_URL: string } } = await startDatabase({ ...options, log: false }).catch(async (error: unknown) => {
    await content.stop();
    throw error;
  });
  let db: Service = started;
  const dbEnv = { EMBEDDED_PG_DIR: options.dataDir, EMBEDDED_PG_PORT: String(options.pgPort) };
  const databaseUrl = started.env.DATABASE_URL;
  // A load generator on the loopback, as the bench: exempt from the per-address limits (docs/reliability/abuse.md).
  const env = { ...content.env, DATABASE_URL: databaseUrl, ...testLimitsEnv() };
  let web: Service | undefined;
  try {
    ensureBuilt({ env, anyData: true }); // the suite's build of these sources, made against any data
    web = await startWeb({ port: options.port, env });
  } catch (error) {
    await db.stop();
    await content.stop();
    throw error;
  }
  return {
    url: `http://localhost:${options.port}`,
    databaseUrl,
    /** Stops the database server (SIGTERM to its runner, which shuts PostgreSQL down fast: sessions end, open transactions roll back). */
    stopDatabase: () => db.stop(),
    restartDatabase: async () => {
      db = await startService('db', process.execPath, ['--import', 'tsx', join(root, 'scripts/db.ts'), 'serve', '--no-seed'], { env: dbEnv, ready: /^ready DATABASE_URL=(\S+)/ });
    },
    /** The web server's PID, and whether that process is still running. */
    web: () => ({ pid: web!.child.pid, running: web!.child.exitCode === null && web!.child.signalCode === null }),
    killWeb: async () => {
      const child = web!.child;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid!, 'SIGKILL');
      await exited;
    },
    restartWeb: async () => {
      web = await startWeb({ port: options.port, env });
    },
    stop: async () => {
      await web?.stop();
      await db.stop();
      await content.stop();
    },
  };
}

export type OrderStack = Awaited<ReturnType<typeof startOrderStack>>;

export interface OrderLoad {
  stack: OrderStack;
  /** The test's own reads of the database. */
  db: pg.Pool;
  variants: number[];
  shoppers: Shopper[];
  /** Units of `variants` in stock before the load. */
  stockBefore: number;
}

/**
 * The describe block's stack and `count` shoppers with bags (keys tagged `tag`), ready in `beforeAll` and
 * stopped in `afterAll`; the returned object is filled in once `beforeAll` ran.
 */
export function orderLoad(tag: string, count: number): OrderLoad {
  const load = {} as OrderLoad;
  beforeAll(async () => {
    load.stack = await startOrderStack();
    load.db = auditPool(load.stack.databaseUrl);
    load.variants = await stockedVariants(load.db, 4, 5000);
    load.stockBefore = await unitsInStock(load.db, load.variants);
    load.shoppers = await shoppersWithBags(load.stack.url, count, load.variants, tag);
  });
  afterAll(async () => {
    await load.db?.end();
    await load.stack?.stop();
  });
  return load;
}

/** A guest with one product in the bag and the Idempotency-Key of the order it will place. */
export interface Shopper {
  call: ReturnType<typeof client>['call'];
  deviceId: string;
  key: string;
  /** The statuses of the shopper's order attempts (0: no answer, the connection failed). */
  statuses: number[];
  /** Each attempt: its status, the answer's message (errors), and when it was sent and answered (ms since the epoch). */
  attempts: OrderAttempt[];
  /** The order number of a 201 or 200 answer. */
  number?: string;
}

export interface OrderAttempt {
  status: number;
  message?: string;
  sentAt: number;
  answeredAt: number;
}

/** Variants sold in Indonesia, each given `stock` units (so the load never runs out); their ids. */
export async function stockedVariants(db: pg.Pool, count: number, stock: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
       JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'ID' JOIN inventory i ON i.variant_id = v.id AND i.country = 'ID'
      WHERE p.available_from IS NULL ORDER BY v.id LIMIT $1`,
    [count],
  );
  await db.query("UPDATE inventory SET quantity = $2 WHERE country = 'ID' AND variant_id = ANY($1::int[])", [rows.map((r) => r.id), stock]);
  return rows.map((r) => r.id);
}

/** `count` guests, each with one unit of one of `variants` in the bag (added through the API, `parallel` at a time). */
export async function shoppersWithBags(url: string, count: number, variants: number[], tag: string, parallel = 6): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  await inWaves(Array.from({ length: count }, (_, i) => i), parallel, async (i) => {
    const { call, jar } = client(url);
    const added = await call('POST', '/cart/line-items', { variantId: variants[i % variants.length], quantity: 1 }, ID_HEADERS);
    if (added.status !== 201) throw new Error(`adding to the bag answered ${added.status}: ${JSON.stringify(added.body).slice(0, 200)}`);
    shoppers[i] = { call, deviceId: jar.get('device-id')!, key: `${tag}-${i}-${Date.now()}`, statuses: [], attempts: [] };
  });
  return shoppers;
}

/** Places the shopper's order with its key; the answer's status is recorded (0 when the connection failed). */
export async function placeOrder(shopper: Shopper): Promise<number> {
  let status = 0;
  let message: string | undefined;
  const sentAt = Date.now();
  try {
    const answer = await shopper.call('POST', '/orders', ID_GUEST_ORDER, { ...ID_HEADERS, 'idempotency-key': shopper.key });
    status = answer.status;
    const body = answer.body as { order?: { number?: string }; message?: string };
    if ((status === 201 || status === 200) && body.order?.number) shopper.number = body.order.number;
    if (typeof body.message === 'string') message = body.message;
  } catch {
    status = 0;
  }
  shopper.statuses.push(status);
  shopper.attempts.push({ status, message, sentAt, answeredAt: Date.now() });
  return status;
}

/**
 * The attempts answered with `message` whose own request placed the order: the shopper's order in the database was
 * made (its `created_at`, the store's clock, which is this machine's) between that attempt's sending and its answer.
 * For the "nothing was changed" message this must be none (issue 30).
 */
export async function attemptsThatPlacedTheirOrder(db: pg.Pool, shoppers: Shopper[], message: string): Promise<OrderAttempt[]> {
  const { rows } = await db.query<{ device_id: string; created: Date }>('SELECT device_id, created_at AS created FROM orders WHERE device_id = ANY($1::text[])', [shoppers.map((s) => s.deviceId)]);
  const made = new Map(rows.map((r) => [r.device_id, r.created.getTime()]));
  return shoppers.flatMap((s) => s.attempts.filter((a) => a.message === message && a.sentAt <= (made.get(s.deviceId) ?? -1) && (made.get(s.deviceId) ?? Infinity) <= a.answeredAt));
}

/** Runs `task` over `items`, `parallel` at a time. */
export async function inWaves<T>(items: T[], parallel: number, task: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/** An order as the database holds it, with what it must have left behind if it was written whole. */
export interface AuditedOrder {
  device_id: string;
  number: string;
  product_lines: number;
  units: number;
  payments: number;
  movements: number;
  keys: number;
  messages: number;
}

/**
 * The orders of these devices with their lines, payment, stock movements, Idempotency-Key and outbox messages;
 * `partial` lists those missing any part (a whole order has ≥ 1 product line, one payment, one stock movement
 * per product line, its key, and exactly one email and one SMS); `bagsLeftBehind` counts devices that have both
 * an order and a bag still holding products.
 */
export async function auditOrders(db: pg.Pool, deviceIds: string[]) {
  const { rows: orders } = await db.query<AuditedOrder>(
    `SELECT o.device_id, o.number,
            (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'product') AS product_lines,
            (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'product') AS units,
            (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments,
            (SELECT count(*)::int FROM inventory_movements m WHERE m.reference = o.number AND m.reason = 'order') AS movements,
            (SELECT count(*)::int FROM idempotency_keys k WHERE k.order_id = o.id) AS keys,
            (SELECT count(*)::int FROM outbox_messages m WHERE m.kind = 'payment_instructions' AND m.body LIKE '%' || o.number || '%') AS messages
       FROM orders o WHERE o.device_id = ANY($1::text[])`,
    [deviceIds],
  );
  const partial = orders.filter((o) => o.product_lines < 1 || o.payments !== 1 || o.movements !== o.product_lines || o.keys !== 1 || o.messages !== 2);
  const { rows: left } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bags b WHERE b.device_id = ANY($1::text[]) AND b.account_id IS NULL
        AND EXISTS (SELECT 1 FROM bag_lines l WHERE l.bag_id = b.id AND l.kind = 'product')
        AND EXISTS (SELECT 1 FROM orders o WHERE o.device_id = b.device_id)`,
    [deviceIds],
  );
  const perDevice = new Map<string, number>();
  for (const o of orders) perDevice.set(o.device_id, (perDevice.get(o.device_id) ?? 0) + 1);
  return { orders, partial, bagsLeftBehind: left[0].n, devicesWithSeveralOrders: [...perDevice.values()].filter((n) => n > 1).length };
}

/** Units of `variants` in stock in Indonesia now. */
export async function unitsInStock(db: pg.Pool, variants: number[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT coalesce(sum(quantity), 0)::int AS n FROM inventory WHERE country = 'ID' AND variant_id = ANY($1::int[])", [variants]);
  return rows[0].n;
}

/** A pool for the test's own reads, which never crashes on a connection the test's fault ends. */
export function auditPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => undefined);
  pool.on('connect', (c) => c.on('error', () => undefined));
  return pool;
}

/** Whether PostgreSQL at the URL accepts a connection and answers a query now. */
export async function databaseAnswers(databaseUrl: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
