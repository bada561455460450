#!/usr/bin/env node
// `npm run reliability` (issue 20): runs the reliability suite (tests/reliability, on the production build)
// and writes the figures it recorded into docs/reliability.md, between the "figures" markers.
// `npm test` runs the same suite; this command also updates the document. `--figures-only` writes the document from
// the figures of the last run (npm test's, say) without running the suite again.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstalled, root, step } from './lib/stack.mjs';

const FIGURES_DIR = join(root, '.data/reliability-figures');
const DOC = join(root, 'docs/reliability.md');
const START = '<!-- figures:start (written by npm run reliability) -->';
const END = '<!-- figures:end -->';

/** The figures table of docs/reliability.md from the suite's figure files. */
export function figuresTable(topics, when) {
  const lines = [`Measured ${when} by \`npm run reliability\`.`, '', '| topic | measure | value | budget | |', '|---|---|---|---|---|'];
  for (const { topic, figures } of topics) {
    for (const f of figures) lines.push(`| ${topic} | ${f.measure} | ${f.value} | ${f.budget} | ${f.ok ? 'pass' : '**fail**'} |`);
  }
  return lines.join('\n');
}

const figuresOnly = process.argv.includes('--figures-only');
const vitestArgs = process.argv.slice(2).filter((a) => a !== '--figures-only');
let status = 0;
if (!figuresOnly) {
  ensureInstalled();
  rmSync(FIGURES_DIR, { recursive: true, force: true });
  step('Reliability suite: vitest run --config tests/reliability/vitest.config.ts');
  const run = spawnSync(join(root, 'node_modules/.bin/vitest'), ['run', '--config', 'tests/reliability/vitest.config.ts', ...vitestArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  status = run.status ?? 1;
}
let topics = [];
try {
  topics = readdirSync(FIGURES_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => JSON.parse(readFileSync(join(FIGURES_DIR, f), 'utf8')));
} catch {
  // no figures recorded
}
if (topics.length > 0 && vitestArgs.length === 0) {
  const doc = readFileSync(DOC, 'utf8');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) {
    writeFileSync(DOC, doc.slice(0, start + START.length) + '\n' + figuresTable(topics, when) + '\n' + doc.slice(end));
    step('Figures written to docs/reliability.md');
  }
} else if (topics.length > 0) {
  step('A filtered run: docs/reliability.md is left as it was (run without arguments to update it)');
}
process.exit(status);
