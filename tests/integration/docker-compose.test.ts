/**
 * docker-compose.yml (issue 32) as Compose reads it: Debian's docker-compose (1.29) validates and renders it without a
 * Docker daemon. The file must be accepted with its two required secrets and refused, naming the variable, without
 * them; the instances must wait for the release step and Redis, and nginx must front both. Skipped, saying why,
 * without docker-compose (npm test installs it).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const compose = (env: Record<string, string>, ...args: string[]) =>
  spawnSync('docker-compose', ['-f', 'docker-compose.yml', ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } as unknown as NodeJS.ProcessEnv });
const installed = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;
if (!installed) console.warn('\n[docker-compose tests] SKIPPED: docker-compose (Debian package docker-compose) is not installed\n');

const SECRETS = { POSTGRES_PASSWORD: 'compose-test-password', AUTH_JWT_SECRET: 'compose-test-signing-key-0123456789abcdef', PAYMENT_PROVIDER: 'sandbox' };

// docker-compose is a Python program: each run takes seconds to start on a busy machine.
describe.skipIf(!installed)('docker-compose.yml', () => {
  it('is accepted with its secrets and refused without them, naming each', () => {
    expect(compose(SECRETS, 'config', '-q').status).toBe(0);
    const noPassword = compose({ AUTH_JWT_SECRET: SECRETS.AUTH_JWT_SECRET }, 'config', '-q');
    expect(noPassword.status).not.toBe(0);
    expect(noPassword.stderr).toContain('set POSTGRES_PASSWORD');
    const noSecret = compose({ POSTGRES_PASSWORD: SECRETS.POSTGRES_PASSWORD }, 'config', '-q');
    expect(noSecret.status).not.toBe(0);
    expect(noSecret.stderr).toContain('set AUTH_JWT_SECRET');
    const noProvider = compose({ POSTGRES_PASSWORD: SECRETS.POSTGRES_PASSWORD, AUTH_JWT_SECRET: SECRETS.AUTH_JWT_SECRET }, 'config', '-q');
    expect(noProvider.status).not.toBe(0);
    expect(noProvider.stderr).toContain('set PAYMENT_PROVIDER');
  }, 120_000);

  it('runs two production instances after the release step, behind nginx filled from the template', () => {
    const rendered = compose({ ...SECRETS, BUILD_DATABASE_URL: 'postgres://atelier:build@127.0.0.1:55432/atelier' }, 'config');
    expect(rendered.status).toBe(0);
    // Compose's rendering: two-space service names under `services:`, long values folded onto indented lines.
    const service = (name: string) => {
      const match = rendered.stdout.match(new RegExp(`^  ${name}:\\n((?:    .*\\n|      .*\\n)*)`, 'm'));
      return (match?.[1] ?? '').replace(/\n\s+/g, '\n').replace(/([^:\n])\n(?![a-z_]+:|- )/g, '$1 ');
    };
    expect(compose(SECRETS, 'config', '--services').stdout.trim().split('\n').sort()).toEqual(['migrate', 'nginx', 'postgres', 'redis', 'web-a', 'web-b', 'worker']);
    for (const name of ['web-a', 'web-b']) {
      const web = service(name);
      expect(web).toMatch(/target: runtime/);
      expect(web).toMatch(/depends_on:\nmigrate:\ncondition: service_completed_successfully\nredis:\ncondition: service_healthy/);
      expect(web).toMatch(/NODE_ENV: production/);
      expect(web).toContain(`DATABASE_URL: postgres://atelier:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/atelier`);
      expect(web).toContain(`AUTH_JWT_SECRET: ${SECRETS.AUTH_JWT_SECRET}`);
      expect(web).toContain('PAYMENT_PROVIDER: sandbox');
    }
    // The store's build reads the migrated database the release step made, never the migrate stage's own build.
    expect(rendered.stdout).toMatch(/args:\n\s+DATABASE_URL: postgres:\/\/atelier:build@127\.0\.0\.1:55432\/atelier\n/);
    expect(rendered.stdout).toMatch(/ports:\n\s+- 127\.0\.0\.1:55432:5432/);
    expect(service('migrate')).toMatch(/target: migrate/);
    // The scheduled jobs: the worker target, on the migrated database, in production (so it refuses undelivered mail).
    const worker = service('worker');
    expect(worker).toMatch(/target: worker/);
    expect(worker).toMatch(/depends_on:\nmigrate:\ncondition: service_completed_successfully/);
    expect(worker).toMatch(/NODE_ENV: production/);
    expect(worker).toContain(`DATABASE_URL: postgres://atelier:${SECRETS.POSTGRES_PASSWORD}@postgres:5432/atelier`);
    const nginx = service('nginx');
    expect(nginx).toContain('server web-a:3000 max_fails=3 fail_timeout=10s;');
    expect(nginx).toContain('server web-b:3000 max_fails=3 fail_timeout=10s;');
    // Every placeholder of the template is filled by the command.
    const placeholders = [...new Set([...readFileSync('deploy/nginx/atelier.conf.template', 'utf8').matchAll(/\{\{([A-Z_]+)\}\}/g)].map((m) => m[1]))];
    expect(placeholders.filter((p) => !nginx.includes(`{{${p}}}`))).toEqual([]);
  }, 60_000);
});
