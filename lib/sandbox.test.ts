import { describe, expect, it } from 'vitest';
import { isKnownRoute } from './routes';
import { isGatedSandboxPath, SANDBOX_TOOLS, sandboxEnabled } from './sandbox';

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
});
