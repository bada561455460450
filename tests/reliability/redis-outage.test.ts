/**
 * Redis stopped for 30 s under a page load (issue 32; docs/reliability/faults.md, "Redis"): the production build's
 * store with REDIS_URL on a private `redis-server` of this file's own (never the shared one on 6379), a bounded load
 * of pages, then Redis is killed. Every page still answers within the budget and without a 5xx (the cache guard
 * answers a miss at once, server/cache/redis-guard.mjs), and the store's output during the outage is a few JSON
 * lines (the first failure, a summary per 10 s), then one "recovered" line once Redis is back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { stop as stopChild, testLimitsEnv } from '@/scripts/lib/stack.mjs';
import { recordFigures } from './figures';
import { seconds, startFaultStack, timedGet, type FaultStack } from './fault-stack';

const TOPIC = 'Faults: Redis';
const REDIS_PORT = 6_479 + Number(process.env.STACK_PORT_OFFSET ?? 0);
const OUTAGE_MS = 30_000;
/** Concurrent shoppers of the load (each asks for its next page when the last answered): one per core. */
const CONCURRENCY = 2;
/**
 * Every page renders while Redis is down (no shared cache), on a 2-core machine that builds beside the test: p99
 * under 3 s, and no answer near a hang (before: 60 s, issue 32). The same load with Redis up is measured beside it.
 */
const P99_BUDGET_MS = 3_000;
const MAX_BUDGET_MS = 6_000;
const BASELINE_MS = 10_000;
/** Lines the store may write during the 30 s outage: the first failure, summaries every 10 s, a few of Next's. */
const LINE_BUDGET = 12;
const PAGES = ['/', '/about', '/pages/gifts', '/brands/maison-lumiere', '/brands/kaya-botanics', '/pages/sale'];

const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status === 0;
if (!hasRedisServer) console.warn(`${TOPIC}: skipped, redis-server is not installed (apt-get install -y redis-server)`);

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

let redis: ChildProcess | undefined;
async function startRedis() {
  redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await answers(REDIS_PORT)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await answers(REDIS_PORT)).toBe(true);
}

let stack: FaultStack;
/** Every line the Next server wrote (stdout and stderr), with when. */
const output: { at: number; line: string }[] = [];

describe.skipIf(!hasRedisServer)(TOPIC, () => {
  beforeAll(async () => {
    await startRedis();
    const prefix = `redis-outage-${Date.now().toString(36)}:`;
    stack = await startFaultStack({ webEnv: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}/0`, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_REDIS_PREFIX: prefix, ...testLimitsEnv() } });
    const web = stack.web()!;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) output.push({ at: performance.now(), line });
    };
    web.stdout?.on('data', collect);
    web.stderr?.on('data', collect);
  });

  afterAll(async () => {
    await stack?.stop();
    await stopChild(redis);
  });

  it('answers every page within the budget and without a 5xx while Redis is stopped for 30 s, writing a few JSON lines', async () => {
    // Warm: each page rendered once and in Redis.
    for (const path of PAGES) expect((await timedGet(stack.url + path)).status).toBe(200);

    const load = async (forMs: number) => {
      const from = performance.now();
      const times: number[] = [];
      const statuses = new Map<number, number>();
      const shopper = async (offset: number) => {
        for (let i = offset; performance.now() - from < forMs; i++) {
          const answer = await timedGet(stack.url + PAGES[i % PAGES.length]);
          times.push(answer.ms);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => shopper(i)));
      return { times: times.sort((a, b) => a - b), statuses };
    };
    const p99Of = (times: number[]) => times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
    const baseline = await load(BASELINE_MS);

    await stopChild(redis, 'SIGKILL');
    redis = undefined;
    const from = performance.now();
    const { times, statuses } = await load(OUTAGE_MS);
    const to = performance.now();
    const during = output.filter((entry) => entry.at >= from && entry.at <= to).map((entry) => entry.line);

    await startRedis();
    // The store notices Redis is back (its probe reconnects within 2 s) and says so once.
    const recoveredBy = performance.now() + 20_000;
    while (!output.some((entry) => entry.at > to && /recovered/.test(entry.line)) && performance.now() < recoveredBy) await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await timedGet(stack.url + PAGES[0]);

    const p99 = p99Of(times);
    const slowest = times.at(-1)!;
    const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const notJson = during.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    const recovered = output.filter((entry) => entry.at > to && /recovered/.test(entry.line));
    recordFigures(TOPIC, [
      { measure: `Redis stopped 30 s, ${CONCURRENCY} shoppers loading pages: p99 of the page answers`, value: `${seconds(p99)} of ${times.length}`, budget: `< ${seconds(P99_BUDGET_MS)}`, ok: p99 < P99_BUDGET_MS },
      { measure: 'the same load with Redis up (10 s): p99 of the page answers', value: `${seconds(p99Of(baseline.times))} of ${baseline.times.length}`, budget: '(for comparison)', ok: true },
      { measure: 'Redis stopped 30 s: slowest page answer', value: seconds(slowest), budget: `< ${seconds(MAX_BUDGET_MS)}`, ok: slowest < MAX_BUDGET_MS },
      { measure: 'Redis stopped 30 s: page answers with a 5xx', value: `${errors} of ${times.length}`, budget: '0', ok: errors === 0 },
      { measure: "Redis stopped 30 s: the store's log lines during the outage (all JSON)", value: `${during.length} (${notJson.length} not JSON)`, budget: `≤ ${LINE_BUDGET}, all JSON`, ok: during.length <= LINE_BUDGET && notJson.length === 0 },
      { measure: 'Redis back: "recovered" lines', value: String(recovered.length), budget: '1', ok: recovered.length === 1 },
    ]);
    console.log(`${TOPIC}: Redis up p99 ${seconds(p99Of(baseline.times))} of ${baseline.times.length}; down ${times.length} answers, p99 ${seconds(p99)}, slowest ${seconds(slowest)}, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${during.length} lines during the outage:\n${during.join('\n')}`);
    expect(times.length).toBeGreaterThan(CONCURRENCY * 10);
    expect(errors).toBe(0);
    expect(p99).toBeLessThan(P99_BUDGET_MS);
    expect(slowest).toBeLessThan(MAX_BUDGET_MS);
    expect(notJson).toEqual([]);
    expect(during.length).toBeGreaterThan(0); // the outage is said, once
    expect(during.length).toBeLessThanOrEqual(LINE_BUDGET);
    expect(recovered).toHaveLength(1);
    expect(after.status).toBe(200);
  }, 120_000);
});
