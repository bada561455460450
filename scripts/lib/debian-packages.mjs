// Debian's packages the test suites need (Chromium for the browser tests; others as suites need them).
// When a program is missing and we run as root with apt-get, it is installed from Debian's packages;
// otherwise the caller is told the exact command. Nothing is downloaded from anywhere else.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { step } from './stack.mjs';

const hasCommand = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const present = (program) => (program.startsWith('/') ? existsSync(program) : hasCommand(program));

let updated = false;

/**
 * Makes sure each `{ program, pkg }` is on the machine (program: an absolute path or a command name).
 * Returns the packages that are still missing (empty when all are there).
 */
export function ensureDebianPackages(wanted, why) {
  const missing = wanted.filter(({ program }) => !present(program));
  if (missing.length === 0) return [];
  const names = [...new Set(missing.map(({ pkg }) => pkg))];
  if (process.getuid?.() === 0 && hasCommand('apt-get')) {
    step(`Installing Debian's ${names.join(', ')} (${why})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!updated) updated = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0;
    if (updated) spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env });
  }
  const still = wanted.filter(({ program }) => !present(program));
  if (still.length > 0) console.error(`\n${why}: install with  sudo apt-get install -y ${[...new Set(still.map(({ pkg }) => pkg))].join(' ')}\n`);
  return still.map(({ pkg }) => pkg);
}
