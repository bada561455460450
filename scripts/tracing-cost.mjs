#!/usr/bin/env node
// The throughput cost of tracing on cached pages (issue 32, budget: at most 5 %), side by side in one run: two
// servers of the same build over the same database and content source, one with OTEL_EXPORTER_OTLP_ENDPOINT set (every
// request sampled, spans sent as OTLP/HTTP protobuf to a sink on the loopback that answers as a collector does), one
// without. They are loaded in turn, in alternating pairs, so the machine's drift falls on both alike.
//
//   node scripts/tracing-cost.mjs [--pairs N] [--duration S] [--connections N]     (defaults: 3 pairs of 5 s at 50)
//                                 [--page PATH ...] [--cpu-prof DIR] [--same]
//
// --page: load only these paths. --cpu-prof: each server writes a V8 CPU profile of each of its loads into DIR
// (scripts/lib/cpu-profile-on-signal.mjs; profiling slows a server, so the CPU figures of such a run are not the
// cost). --same: the second server is started without the endpoint too — two identical servers, the method's own
// noise on this machine at this moment (an A/A run).
//
// Beside req/s, each run reads the CPU time the server's processes spent (/proc, user + system) per answered request:
// on a machine that other work keeps busy, throughput swings by half from run to run, while the CPU a request costs
// the server moves far less, and a saturated server's throughput is the inverse of it.
//
// The figure goes into docs/performance.md ("Tracing") by hand; the results print as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PROFILES, ensureBuilt, offsetPorts, startContent, startDatabase, startWeb, step, testLimitsEnv } from './lib/stack.mjs';

const { values: argv } = parseArgs({ options: { pairs: { type: 'string', default: '3' }, duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' }, 'cpu-prof': { type: 'string' }, page: { type: 'string', multiple: true }, same: { type: 'boolean', default: false } } });
const PAIRS = Number(argv.pairs);
const DURATION = Number(argv.duration);
const CONNECTIONS = Number(argv.connections);
/** Cached pages of the bench (scripts/bench.mjs ROUTES): the home page, a CMS landing page and a product page. */
const PAGES = argv.page ?? ['/', '/pages/gifts', '/products/ochre-and-ash-matte-perfecting-powder'];

const options = offsetPorts(PROFILES.bench);
const PLAIN_PORT = options.port;
const TRACED_PORT = options.port + 3;
const SINK_PORT = options.port + 4;

/** The collector's stand-in: takes each export whole and answers 200 (it counts what it got). */
let exports = 0;
let exportedBytes = 0;
const sink = createServer((req, res) => {
  req.on('data', (chunk) => (exportedBytes += chunk.length));
  req.on('end', () => {
    exports += 1;
    res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' }).end();
  });
});
await new Promise((resolve) => sink.listen(SINK_PORT, '127.0.0.1', resolve));

const stops = [];
const stopAll = async () => {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  sink.close();
};
try {
  const content = await startContent({ ...options, webPort: PLAIN_PORT, reseedContent: true, log: false });
  stops.push(() => content.stop());
  const db = await startDatabase({ ...options, log: false });
  stops.push(() => db.stop());
  const env = { ...content.env, ...db.env, ...testLimitsEnv(), REDIS_URL: '' };
  ensureBuilt({ env, anyData: true });
  if (argv['cpu-prof']) {
    // serverNodeOptions (scripts/lib/stack.mjs) puts the caller's NODE_OPTIONS before the server's preloads.
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=${new URL('./lib/cpu-profile-on-signal.mjs', import.meta.url).pathname}`.trim();
    env.CPU_PROFILE_DIR = resolve(argv['cpu-prof']);
  }
  const plain = await startWeb({ port: PLAIN_PORT, env, name: 'untraced' });
  stops.push(() => plain.stop());
  const traced = await startWeb({ port: TRACED_PORT, env: { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: argv.same ? '' : `http://127.0.0.1:${SINK_PORT}`, OTEL_SERVICE_NAME: 'atelier-tracing-cost' }, name: 'traced' });
  stops.push(() => traced.stop());

  /** CPU seconds (user + system) of `pid` and every process below it, from /proc. */
  const TICKS = 100; // USER_HZ on Linux
  const cpuSeconds = (pid) => {
    const stats = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => {
      try {
        const fields = readFileSync(`/proc/${d}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
        return { pid: Number(d), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
      } catch {
        return undefined;
      }
    }).filter(Boolean);
    const tree = new Set([pid]);
    for (let grown = true; grown;) {
      grown = false;
      for (const s of stats) if (!tree.has(s.pid) && tree.has(s.ppid)) { tree.add(s.pid); grown = true; }
    }
    return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) / TICKS;
  };
  const load = (port, path) =>
    new Promise((resolve, reject) => {
      autocannon({ url: `http://localhost:${port}${path}`, connections: CONNECTIONS, duration: DURATION, timeout: 30 }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  // Warm both (each page rendered once and in its cache) before measuring.
  for (const port of [PLAIN_PORT, TRACED_PORT]) for (const path of PAGES) await fetch(`http://localhost:${port}${path}`).then((r) => r.text());
  const results = [];
  const cpuRatios = [];
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const path of PAGES) {
    const ratios = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternate which goes first, so neither always meets the warmer (or busier) machine.
      const order = pair % 2 === 0 ? ['plain', 'traced'] : ['traced', 'plain'];
      const got = {};
      const cpu = {};
      for (const which of order) {
        const server = which === 'plain' ? plain : traced;
        if (argv['cpu-prof']) process.kill(server.child.pid, 'SIGUSR2');
        const before = cpuSeconds(server.child.pid);
        const result = await load(which === 'plain' ? PLAIN_PORT : TRACED_PORT, path);
        if (argv['cpu-prof']) process.kill(server.child.pid, 'SIGUSR2');
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${which} ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        got[which] = result.requests.average;
        if (argv['cpu-prof']) step(`${which}: ${result.requests.total} requests profiled`);
        cpu[which] = ((cpuSeconds(server.child.pid) - before) * 1000) / result.requests.total;
      }
      ratios.push(got.traced / got.plain);
      cpuRatios.push(cpu.traced / cpu.plain);
      step(`${path} pair ${pair + 1}: untraced ${got.plain.toFixed(0)} req/s and ${cpu.plain.toFixed(2)} ms CPU a request, traced ${got.traced.toFixed(0)} req/s and ${cpu.traced.toFixed(2)} ms`);
    }
    results.push({ path, medianRatio: median(ratios), ratios, medianCpuRatio: median(cpuRatios.slice(-PAIRS)) });
  }
  const throughput = median(results.flatMap((r) => r.ratios));
  const cpuCost = median(cpuRatios);
  console.log(JSON.stringify({
    pairs: PAIRS, duration: DURATION, connections: CONNECTIONS, loadAverage: loadavg()[0], exports, exportedBytes, results,
    medianThroughputRatio: throughput, throughputCostPercent: Number(((1 - throughput) * 100).toFixed(1)),
    medianCpuRatio: cpuCost, cpuCostPercent: Number(((cpuCost - 1) * 100).toFixed(1)),
  }, null, 2));
} finally {
  await stopAll();
}
