import { afterEach, describe, expect, it } from 'vitest';
import { createExperiments, type Experiments } from './experiments';
import { decidePageFlags, type PageFlagsRequest } from './proxy-flags';
import { decodePageFlags, DEFAULT_PAGE_FLAGS_TOKEN, type PageFlag } from './page-flags';
import { fakeService, memoryLogger } from './testing/fake-service';
import * as configs from './testing/configurations';
import type { ExperimentsConfiguration } from './types';

const PAGE: readonly PageFlag[] = [{ featureKey: 'split', variations: ['off', 'on'] }];
const created: Experiments[] = [];
afterEach(() => {
  while (created.length) created.pop()!.client?.stop();
});

async function experimentsOn(configuration: ExperimentsConfiguration | null, initialize = true) {
  const service = fakeService(configuration);
  const experiments = createExperiments({ siteCode: 'atelier0001', environment: 'development', baseUrl: 'http://127.0.0.1:1/api/experiments', requester: service.requester, logger: memoryLogger(), trackingIntervalMs: 0 });
  created.push(experiments);
  if (initialize) await experiments.initialize();
  return experiments;
}

const request = (over: Partial<PageFlagsRequest> = {}): PageFlagsRequest => ({ country: 'SG', pagePath: '/', track: false, ...over });

describe('the proxy decides page flags per visitor', () => {
  it('gives a new visitor a code, keeps it in the cookie, and the same code the same segment on every request', async () => {
    const experiments = await experimentsOn(configs.fiftyFifty);
    const first = decidePageFlags(experiments, request(), PAGE);
    expect(first.visitorCode).toMatch(/^[a-z0-9]{16}$/);
    expect(first.keepVisitorCookie).toBe(true);
    for (let i = 0; i < 5; i++) {
      const again = decidePageFlags(experiments, request({ visitorCode: first.visitorCode }), PAGE);
      expect(again).toMatchObject({ token: first.token, visitorCode: first.visitorCode, keepVisitorCookie: false, revokeVisitorCookie: false });
    }
  });

  it('splits visitors between the variations (both segments occur)', async () => {
    const experiments = await experimentsOn(configs.fiftyFifty);
    const tokens = new Set<string>();
    for (let i = 0; i < 200; i++) tokens.add(decidePageFlags(experiments, request({ visitorCode: `visitor${String(i).padStart(9, '0')}` }), PAGE).token);
    expect(tokens).toEqual(new Set(['0', '1']));
  });

  it('follows the simulation cookie', async () => {
    const experiments = await experimentsOn(configs.fiftyFifty);
    const on = configs.fiftyFifty.featureFlags[0].rules[0].variationByExposition.find((v) => v.variationKey === 'on')!;
    const cookie = encodeURIComponent(JSON.stringify({ split: { expId: 101, varId: on.variationId } }));
    for (let i = 0; i < 20; i++) expect(decidePageFlags(experiments, request({ visitorCode: `sim${String(i).padStart(13, '0')}`, simulationCookie: cookie }), PAGE).token).toBe('1');
  });

  it('uses every default when the configuration has not loaded, and writes no cookie', async () => {
    const experiments = await experimentsOn(null);
    const decision = decidePageFlags(experiments, request(), PAGE);
    expect(decision).toMatchObject({ token: '0', keepVisitorCookie: false, revokeVisitorCookie: false });
  });

  it('ends the visitor cookie when consent is refused or revoked, and starts none', async () => {
    const experiments = await experimentsOn(configs.fiftyFifty);
    expect(decidePageFlags(experiments, request({ visitorCode: 'abcdefgh12345678', consent: '0' }), PAGE).revokeVisitorCookie).toBe(true);
    expect(decidePageFlags(experiments, request({ consent: '0' }), PAGE)).toMatchObject({ keepVisitorCookie: false, revokeVisitorCookie: false });
  });

  it('keeps no cookie before consent when the configuration requires it (and has no targeted delivery)', async () => {
    const required: ExperimentsConfiguration = { ...configs.fiftyFifty, configuration: { ...configs.fiftyFifty.configuration, consentType: 'REQUIRED' } };
    const experiments = await experimentsOn(required);
    expect(decidePageFlags(experiments, request(), PAGE).keepVisitorCookie).toBe(false);
    expect(decidePageFlags(experiments, request({ consent: '1' }), PAGE).keepVisitorCookie).toBe(true);
  });

  it('says when the segment read the visitor (a shared cache must not share that page): a page flag with a rule, or a simulation', async () => {
    const experiments = await experimentsOn(configs.fiftyFifty);
    expect(decidePageFlags(experiments, request(), PAGE).variesByVisitor).toBe(true);
    // The configuration holds no rule for these flags: every visitor gets the defaults.
    expect(decidePageFlags(experiments, request(), [{ featureKey: 'not-configured', variations: ['off', 'on'] }]).variesByVisitor).toBe(false);
    const withoutRules: ExperimentsConfiguration = { ...configs.fiftyFifty, featureFlags: configs.fiftyFifty.featureFlags.map((flag) => ({ ...flag, rules: [] })) };
    expect(decidePageFlags(await experimentsOn(withoutRules), request(), PAGE).variesByVisitor).toBe(false);
    expect(decidePageFlags(await experimentsOn(withoutRules), request({ simulationCookie: '%7B%7D' }), PAGE).variesByVisitor).toBe(true);
    // Not loaded: the defaults for everyone.
    expect(decidePageFlags(await experimentsOn(null), request(), PAGE).variesByVisitor).toBe(false);
  });

  it('answers a segment the app routes accept with the store page flags', async () => {
    const experiments = await experimentsOn(configs.fiftyFifty);
    const { token } = decidePageFlags(experiments, request());
    expect(token).toBe(DEFAULT_PAGE_FLAGS_TOKEN); // none of the store flags is in this configuration
    expect(decodePageFlags(token)).toBeDefined();
  });
});
