/**
 * `npm run lint:openapi`: writes the OpenAPI document (`schemas/api/openapi.ts`) to `.data/openapi/openapi.json` and
 * lints it with Redocly CLI's recommended rules (`redocly.yaml`; reasoned exceptions in `.redocly.lint-ignore.yaml`).
 * Offline: the CLI is a dev dependency and its telemetry and update check are off. Exits 1 on any error or warning.
 * `tests/integration/openapi-lint.test.ts` runs the same lint, so the document stays clean.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '@/schemas/api/openapi';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const LINTED_FILE = '.data/openapi/openapi.json';

export interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location?: { pointer?: string }[] }[];
}

function runCli(format: 'json' | 'stylish') {
  mkdirSync(join(ROOT, dirname(LINTED_FILE)), { recursive: true });
  writeFileSync(join(ROOT, LINTED_FILE), JSON.stringify(openApiDocument(), null, 2));
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', LINTED_FILE, `--format=${format}`, '--max-problems=1000'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
}

/** The lint's findings, as Redocly's JSON report. */
export function lintOpenApi(): LintReport {
  const run = runCli('json');
  try {
    return JSON.parse(run.stdout) as LintReport;
  } catch {
    throw new Error(`Redocly CLI did not answer a report (exit ${run.status}): ${run.stderr.slice(-2000)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const run = runCli('stylish');
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr.replace(/^\s*[╔║╚].*\n/gm, ''));
  const report = lintOpenApi();
  process.exit(report.totals.errors + report.totals.warnings === 0 ? 0 : 1);
}
