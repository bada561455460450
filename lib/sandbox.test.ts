import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './routes';
import { isGatedSandboxPath, isProductionDeployStart, SANDBOX_TOOLS, sandboxEnabled, sandboxStartRefusal } from './sandbox';

describe('developer sandbox', () => {
  it('is on only with ATELIER_SANDBOX=on', () => {
    expect(sandboxEnabled({ ATELIER_SANDBOX: 'on' })).toBe(true);
    expect(sandboxEnabled({})).toBe(false);
    expect(sandboxEnabled({ ATELIER_SANDBOX: 'true' })).toBe(false);
  });

  it('gates every developer page under /sandbox, not the benchmark baselines', () => {
    for (const path of ['/sandbox', '/sandbox/', '/sandbox/cart', '/sandbox/happening/12', '/sandbox/outbox?recipient=a', '/sandbox/no-such-tool']) {
      expect(isGatedSandboxPath(path), path).toBe(true);
    }
    for (const path of ['/sandbox/baseline', '/sandbox/baseline-dynamic', '/', '/cart', '/sandboxes', '/pages/sandbox']) {
      expect(isGatedSandboxPath(path), path).toBe(false);
    }
  });

  it('lists only pages the store serves, each once', () => {
    const paths = SANDBOX_TOOLS.map((tool) => tool.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/sandbox', ...paths]) expect(isKnownRoute(path), path).toBe(true);
  });

  it('refuses a production deploy start with the sandbox on, naming ATELIER_SANDBOX', () => {
    // The Docker image (NODE_ENV=production, node server.js) and a deployment's own `next start`: no local-stack mark.
    for (const env of [{ NODE_ENV: 'production', ATELIER_SANDBOX: 'on' }, { NODE_ENV: 'production', ATELIER_SANDBOX: 'on', ATELIER_LOCAL_STACK: '0' }]) {
      expect(isProductionDeployStart(env)).toBe(true);
      const refusal = sandboxStartRefusal(env);
      expect(refusal).toMatch(/^Refusing to start: ATELIER_SANDBOX=on /);
      expect(refusal).toContain('Unset ATELIER_SANDBOX for a deployment');
    }
  });

  it('lets npm start (the local stack), the development server and any start without the sandbox go on', () => {
    const allowed = [
      { NODE_ENV: 'production', ATELIER_SANDBOX: 'on', ATELIER_LOCAL_STACK: '1' }, // npm start, the tests, the bench
      { NODE_ENV: 'development', ATELIER_SANDBOX: 'on' }, // npm run dev
      { NODE_ENV: 'production' }, // a deployment: the sandbox unset
      { NODE_ENV: 'production', ATELIER_SANDBOX: 'off' },
      { NODE_ENV: 'production', ATELIER_SANDBOX: 'true' }, // not "on": the sandbox is off
    ];
    for (const env of allowed) expect(sandboxStartRefusal(env), JSON.stringify(env)).toBeUndefined();
    expect(isProductionDeployStart({ NODE_ENV: 'production', ATELIER_LOCAL_STACK: '1' })).toBe(false);
  });
});
