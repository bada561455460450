import { afterEach, describe, expect, it } from 'vitest';
import { createExperiments, INACTIVE_VARIATION, settingsFromEnv, type Experiments } from './experiments';
import { fakeService, memoryLogger } from './testing/fake-service';
import * as configs from './testing/configurations';
import type { ExperimentsConfiguration } from './types';

const created: Experiments[] = [];
afterEach(() => {
  while (created.length) created.pop()!.client?.stop();
});

function wrapper(configuration: ExperimentsConfiguration | null | 'garbage', settings: { siteCode?: string; environment?: string } = { siteCode: 'atelier0001', environment: 'development' }) {
  const service = fakeService(configuration === 'garbage' ? null : configuration);
  if (configuration === 'garbage') {
    const serve = service.requester;
    service.requester = async (request) => (request.url.includes('/v3/') ? Response.json({ hello: 'world' }) : serve(request));
  }
  const logger = memoryLogger();
  const experiments = createExperiments({ ...settings, baseUrl: 'http://127.0.0.1:1/api/experiments', requester: service.requester, logger, trackingIntervalMs: 0 });
  created.push(experiments);
  const reasons = () => logger.lines.map((l) => l.fields?.reason);
  return { experiments, logger, reasons, service };
}

const VISITOR = 'abcdefgh12345678';

/** Every call of the small API is inactive. */
function expectInactive(flags: ReturnType<Experiments['forVisitor']>, key = 'split') {
  expect(flags.isActive(key)).toBe(false);
  expect(flags.variation(key)).toEqual(INACTIVE_VARIATION);
  expect(flags.variable(key, 'message')).toBeUndefined();
}

const withDisabled: ExperimentsConfiguration = {
  ...configs.fiftyFifty,
  featureFlags: [...configs.fiftyFifty.featureFlags, configs.flag({ id: 2, featureKey: 'disabled', environmentEnabled: false, rules: [] })],
};

describe('experiments wrapper: inactive on any error, each reason reported once (SPEC §8)', () => {
  it('a missing site code is reported as missing', async () => {
    const { experiments, reasons } = wrapper(configs.fiftyFifty, { environment: 'production' });
    expect(await experiments.initialize()).toBe(false);
    expectInactive(experiments.forVisitor({ visitorCode: VISITOR }));
    expect(reasons()).toEqual(['site-code-missing']);
  });

  it('a missing environment is reported as missing', async () => {
    const { experiments, reasons, logger } = wrapper(configs.fiftyFifty, { siteCode: 'atelier0001', environment: ' ' });
    expectInactive(experiments.forVisitor({ visitorCode: VISITOR }));
    expect(reasons()).toEqual(['environment-missing']);
    expect(logger.lines[0].message).toMatch(/environment is missing/);
  });

  it('a client that is not ready is reported as not ready', () => {
    const { experiments, reasons } = wrapper(configs.fiftyFifty);
    expectInactive(experiments.forVisitor({ visitorCode: VISITOR }));
    expect(reasons()).toEqual(['not-ready']);
  });

  it('a service that is down or sends a broken configuration leaves every flag inactive (not ready)', async () => {
    for (const configuration of [null, 'garbage'] as const) {
      const { experiments, reasons } = wrapper(configuration);
      expect(await experiments.initialize()).toBe(false);
      expectInactive(experiments.forVisitor({ visitorCode: VISITOR }));
      expect(reasons()).toContain('not-ready');
    }
  });

  it('each library error returns inactive with its own reason', async () => {
    const { experiments, reasons } = wrapper(withDisabled);
    await experiments.initialize();
    expectInactive(experiments.forVisitor({ visitorCode: VISITOR }), 'unknown-flag');
    expectInactive(experiments.forVisitor({ visitorCode: '' }));
    expectInactive(experiments.forVisitor({ visitorCode: 'v'.repeat(256) }));
    expectInactive(experiments.forVisitor({ visitorCode: VISITOR }), 'disabled');
    expect(await experiments.loadVisitorData(VISITOR, 26)).toBe(false);
    expect(await experiments.loadVisitorData(VISITOR, 0)).toBe(false);
    expect(experiments.forVisitor({ visitorCode: VISITOR }).variable('split', 'nope')).toBeUndefined();
    expect(new Set(reasons())).toEqual(new Set(['configuration-not-found', 'visitor-code-empty', 'visitor-code-too-long', 'environment-disabled', 'visit-amount', 'variable-not-found']));
  });

  it('reports a reason once however often it happens', async () => {
    const { experiments, logger } = wrapper(configs.fiftyFifty);
    await experiments.initialize();
    for (let i = 0; i < 5; i++) experiments.forVisitor({ visitorCode: VISITOR }).isActive('unknown-flag');
    expect(logger.lines).toHaveLength(1);
  });

  it('consent refused under FULLY_BLOCK is inactive and reported', async () => {
    const { experiments, reasons } = wrapper(configs.consent('FULLY_BLOCK'));
    await experiments.initialize();
    const refusing = Array.from({ length: 20 }, (_, i) => `refusing${String(i).padStart(8, '0')}`);
    for (const code of refusing) experiments.client!.setLegalConsent(code, false);
    const active = refusing.map((code) => experiments.forVisitor({ visitorCode: code, country: 'au' }).variation('consented'));
    expect(active.every((v) => v.experimentId !== 1102)).toBe(true);
    expect(reasons()).toContain('consent-blocked');
  });
});

describe('experiments wrapper: the small API', () => {
  it('isActive, variation and variable for a visitor, with the country set upper case', async () => {
    const { experiments, service } = wrapper(configs.targetedDelivery);
    await experiments.initialize();
    const inDelivery = Array.from({ length: 30 }, (_, i) => `visitor${String(i).padStart(9, '0')}`)
      .map((visitorCode) => experiments.forVisitor({ visitorCode, country: 'sg' }))
      .find((flags) => flags.variation('promo-strip').experimentId === 301);
    expect(inDelivery).toBeDefined();
    expect(inDelivery!.isActive('promo-strip')).toBe(true);
    expect(inDelivery!.variation('promo-strip')).toEqual({ key: 'on', id: 3010, experimentId: 301, variables: { message: 'Free shipping today' } });
    expect(inDelivery!.variable('promo-strip', 'message')).toBe('Free shipping today');
    await experiments.client!.flush();
    expect(service.trackedBodies.join('\n')).toContain('eventType=customData&index=3&valuesCountMap=%7B%22SG%22%3A1%7D');
  });

  it('the same visitor code gets the same variation on every call and every client', async () => {
    const a = wrapper(configs.fiftyFifty).experiments;
    const b = wrapper(configs.fiftyFifty).experiments;
    await Promise.all([a.initialize(), b.initialize()]);
    for (let i = 0; i < 50; i++) {
      const code = `stable${String(i).padStart(10, '0')}`;
      expect(a.forVisitor({ visitorCode: code }).variation('split')).toEqual(b.forVisitor({ visitorCode: code }).variation('split'));
    }
  });
});

describe('settings from the environment', () => {
  it('defaults to the embedded service, its site code and an environment from NODE_ENV', () => {
    expect(settingsFromEnv({ NODE_ENV: 'production', PORT: '3100' })).toEqual({ siteCode: 'atelier0001', environment: 'production', baseUrl: 'http://localhost:3100/api/experiments' });
    expect(settingsFromEnv({ NODE_ENV: 'development' }, 'https://atelier.sg').baseUrl).toBe('https://atelier.sg/api/experiments');
  });

  it('with a real service, the site code and environment must be given', () => {
    expect(settingsFromEnv({ EXPERIMENTS_BASE_URL: 'https://experiments.example/' })).toEqual({ siteCode: undefined, environment: undefined, baseUrl: 'https://experiments.example' });
    expect(settingsFromEnv({ EXPERIMENTS_BASE_URL: 'https://x.example', EXPERIMENTS_SITE_CODE: 'abc', EXPERIMENTS_ENVIRONMENT: 'staging' })).toMatchObject({ siteCode: 'abc', environment: 'staging' });
  });
});
