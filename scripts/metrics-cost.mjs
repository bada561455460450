// `node scripts/metrics-cost.mjs`: what Prometheus metrics cost on cached pages (issue 32, budget: at most 5 %).
// Two servers of the same production build, on the same database and content server, one with METRICS_PORT set (the
// preload counts and times every request, and a scrape a second reads the pool, the outbox and readiness) and one
// without; autocannon runs of a few seconds alternate between them per route, so the machine's drift falls on both.
// Bounded: PAIRS pairs of SECONDS s per route. Prints a Markdown table for docs/performance.md. Needs a build
// (`npm run reliability` or any reliability test makes one with the reliability profile; --build builds).
import autocannon from 'autocannon';
import { ensureBuilt, offsetPorts, PROFILES, startContent, startDatabase, startWeb } from './lib/stack.mjs';

const PAIRS = Number(process.env.METRICS_COST_PAIRS ?? 3);
const SECONDS = Number(process.env.METRICS_COST_SECONDS ?? 5);
const CONNECTIONS = 20;
const ROUTES = [
  { name: 'static reference', path: '/sandbox/baseline' },
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/ochre-and-ash-matte-perfecting-powder' },
];

const options = offsetPorts(PROFILES.reliability);
const plainPort = options.port + 5;
const meteredPort = options.port + 6;
const metricsPort = 9464 + Number(process.env.STACK_PORT_OFFSET ?? 0) + 1;
const stops = [];
let scraper;

function run(port, path) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve(result)));
    setTimeout(() => instance.stop(), (SECONDS + 20) * 1000).unref();
  });
}

try {
  const content = await startContent({ ...options, webPort: plainPort, reseedContent: true, log: false });
  stops.push(content.stop);
  const db = await startDatabase({ ...options, log: false });
  stops.push(db.stop);
  const env = { ...content.env, ...db.env, TRUSTED_PROXIES: 'loopback', RATE_LIMIT_EXEMPT_ADDRESSES: 'loopback' };
  if (process.argv.includes('--build')) ensureBuilt({ env, anyData: true });
  const plain = await startWeb({ port: plainPort, env, name: 'web-plain' });
  stops.push(plain.stop);
  const metered = await startWeb({ port: meteredPort, env: { ...env, METRICS_PORT: String(metricsPort) }, name: 'web-metrics' });
  stops.push(metered.stop);
  // Prometheus's part: a scrape a second, as the suite's Prometheus does.
  scraper = setInterval(() => void fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.text()).catch(() => undefined), 1000);
  const rows = [];
  for (const route of ROUTES) {
    for (const port of [plainPort, meteredPort]) {
      const check = await fetch(`http://127.0.0.1:${port}${route.path}`);
      if (check.status !== 200) throw new Error(`${route.path} answered ${check.status} on ${port}`);
      await run(port, route.path); // warm-up: the page cache and the JIT
    }
    const totals = { plain: [], metered: [] };
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const order = pair % 2 === 0 ? ['plain', 'metered'] : ['metered', 'plain'];
      for (const which of order) {
        const result = await run(which === 'plain' ? plainPort : meteredPort, route.path);
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        totals[which].push(result.requests.average);
      }
    }
    const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
    const plainRate = mean(totals.plain);
    const meteredRate = mean(totals.metered);
    rows.push(`| ${route.name} (\`${route.path}\`) | ${plainRate.toFixed(0)} | ${meteredRate.toFixed(0)} | ${(((meteredRate - plainRate) / plainRate) * 100).toFixed(1)} % | ${totals.plain.map((v) => v.toFixed(0)).join(', ')} / ${totals.metered.map((v) => v.toFixed(0)).join(', ')} |`);
  }
  console.log(`\n${PAIRS} alternating pairs of ${SECONDS} s at ${CONNECTIONS} connections per route\n`);
  console.log('| route | without metrics (req/s) | with metrics (req/s) | change | runs (without / with) |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  clearInterval(scraper);
  for (const stop of stops.reverse()) await stop();
}
