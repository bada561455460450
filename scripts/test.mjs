#!/usr/bin/env node
// `npm test`: installs what the tests need (dependencies, Debian's Chromium) and runs every suite:
// type check, lint, unit + UI + database + Storybook stories (vitest), then the production build and
// the Playwright end-to-end tests in Chromium. Ends with one line "tests: N passed, M failed".
// Options: --only typecheck,lint,vitest,e2e  (default: all)
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { ensureInstalled, root, startStack, step } from './lib/stack.mjs';
import { ensureDebianPackages } from './lib/debian-packages.mjs';
import { failureLines, playwrightFailures, playwrightFlaky, vitestFailures } from './lib/test-report.mjs';

const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const wants = (suite) => !only || only.has(suite);
const bin = (name) => join(root, 'node_modules/.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (ensureDebianPackages([{ program: chromium, pkg: 'chromium' }], 'Chromium for the browser tests').length === 0) return;
  console.error(
    `Chromium is needed for the browser tests and is not at ${chromium}.\n` +
      `Point CHROMIUM_PATH at a Chromium or Chrome binary. Nothing is downloaded by the tests themselves.\n`,
  );
  process.exit(1);
}

const results = [];
let passed = 0;
let failed = 0;

function suite(name, command, commandArgs, { env = {}, report } = {}) {
  step(`${name}: ${[command.replace(root + '/', ''), ...commandArgs].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  const ok = result.status === 0;
  const counts = report ? report() : { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (!ok && counts.failed === 0) counts.failed = 1; // the runner failed without a test failing (e.g. a crash)
  const suiteOk = ok && counts.failed === 0;
  passed += counts.passed;
  failed += counts.failed;
  results.push({ name, ok: suiteOk, seconds: Math.round((Date.now() - started) / 1000), ...counts });
}

/**
 * Runs suites whose output is short at the same time; each one's output is printed when it ends, whole, so that
 * two outputs never interleave.
 */
async function suitesSideBySide(list) {
  const ended = await Promise.all(
    list.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            step(`${name}: ${[command.replace(root + '/', ''), ...args].join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            const ok = code === 0;
            resolve({ name, ok, seconds: Math.round((Date.now() - started) / 1000), passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
          });
        }),
    ),
  );
  for (const result of ended) {
    passed += result.passed;
    failed += result.failed;
    results.push(result);
  }
}

/**
 * A vitest suite whose counts, failures and flaky tests come from its JSON report (test-results/<key>.json and
 * test-results/<key>-flaky.json), so that the summary at the end names what failed and why.
 */
function vitestSuite(name, key, vitestArgs) {
  const reportFile = `test-results/${key}.json`;
  const flakyFile = `test-results/${key}-flaky.json`;
  rmSync(join(root, reportFile), { force: true });
  rmSync(join(root, flakyFile), { force: true });
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, `--reporter=${join(root, 'scripts/lib/flaky-reporter.mjs')}`];
  suite(name, bin('vitest'), ['run', ...vitestArgs, ...reporters], {
    env: { FLAKY_REPORT_FILE: flakyFile },
    report: () => {
      const r = readJson(reportFile);
      return r
        ? { passed: r.numPassedTests, failed: Math.max(r.numFailedTests, r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? 1 : 0), flaky: readJson(flakyFile) ?? [], failures: vitestFailures(r, root) }
        : { passed: 0, failed: 1 };
    },
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
};

try {
  ensureInstalled();
  if (wants('e2e')) ensureChromium();
  // The sitemap tests validate against schemas/sitemaps with xmllint; without it they skip and say why.
  if (wants('vitest') || wants('e2e')) ensureDebianPackages([{ program: 'xmllint', pkg: 'libxml2-utils' }], 'xmllint for the sitemap schema tests');
  // Compose validates docker-compose.yml without a Docker daemon (tests/integration/docker-compose.test.ts).
  if (wants('vitest')) ensureDebianPackages([{ program: 'docker-compose', pkg: 'docker-compose' }], 'docker-compose for the deployment file test');
  // The Redis outage test stops a private redis-server of its own (never the shared one); without it, it skips and says why.
  if (wants('reliability')) ensureDebianPackages([{ program: 'redis-server', pkg: 'redis-server' }], 'redis-server for the Redis outage test');
  mkdirSync(join(root, 'test-results'), { recursive: true });

  // The type check and lint each keep one core busy: on two cores they run side by side.
  const checks = [
    ...(wants('typecheck') ? [{ name: 'type check', command: bin('tsc'), args: ['--noEmit'] }] : []),
    ...(wants('lint') ? [{ name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] }] : []),
  ];
  await suitesSideBySide(checks);
  // The production build below need not type-check the same files again (next.config.ts).
  if (results.some((r) => r.name === 'type check' && r.ok)) process.env.ATELIER_BUILD_TYPECHECKED = '1';
  if (wants('vitest')) {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, which then sits half idle while
    // the database tests wait on PostgreSQL. Two at least.
    vitestSuite('unit, UI, database and Storybook stories (vitest)', 'vitest', [`--maxWorkers=${Math.max(2, availableParallelism() - 1)}`]);
  }
  if (wants('e2e')) {
    step('Production build for the browser tests');
    let built = true;
    // The build prerenders pages from the content server and the database: start both, build, stop.
    try {
      const deps = await startStack({ profile: 'e2e', build: true, serve: false });
      await deps.stop();
    } catch (error) {
      built = false;
      console.error(error instanceof Error ? error.message : error);
      results.push({ name: 'build', ok: false, seconds: 0, passed: 0, failed: 1 });
      failed += 1;
    }
    if (built) {
      // Issue 19: two instances of the same build on Redis behind nginx (skips, saying why, without them).
      vitestSuite('cluster (2 instances, Redis, nginx)', 'cluster', ['--config', 'tests/cluster/vitest.config.ts']);
      // Issue 20: faults, abuse limits, races and hostile input against the same build (docs/reliability.md).
      vitestSuite('reliability (faults, abuse, races, hostile input)', 'reliability', ['--config', 'tests/reliability/vitest.config.ts']);
      rmSync(join(root, 'test-results/e2e-report.json'), { force: true });
      suite('end-to-end (Playwright, Chromium)', bin('playwright'), ['test'], {
        env: { CHROMIUM_PATH: chromium },
        report: () => {
          const r = readJson('test-results/e2e-report.json');
          return r
            ? { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected, flaky: playwrightFlaky(r), failures: playwrightFailures(r) }
            : { passed: 0, failed: 1 };
        },
      });
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed += 1;
}

console.log('\nSuites:');
for (const r of results) {
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
  // A flaky test passed only on its retry: named here so that it is mended, not forgotten.
  for (const title of r.flaky ?? []) console.log(`      flaky (failed once, passed on retry): ${title}`);
  // A failed test is named with the start of its error, so that a log cut to its last lines still says what broke.
  for (const line of failureLines(r.failures ?? [])) console.log(`      ${line}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
