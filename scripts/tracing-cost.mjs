#!/usr/bin/env node
// The throughput cost of tracing on cached pages (issue 32, budget: at most 5 %), side by side in one run: two
// servers of the same build over the same database and content source, one with OTEL_EXPORTER_OTLP_ENDPOINT set (every
// request sampled, spans sent as OTLP/HTTP protobuf to a sink on the loopback that answers as a collector does), one
// without. They are loaded in turn, in alternating pairs, so the machine's drift falls on both alike.
//
//   node scripts/tracing-cost.mjs [--pairs N] [--duration S] [--connections N]     (defaults: 3 pairs of 5 s at 50)
//
// The figure goes into docs/performance.md ("Tracing") by hand; the results print as JSON.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PROFILES, ensureBuilt, offsetPorts, startContent, startDatabase, startWeb, step, testLimitsEnv } from './lib/stack.mjs';

const { values: argv } = parseArgs({ options: { pairs: { type: 'string', default: '3' }, duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' } } });
const PAIRS = Number(argv.pairs);
const DURATION = Number(argv.duration);
const CONNECTIONS = Number(argv.connections);
/** Cached pages of the bench (scripts/bench.mjs ROUTES): the home page, a CMS landing page and a product page. */
const PAGES = ['/', '/pages/gifts', '/products/ochre-and-ash-matte-perfecting-powder'];

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
  const plain = await startWeb({ port: PLAIN_PORT, env, name: 'untraced' });
  stops.push(() => plain.stop());
  const traced = await startWeb({ port: TRACED_PORT, env: { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}`, OTEL_SERVICE_NAME: 'atelier-tracing-cost' }, name: 'traced' });
  stops.push(() => traced.stop());

  const load = (port, path) =>
    new Promise((resolve, reject) => {
      autocannon({ url: `http://localhost:${port}${path}`, connections: CONNECTIONS, duration: DURATION, timeout: 30 }, (error, result) => (error ? reject(error) : resolve(result)));
    });
  // Warm both (each page rendered once and in its cache) before measuring.
  for (const port of [PLAIN_PORT, TRACED_PORT]) for (const path of PAGES) await fetch(`http://localhost:${port}${path}`).then((r) => r.text());
  const results = [];
  for (const path of PAGES) {
    const ratios = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternate which goes first, so neither always meets the warmer (or busier) machine.
      const order = pair % 2 === 0 ? ['plain', 'traced'] : ['traced', 'plain'];
      const got = {};
      for (const which of order) {
        const result = await load(which === 'plain' ? PLAIN_PORT : TRACED_PORT, path);
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${which} ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        got[which] = result.requests.average;
      }
      ratios.push(got.traced / got.plain);
      step(`${path} pair ${pair + 1}: untraced ${got.plain.toFixed(0)} req/s, traced ${got.traced.toFixed(0)} req/s (${((1 - got.traced / got.plain) * 100).toFixed(1)} % less)`);
    }
    const sorted = [...ratios].sort((a, b) => a - b);
    results.push({ path, medianRatio: sorted[Math.floor(sorted.length / 2)], ratios });
  }
  const all = results.flatMap((r) => r.ratios).sort((a, b) => a - b);
  const median = all[Math.floor(all.length / 2)];
  console.log(JSON.stringify({ pairs: PAIRS, duration: DURATION, connections: CONNECTIONS, exports, exportedBytes, results, medianRatio: median, costPercent: Number(((1 - median) * 100).toFixed(1)) }, null, 2));
} finally {
  await stopAll();
}
