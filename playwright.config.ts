import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 3100 + Number(process.env.STACK_PORT_OFFSET ?? 0));

/**
 * Every browser test sees each flag's default variation (the vendor's simulation cookie, `expId: 0`), so that no
 * test depends on which half of an experiment its random visitor code fell in. The experiments
 * suite (tests/e2e/experiments.spec.ts) clears it and uses chosen visitor codes.
 */
const FEATURE_KEYS: string[] = JSON.parse(readFileSync('config/experiments/configuration.json', 'utf8')).featureFlags.map((f: { featureKey: string }) => f.featureKey);
const SIMULATION = encodeURIComponent(JSON.stringify(Object.fromEntries(FEATURE_KEYS.map((key) => [key, { expId: 0 }]))));
/** localhost and the country hosts the suites use (`th.localhost`, …). */
const HOSTS = ['localhost', ...['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th'].map((cc) => `${cc}.localhost`)];
const DEFAULT_VARIATIONS = {
  cookies: HOSTS.map((domain) => ({
    name: 'kameleoonSimulationFFData',
    value: SIMULATION,
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium); nothing is downloaded. The web server is
 * the production build with its own embedded database, started by the same script as `npm start`.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers whether or not CI is set: Playwright's default is half the cores, one on a two-core machine, where the
  // browser suite then took twice as long. E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry: a test that fails once and then passes is "flaky", named in `npm test`'s summary to be mended;
  // a test that fails twice fails the suite.
  retries: 1,
  // 60 s a test: a journey of five page loads took past 30 s on a busy CI machine (a fresh clone beside other load);
  // a test that hangs still fails, just later. Long journeys set their own.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]] : [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    storageState: DEFAULT_VARIATIONS,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium', defaultBrowserType: 'chromium' }, testMatch: /.*\.mobile\.spec\.ts/ },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /.*\.mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `node scripts/start.mjs --skip-install --skip-build --profile e2e --port ${PORT}`,
    url: `http://localhost:${PORT}/sandbox/baseline`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
