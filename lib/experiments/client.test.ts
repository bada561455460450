import { afterEach, describe, expect, it } from 'vitest';
import { ExperimentsClient, customDataOfVisits, parseSimulationCookie } from './client';
import { ExperimentError } from './errors';
import { CUSTOM_DATA_INDEX, OFF_VARIATION_KEY, PRODUCTION_REFRESH_MS, OTHER_REFRESH_MS } from './constants';
import { fakeService, memoryLogger } from './testing/fake-service';
import * as configs from './testing/configurations';
import type { ExperimentsConfiguration } from './types';

const clients: ExperimentsClient[] = [];
afterEach(() => {
  while (clients.length) clients.pop()!.stop();
});

function clientOn(configuration: ExperimentsConfiguration | null, options: { environment?: string; maxTrackingBodyBytes?: number } = {}) {
  const service = fakeService(configuration);
  const logger = memoryLogger();
  const client = new ExperimentsClient({
    siteCode: 'atelier0001',
    environment: options.environment ?? 'development',
    baseUrl: 'http://127.0.0.1:1/api/experiments',
    requester: service.requester,
    trackingIntervalMs: 0,
    maxTrackingBodyBytes: options.maxTrackingBodyBytes,
    logger,
  });
  clients.push(client);
  return { client, service, logger };
}

const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ExperimentError ? error.reason : `not an ExperimentError: ${String(error)}`;
  }
  return 'no error';
};

const VISITOR = 'abcdefgh12345678';

describe('client states (SPEC §4)', () => {
  it('refuses evaluation before the configuration has loaded ("not ready"), then evaluates', async () => {
    const { client } = clientOn(configs.fiftyFifty);
    expect(reasonOf(() => client.getVariation({ visitorCode: VISITOR, featureKey: 'split' }))).toBe('not-ready');
    expect(await client.initialize()).toBe(true);
    expect(client.isInitialized()).toBe(true);
    expect(['on', 'off']).toContain(client.getVariation({ visitorCode: VISITOR, featureKey: 'split' }).key);
  });

  it('stays not initialized when the service is down', async () => {
    const { client, logger } = clientOn(null);
    expect(await client.initialize()).toBe(false);
    expect(reasonOf(() => client.isFeatureFlagActive(VISITOR, 'split'))).toBe('not-ready');
    expect(logger.lines.some((l) => l.level === 'error' && /could not be loaded/.test(l.message))).toBe(true);
  });

  it('refreshes every 5 minutes in production and every minute elsewhere', () => {
    expect(clientOn(null, { environment: 'production' }).client.refreshMs).toBe(PRODUCTION_REFRESH_MS);
    expect(clientOn(null, { environment: 'staging' }).client.refreshMs).toBe(OTHER_REFRESH_MS);
  });

  it('sends the SDK version 4.9.0 and the environment (except production) with the configuration request', async () => {
    const { client, service } = clientOn(configs.fiftyFifty, { environment: 'staging' });
    await client.initialize();
    const request = service.requests[0];
    expect(request.headers['X-Kameleoon-SDK-Version']).toBe('4.9.0');
    expect(request.url).toBe('http://127.0.0.1:1/api/experiments/v3/atelier0001?environment=staging');
  });
});

describe('errors (SPEC §8)', () => {
  it('reports each error case with its own reason', async () => {
    const disabled: ExperimentsConfiguration = {
      ...configs.fiftyFifty,
      featureFlags: [...configs.fiftyFifty.featureFlags, configs.flag({ id: 99, featureKey: 'disabled', environmentEnabled: false, rules: [] })],
    };
    const { client } = clientOn(disabled);
    await client.initialize();
    expect(reasonOf(() => client.getVariation({ visitorCode: '', featureKey: 'split' }))).toBe('visitor-code-empty');
    expect(reasonOf(() => client.getVariation({ visitorCode: 'x'.repeat(256), featureKey: 'split' }))).toBe('visitor-code-too-long');
    expect(reasonOf(() => client.getVariation({ visitorCode: 'x'.repeat(255), featureKey: 'split' }))).toBe('no error');
    expect(reasonOf(() => client.getVariation({ visitorCode: VISITOR, featureKey: 'nope' }))).toBe('configuration-not-found');
    expect(reasonOf(() => client.getVariation({ visitorCode: VISITOR, featureKey: 'disabled' }))).toBe('environment-disabled');
    expect(client.isFeatureFlagActive(VISITOR, 'disabled')).toBe(false);
    expect(reasonOf(() => client.getFeatureFlagVariable({ visitorCode: VISITOR, featureKey: 'split', variableKey: 'nope' }))).toBe('variable-not-found');
    expect(reasonOf(() => client.setForcedVariation({ visitorCode: VISITOR, experimentId: 424242, variationKey: 'on' }))).toBe('experiment-not-found');
    expect(reasonOf(() => client.setForcedVariation({ visitorCode: VISITOR, experimentId: 101, variationKey: 'nope' }))).toBe('variation-not-found');
    await expect(client.getRemoteVisitorData({ visitorCode: VISITOR, previousVisitAmount: 0 })).rejects.toMatchObject({ reason: 'visit-amount' });
    await expect(client.getRemoteVisitorData({ visitorCode: VISITOR, previousVisitAmount: 26 })).rejects.toMatchObject({ reason: 'visit-amount' });
  });

  it('a variation the flag does not declare is "variation not found" for its variables', async () => {
    const odd = { ...configs.fiftyFifty, featureFlags: [configs.flag({ id: 1, featureKey: 'odd', variations: [{ key: 'off', variables: [] }], rules: [configs.rule({ id: 1, experimentId: 1, variationByExposition: [{ variationKey: 'ghost', variationId: 5, exposition: 1 }] })] })] };
    const { client } = clientOn(odd);
    await client.initialize();
    expect(reasonOf(() => client.getFeatureFlagVariable({ visitorCode: VISITOR, featureKey: 'odd', variableKey: 'x' }))).toBe('variation-not-found');
  });
});

describe('forced and simulated variations (SPEC §4, §5)', () => {
  it('forces a variation for one visitor; a null key removes it', async () => {
    const { client } = clientOn(configs.forced);
    await client.initialize();
    // Not targeted by rule 1201 (country TH) and forced with targeting: the forced variation wins.
    client.setForcedVariation({ visitorCode: VISITOR, experimentId: 1201, variationKey: 'b' });
    expect(client.getVariation({ visitorCode: VISITOR, featureKey: 'forced' })).toMatchObject({ key: 'b', id: 12011, experimentId: 1201 });
    // Without forced targeting it applies only to targeted visitors.
    client.setForcedVariation({ visitorCode: VISITOR, experimentId: 1201, variationKey: 'a', forceTargeting: false });
    expect(client.getVariation({ visitorCode: VISITOR, featureKey: 'forced' }).experimentId).not.toBe(1201);
    client.addData(VISITOR, { index: CUSTOM_DATA_INDEX.country, values: ['TH'] });
    expect(client.getVariation({ visitorCode: VISITOR, featureKey: 'forced' })).toMatchObject({ key: 'a', experimentId: 1201 });
    client.setForcedVariation({ visitorCode: VISITOR, experimentId: 1201, variationKey: null });
    const normal = client.getVariation({ visitorCode: VISITOR, featureKey: 'forced' });
    expect(normal.experimentId).toBe(1201);
  });

  it('a simulation cookie overrides evaluation and is not tracked', async () => {
    const { client } = clientOn(configs.fiftyFifty);
    await client.initialize();
    const code = 'simulatedvisitor';
    const natural = client.getVariation({ visitorCode: code, featureKey: 'split', track: false });
    const other = natural.key === 'on' ? { key: 'off', id: 1010 } : { key: 'on', id: 1011 };
    client.setSimulatedVariations(code, encodeURIComponent(JSON.stringify({ split: { expId: 101, varId: other.id } })));
    expect(client.getVariation({ visitorCode: code, featureKey: 'split' })).toMatchObject({ key: other.key, id: other.id, experimentId: 101 });
    expect(client.tracking.eventsOf(code)).toEqual([]);
    client.setSimulatedVariations(code, encodeURIComponent(JSON.stringify({ split: { expId: 0 } })));
    expect(client.getVariation({ visitorCode: code, featureKey: 'split' })).toMatchObject({ key: OFF_VARIATION_KEY, id: null, experimentId: null });
    client.setSimulatedVariations(code, undefined);
    expect(client.getVariation({ visitorCode: code, featureKey: 'split', track: false }).key).toBe(natural.key);
  });

  it('ignores a simulation cookie that is not JSON', () => {
    expect(parseSimulationCookie('%7Bbroken')).toBeUndefined();
    expect(parseSimulationCookie('[1]')).toBeUndefined();
  });
});

describe('tracking (SPEC §4, §5)', () => {
  it('goes unsent → pending → sent, with the SDK version in the URL', async () => {
    const { client, service } = clientOn(configs.fiftyFifty);
    await client.initialize();
    client.getVariation({ visitorCode: VISITOR, featureKey: 'split' });
    expect(client.tracking.eventsOf(VISITOR).map((e) => e.status)).toEqual(['unsent']);
    const sending = client.flush();
    expect(client.tracking.eventsOf(VISITOR).map((e) => e.status)).toEqual(['pending']);
    await sending;
    expect(client.tracking.eventsOf(VISITOR).map((e) => e.status)).toEqual(['sent']);
    expect(service.trackedBodies[0]).toMatch(new RegExp(`^eventType=experiment&id=101&variationId=101[01]&nonce=[0-9a-f]{16}&visitorCode=${VISITOR}$`));
    const trackRequest = service.requests.find((r) => r.method === 'POST')!;
    expect(trackRequest.url).toContain('/visit/events?siteCode=atelier0001&sdkName=javascript&sdkVersion=4.9.0');
  });

  it('a failed send returns the events to unsent and logs it; the next send delivers them', async () => {
    const { client, service, logger } = clientOn(configs.fiftyFifty);
    await client.initialize();
    client.getVariation({ visitorCode: VISITOR, featureKey: 'split' });
    service.failTracking = true;
    await client.flush();
    expect(client.tracking.eventsOf(VISITOR).map((e) => e.status)).toEqual(['unsent']);
    expect(logger.lines.some((l) => l.level === 'error' && /tracking request failed/.test(l.message))).toBe(true);
    service.failTracking = false;
    await client.flush();
    expect(client.tracking.eventsOf(VISITOR).map((e) => e.status)).toEqual(['sent']);
    expect(service.trackedBodies).toHaveLength(1);
  });

  it('caps a body at the limit counted at 4 bytes per character; the overflow waits for the next send', async () => {
    const { client, service } = clientOn(configs.fiftyFifty, { maxTrackingBodyBytes: 4 * 400 });
    await client.initialize();
    const visitors = Array.from({ length: 6 }, (_, i) => `visitor${String(i).padStart(9, '0')}`);
    for (const v of visitors) client.getVariation({ visitorCode: v, featureKey: 'split' });
    await client.flush();
    const first = service.trackedBodies[0].split('\n');
    expect(service.trackedBodies[0].split('\n').reduce((n, line) => n + line.length * 4, 0)).toBeLessThanOrEqual(1600);
    expect(first.length).toBeLessThan(visitors.length);
    const waiting = visitors.filter((v) => client.tracking.eventsOf(v).some((e) => e.status === 'unsent'));
    expect(waiting).toHaveLength(visitors.length - first.length);
    while (client.tracking.pendingVisitors.length) await client.flush();
    const all = service.trackedBodies.flatMap((b) => b.split('\n'));
    expect(new Set(all.map((l) => new URLSearchParams(l).get('visitorCode')))).toEqual(new Set(visitors));
  });
});

describe('consent (SPEC §4)', () => {
  const required = configs.consent('PARTIALLY_BLOCK');

  it('when consent is required, only conversions go before consent; the rest waits for it', async () => {
    const { client, service } = clientOn(required);
    await client.initialize();
    // Not in the SG delivery: the visitor reaches the experiment (consent unknown is not a refusal).
    client.addData(VISITOR, { index: CUSTOM_DATA_INDEX.country, values: ['AU'] });
    client.getVariation({ visitorCode: VISITOR, featureKey: 'consented' });
    client.trackConversion({ visitorCode: VISITOR, goalId: 7, revenue: 12.5 });
    await client.flush();
    expect(service.trackedBodies).toHaveLength(1);
    expect(service.trackedBodies[0]).toMatch(/^eventType=conversion&goalId=7&revenue=12.5&negative=false&nonce=/);
    expect(client.tracking.eventsOf(VISITOR).filter((e) => e.status === 'unsent').map((e) => e.kind).sort()).toEqual(['customData', 'experiment']);
    client.setLegalConsent(VISITOR, true);
    await client.flush();
    expect(service.trackedBodies[1].split('\n').map((l) => new URLSearchParams(l).get('eventType')).sort()).toEqual(['customData', 'experiment']);
  });

  it('without required consent everything is sent at once', async () => {
    const { client, service } = clientOn(configs.fiftyFifty);
    await client.initialize();
    client.addData(VISITOR, { index: CUSTOM_DATA_INDEX.country, values: ['SG'] });
    await client.flush();
    expect(service.trackedBodies[0]).toMatch(/^eventType=customData&index=3&valuesCountMap=%7B%22SG%22%3A1%7D&overwrite=true/);
  });

  it('revoking consent answers the visitor cookie with max age 0; giving it keeps the cookie a year', async () => {
    const { client } = clientOn(required);
    await client.initialize();
    expect(client.setLegalConsent(VISITOR, true)).toBe(`kameleoonVisitorCode=${VISITOR}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(client.consentOf(VISITOR)).toBe('given');
    expect(client.setLegalConsent(VISITOR, false)).toBe(`kameleoonVisitorCode=${VISITOR}; Path=/; Max-Age=0; SameSite=Lax`);
    expect(client.consentOf(VISITOR)).toBe('not-given');
  });

  it('keeps the visitor cookie without consent only when consent is not required or a targeted delivery runs (as the vendor does)', async () => {
    const experimentsOnly: ExperimentsConfiguration = { ...configs.fiftyFifty, configuration: { ...configs.fiftyFifty.configuration, consentType: 'REQUIRED' } };
    const { client } = clientOn(experimentsOnly);
    await client.initialize();
    expect(client.mayKeepVisitorCookie(VISITOR)).toBe(false);
    client.setLegalConsent(VISITOR, true);
    expect(client.mayKeepVisitorCookie(VISITOR)).toBe(true);
    const withDelivery = clientOn(required).client;
    await withDelivery.initialize();
    expect(withDelivery.mayKeepVisitorCookie(VISITOR)).toBe(true);
  });

  it('a visitor who refused consent gets the default variation of an experimentation rule (PARTIALLY_BLOCK)', async () => {
    const { client } = clientOn(required);
    await client.initialize();
    const refusing = Array.from({ length: 40 }, (_, i) => `refusing${String(i).padStart(8, '0')}`);
    for (const v of refusing) client.setLegalConsent(v, false);
    expect(refusing.every((v) => client.getVariation({ visitorCode: v, featureKey: 'consented' }).experimentId !== 1102)).toBe(true);
  });
});

describe('server-sent events (SPEC §7)', () => {
  it('refreshes the configuration only for an event carrying our site code', async () => {
    const realTime: ExperimentsConfiguration = { ...configs.fiftyFifty, configuration: { ...configs.fiftyFifty.configuration, realTimeUpdate: true } };
    const { client, service } = clientOn(realTime);
    await client.initialize();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(service.openStreams).toBe(1);
    const configurationRequests = () => service.requests.filter((r) => r.url.includes('/v3/'));
    service.push('configuration-update-event', { siteCode: 'another0001', ts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(configurationRequests()).toHaveLength(1);
    service.push('configuration-update-event', { siteCode: 'atelier0001', ts: 1_700_000_000_000 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(configurationRequests()).toHaveLength(2);
    expect(configurationRequests()[1].url).toContain('ts=1700000000000');
    client.stop();
    expect(service.openStreams).toBe(0);
  });
});

describe('visitor and remote data (SPEC §5, §7)', () => {
  it('adds the custom data of previous visits, newest first, through the same requester', async () => {
    const { client, service } = clientOn(configs.targetedDelivery);
    await client.initialize();
    service.visitorData = {
      currentVisit: { customDataEvents: [{ time: 30, data: { index: 3, valuesCountMap: { TH: 1 } } }] },
      previousVisits: [{ customDataEvents: [{ time: 10, data: { index: 3, valuesCountMap: { AU: 1 } } }, { time: 11, data: { index: 0, valuesCountMap: { gold: 1 } } }] }],
    };
    const data = await client.getRemoteVisitorData({ visitorCode: VISITOR, previousVisitAmount: 25 });
    expect(data).toEqual([
      { index: 3, values: ['TH'] },
      { index: 0, values: ['gold'] },
    ]);
    const request = service.requests.find((r) => r.url.includes('/visit/visitor'))!;
    expect(request.url).toContain(`visitorCode=${VISITOR}&maxNumberPreviousVisits=25`);
    expect(await client.getRemoteData('promo-calendar')).toEqual({ key: 'promo-calendar' });
  });

  it('reads an empty answer as no custom data', () => {
    expect(customDataOfVisits(null)).toEqual([]);
    expect(customDataOfVisits({ currentVisit: { customDataEvents: [{ data: { index: 'x' } }] } })).toEqual([]);
  });
});
