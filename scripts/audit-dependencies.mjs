#!/usr/bin/env node
// `npm run audit-deps`: the installed packages (package-lock.json) against known vulnerabilities, offline first.
//   1. With OSV_ADVISORIES=<folder> (an extracted OSV npm export, or a checkout of GitHub's advisory database, copied
//      onto the machine): matched here, with no network at all.
//   2. Otherwise `npm audit --package-lock-only` against the registry's advisory endpoint.
// Exit 0: no advisory at or above --level (default high; low, moderate, high, critical). Exit 1: some were found,
// listed. Exit 2: neither source could be read, with the reason — no verdict, which is not a pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { root } from './lib/stack.mjs';
import { findings, lockfilePackages, readAdvisories } from './lib/osv-advisories.mjs';

const LEVELS = ['LOW', 'MODERATE', 'HIGH', 'CRITICAL'];
const args = process.argv.slice(2);
const level = (args.includes('--level') ? args[args.indexOf('--level') + 1] : 'high').toUpperCase();
if (!LEVELS.includes(level)) {
  console.error(`--level must be one of ${LEVELS.join(', ').toLowerCase()}`);
  process.exit(2);
}
const atOrAbove = (severity) => severity === 'UNKNOWN' || LEVELS.indexOf(severity) >= LEVELS.indexOf(level);

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const installed = lockfilePackages(lock);

if (process.env.OSV_ADVISORIES) {
  const advisories = readAdvisories(process.env.OSV_ADVISORIES);
  if (advisories.length === 0) {
    console.error(`No advisories (*.json in the OSV format) under OSV_ADVISORIES=${process.env.OSV_ADVISORIES}.`);
    process.exit(2);
  }
  const found = findings(advisories, installed).filter((f) => atOrAbove(f.severity));
  console.log(`${installed.size} packages checked against ${advisories.length} advisories (offline).`);
  for (const f of found) console.log(`${f.severity.padEnd(8)} ${f.package}@${f.version}  ${f.id}${f.aliases.length ? ` (${f.aliases.join(', ')})` : ''}  ${f.summary}`);
  console.log(found.length === 0 ? `No advisory at ${level.toLowerCase()} or above.` : `${found.length} advisories at ${level.toLowerCase()} or above.`);
  process.exit(found.length === 0 ? 0 : 1);
}

const audit = spawnSync('npm', ['audit', '--package-lock-only', '--json', `--audit-level=${level.toLowerCase()}`], { cwd: root, encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(audit.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || report.statusCode || !report.metadata) {
  const why = report?.message ?? report?.error?.summary ?? (audit.error ? String(audit.error.message) : audit.stderr.trim().split('\n').pop());
  console.error(
    `The dependency audit could not run: the registry's advisory endpoint did not answer (${why}).\n` +
      'Set OSV_ADVISORIES to a folder of OSV advisories copied onto this machine to audit offline (docs/deploy.md).',
  );
  process.exit(2);
}
const counts = report.metadata.vulnerabilities;
for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
  if (atOrAbove(String(v.severity).toUpperCase())) console.log(`${String(v.severity).toUpperCase().padEnd(8)} ${name} ${v.range}`);
}
const serious = LEVELS.slice(LEVELS.indexOf(level)).reduce((n, l) => n + (counts[l.toLowerCase()] ?? 0), 0);
console.log(`${installed.size} packages audited through the registry: ${JSON.stringify(counts)}.`);
process.exit(serious === 0 ? 0 : 1);
