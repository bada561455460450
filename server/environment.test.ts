import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENVIRONMENT, NOT_OPERATOR_SETTINGS, environmentProblems, environmentRefusal, environmentTable } from './environment';

const root = join(__dirname, '..');
const GOOD = { DATABASE_URL: 'postgres://atelier:pw@db.internal:5432/atelier', AUTH_JWT_SECRET: 'k'.repeat(32), PAYMENT_PROVIDER: 'sandbox', SMTP_URL: 'smtps://shop:pw@smtp.example.com:465', MAIL_FROM: 'shop@example.com' };
const problemsOf = (env: Record<string, string | undefined>, production = true) => environmentProblems(env, { production }).map((p) => `${p.name} ${p.problem}`);

describe('the environment a start is checked against (issue 32)', () => {
  it('accepts a production environment with what a shop needs, well formed', () => {
    expect(problemsOf({ ...GOOD, REDIS_URL: 'redis://cache:6379/0', DATABASE_POOL_MAX: '20', TRUSTED_PROXIES: '10.0.0.0/8, loopback' })).toEqual([]);
  });

  it('refuses a production start without the database, the signing key or a payment provider named on purpose, naming each', () => {
    expect(problemsOf({})).toEqual([
      expect.stringMatching(/^DATABASE_URL is not set: a production start needs it/),
      expect.stringMatching(/^AUTH_JWT_SECRET is not set: a production start needs it/),
      expect.stringMatching(/^PAYMENT_PROVIDER is not set: a production start needs it .*sandbox/),
      expect.stringMatching(/^SMTP_URL is not set: a production start sends e-mail through it; set MAIL_DELIVERY=outbox/),
    ]);
    // The local stack (npm start) has its embedded database and a generated key.
    expect(problemsOf({}, false)).toEqual([]);
  });

  it('names a malformed or too-weak value and what it expects, never echoing the value', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://x', AUTH_JWT_SECRET: 'eightbyt', REDIS_URL: 'localhost:6379', DATABASE_POOL_MAX: '0', TRUSTED_PROXIES: '10.0.0.300' }, false);
    expect(problems).toEqual([
      'DATABASE_URL expected a postgres:// URL with a host',
      'DATABASE_POOL_MAX expected a whole number from 1 to 100',
      'REDIS_URL expected a redis:// or rediss:// URL with a host',
      expect.stringMatching(/^AUTH_JWT_SECRET expected at least 32 bytes/),
      'TRUSTED_PROXIES expected a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal',
    ]);
    expect(problems.join('\n')).not.toContain('eightbyt');
  });

  it('reads an empty value as unset (the suites clear REDIS_URL that way)', () => {
    expect(problemsOf({ ...GOOD, REDIS_URL: '' })).toEqual([]);
  });

  it('needs both halves of the Contentful pair', () => {
    expect(problemsOf({ ...GOOD, CONTENTFUL_SPACE_ID: 'space' })).toEqual(['CONTENTFUL_ACCESS_TOKEN is not set: CONTENTFUL_SPACE_ID needs it']);
  });

  it('writes one line per variable into the refusal', () => {
    expect(environmentRefusal([])).toBeUndefined();
    expect(environmentRefusal([{ name: 'REDIS_URL', problem: 'expected x' }])).toBe('Refusing to start: the environment is not valid (docs/deploy.md, "Environment"):\n  REDIS_URL expected x');
  });
});

describe('every variable is declared once', () => {
  it('docs/deploy.md holds the table written from the declarations (node --import tsx scripts/environment-table.ts --write)', () => {
    const deploy = readFileSync(join(root, 'docs/deploy.md'), 'utf8');
    const between = /<!-- environment-table:start -->\n([\s\S]*?)\n<!-- environment-table:end -->/.exec(deploy)?.[1];
    expect(between).toBe(environmentTable());
  });

  it('every variable the store reads at run or build time is declared', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'app', 'server', 'lib', 'commerce', 'content', 'preview', 'renderer', 'components', 'blocks', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'Dockerfile'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs)$|Dockerfile$/.test(f) && !/\.(test|db\.test|stories)\.|(^|\/)testing\//.test(f));
    const read = new Set<string>();
    for (const file of files) {
      let text = '';
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        continue; // deleted in the work tree
      }
      for (const m of text.matchAll(/(?:process\.env|\benv)(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) read.add(m[1] ?? m[2]);
    }
    const undeclared = [...read].filter((name) => !(name in ENVIRONMENT) && !NOT_OPERATOR_SETTINGS.has(name)).sort();
    expect(undeclared).toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });
});
