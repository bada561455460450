import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { clusterInstanceStart, instanceMetricsPort, upstreamServers } from './cluster.mjs';

describe('how npm run cluster starts its instances', () => {
  it('as a deployment with a signing key unless the sandbox is asked for', () => {
    const env = { DATABASE_URL: 'postgres://db/atelier' };
    const production = clusterInstanceStart({ env, signingKey: 'k'.repeat(44) });
    expect(production.deployment).toBe(true);
    expect(production.env.AUTH_JWT_SECRET).toBe(process.env.AUTH_JWT_SECRET ?? 'k'.repeat(44));
    expect(production.env.PAYMENT_PROVIDER).toBe(process.env.PAYMENT_PROVIDER ?? 'sandbox');
    const sandbox = clusterInstanceStart({ sandbox: true, env, signingKey: 'k'.repeat(44) });
    expect(sandbox).toEqual({ deployment: false, env });
  });

  it('gives each instance a metrics port of its own, and none when metrics are off', () => {
    expect([0, 1].map((i) => instanceMetricsPort(i, '9484'))).toEqual([{ METRICS_PORT: '9484' }, { METRICS_PORT: '9485' }]);
    expect(instanceMetricsPort(1, undefined)).toEqual({});
  });

  it('leaves a failing instance out of nginx for a while', () => {
    expect(upstreamServers([3301, 3302])).toBe('    server 127.0.0.1:3301 max_fails=3 fail_timeout=10s;\n    server 127.0.0.1:3302 max_fails=3 fail_timeout=10s;');
  });
});
