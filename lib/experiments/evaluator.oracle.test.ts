// @vitest-environment jsdom
/**
 * The evaluator against the vendor's own SDK (`@kameleoon/javascript-sdk` 4.17.1) as an oracle: the SDK
 * runs in jsdom on the same configuration (its `defaultDataFile`, and an injected requester that serves
 * the same file, so nothing leaves the machine), and both must give every visitor the same variation.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomData, KameleoonClient, KameleoonError, PageView } from '@kameleoon/javascript-sdk';
import { evaluateFlag, indexConfiguration, resolveSimulated, type ForcedVariation, type SimulatedVariation } from './evaluator';
import { ExperimentError } from './errors';
import * as configs from './testing/configurations';
import type { ExperimentsConfiguration, LegalConsent } from './types';
import { CUSTOM_DATA_INDEX } from './constants';

const VISITORS_PER_SCENARIO = 2_500;

/** A small seeded generator so every run checks the same visitors. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Visitor {
  code: string;
  country?: string;
  tier?: string;
  path?: string;
  consent: LegalConsent;
}

function makeVisitors(seed: number, count: number): Visitor[] {
  const random = seeded(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const visitors: Visitor[] = [];
  for (let i = 0; i < count; i++) {
    const code = Array.from({ length: 16 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    visitors.push({
      code,
      country: pick(['SG', 'TH', 'MY', 'AU', 'ID', undefined]),
      tier: pick(['pink', 'white', 'black', 'gold', undefined]),
      path: pick(['/pages/sale', '/pages/new/lips', '/brands/atelier', '/', undefined]),
      consent: pick(['given', 'not-given', 'unknown'] as const),
    });
  }
  // Codes that are not the usual shape still hash the same way (UTF-8, any length up to 255).
  visitors.push(
    { code: 'visitor-é-ü-中文-🙂', consent: 'given', country: 'SG' },
    { code: 'X'.repeat(255), consent: 'unknown', country: 'TH', path: '/pages/sale' },
    { code: '1', consent: 'not-given' },
  );
  return visitors;
}

function memoryStorage() {
  const data = new Map<string, unknown>();
  return { read: (key: string) => (data.has(key) ? data.get(key) : null), write: (key: string, value: unknown) => void data.set(key, value) } as never;
}

/** A vendor client on `config`, offline: default data file + a requester answering with the same file. */
async function vendorClient(config: ExperimentsConfiguration, cookies: Map<string, string> = new Map()) {
  const file = JSON.stringify(config);
  const requester = {
    sendRequest: async ({ url }: { url: string }) =>
      url.includes('/v3/') ? new Response(file, { status: 200, headers: { 'content-type': 'application/json' } }) : new Response('', { status: 204 }),
  };
  const client = new KameleoonClient({
    siteCode: 'atelier0001',
    configuration: { defaultDataFile: file, updateInterval: 60, trackingInterval: 1_000 },
    externals: {
      requester: requester as never,
      storage: memoryStorage(),
      visitorCodeManager: { getData: (key: string) => cookies.get(key) ?? null, setData: () => undefined },
      logger: { log: () => undefined },
    },
    // In a browser the SDK records the document's own page view for each new visitor; here the page a
    // visitor is on is only the one the test gives (otherwise the "latest page view" is a timing race).
    _internals: { platformAnalyzer: { getResult: () => ({}) } } as never,
  });
  await client.initialize();
  // The vendor applies the fetched file (and its consent opt-out behaviour) in the background.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return client;
}

function ourContext(visitor: Visitor, forced?: Map<number, ForcedVariation>, simulated?: Map<string, SimulatedVariation>) {
  const customData = new Map<number, string[]>();
  if (visitor.country) customData.set(CUSTOM_DATA_INDEX.country, [visitor.country]);
  if (visitor.tier) customData.set(CUSTOM_DATA_INDEX.tier, [visitor.tier]);
  return { visitorCode: visitor.code, targeting: { customData, pagePath: visitor.path }, consent: visitor.consent, forced, simulated };
}

function feedVendor(client: KameleoonClient, visitor: Visitor, withConsent: boolean) {
  const data = [];
  if (visitor.country) data.push(new CustomData(CUSTOM_DATA_INDEX.country, visitor.country));
  if (visitor.tier) data.push(new CustomData(CUSTOM_DATA_INDEX.tier, visitor.tier));
  if (visitor.path) data.push(new PageView({ urlAddress: visitor.path } as ConstructorParameters<typeof PageView>[0]));
  if (data.length) client.addData(visitor.code, ...data);
  if (withConsent && visitor.consent !== 'unknown') client.setLegalConsent(visitor.code, visitor.consent === 'given');
}

type Outcome = { key: string; id: number | null; experimentId: number | null } | { blocked: true };

function vendorOutcome(client: KameleoonClient, visitorCode: string, featureKey: string): Outcome {
  try {
    const v = client.getVariation({ visitorCode, featureKey, track: false });
    return { key: v.key, id: v.id, experimentId: v.experimentId };
  } catch (error) {
    if (error instanceof KameleoonError && error.type === 'FeatureFlagEnvironmentDisabled') return { blocked: true };
    throw error;
  }
}

function ourOutcome(config: ExperimentsConfiguration, featureKey: string, context: ReturnType<typeof ourContext>): Outcome {
  const indexed = indexConfiguration(config);
  try {
    const e = evaluateFlag(indexed, indexed.flags.get(featureKey)!, context, () => undefined);
    return { key: e.variationKey, id: e.variationId, experimentId: e.experimentId };
  } catch (error) {
    if (error instanceof ExperimentError && error.reason === 'consent-blocked') return { blocked: true };
    throw error;
  }
}

/** Compares every visitor on every flag; returns the tally of variation keys per flag. */
async function compare(config: ExperimentsConfiguration, seed: number, { withConsent = false } = {}) {
  const client = await vendorClient(config);
  const visitors = makeVisitors(seed, VISITORS_PER_SCENARIO);
  const tally: Record<string, Record<string, number>> = {};
  const mismatches: string[] = [];
  for (const visitor of visitors) {
    feedVendor(client, visitor, withConsent);
    const context = ourContext(withConsent ? visitor : { ...visitor, consent: 'unknown' });
    for (const flag of config.featureFlags) {
      const theirs = vendorOutcome(client, visitor.code, flag.featureKey);
      const ours = ourOutcome(config, flag.featureKey, context);
      if (JSON.stringify(theirs) !== JSON.stringify(ours)) mismatches.push(`${JSON.stringify(visitor)} ${flag.featureKey}: SDK ${JSON.stringify(theirs)} ours ${JSON.stringify(ours)}`);
      const key = 'key' in ours ? ours.key : 'blocked';
      tally[flag.featureKey] ??= {};
      tally[flag.featureKey][key] = (tally[flag.featureKey][key] ?? 0) + 1;
    }
  }
  return { mismatches, tally, visitors: visitors.length };
}

describe('evaluator against @kameleoon/javascript-sdk 4.17.1', () => {
  beforeAll(() => {
    // The SDK schedules tracking and configuration timers; keep its logs quiet.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(() => vi.restoreAllMocks());

  const scenarios: Array<[string, ExperimentsConfiguration, number, boolean?]> = [
    ['experimentation (partial exposure, gaps, second rule)', configs.experimentation, 2],
    ['targeted delivery (country segment) then a page-path experiment', configs.targetedDelivery, 3],
    ['respool times', configs.respool, 4],
    ['holdout', configs.holdout, 5],
    ['mutually exclusive group', configs.exclusiveGroup, 6],
    ['consent required, PARTIALLY_BLOCK', configs.consent('PARTIALLY_BLOCK'), 7, true],
    ['consent required, FULLY_BLOCK', configs.consent('FULLY_BLOCK'), 8, true],
  ];

  it.each(scenarios)('%s: the same variation for every visitor', async (_name, config, seed, withConsent) => {
    const { mismatches, tally, visitors } = await compare(config, seed, { withConsent: !!withConsent });
    expect(visitors).toBeGreaterThanOrEqual(2_000);
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Every scenario really splits: more than one outcome per flag.
    for (const counts of Object.values(tally)) expect(Object.keys(counts).length).toBeGreaterThan(1);
  }, 60_000);

  it('a 50/50 experiment gives each variation 45–55% of the codes', async () => {
    const { mismatches, tally, visitors } = await compare(configs.fiftyFifty, 1);
    expect(mismatches).toEqual([]);
    for (const key of ['off', 'on']) {
      const share = tally.split[key] / visitors;
      expect(share).toBeGreaterThanOrEqual(0.45);
      expect(share).toBeLessThanOrEqual(0.55);
    }
  }, 60_000);

  it('forced variations (with and without forced targeting) agree with the SDK', async () => {
    const client = await vendorClient(configs.forced);
    const visitors = makeVisitors(9, 600);
    const mismatches: string[] = [];
    visitors.forEach((visitor, i) => {
      feedVendor(client, visitor, false);
      const forceTargeting = i % 2 === 0;
      const variationKey = i % 3 === 0 ? 'a' : 'b';
      client.setForcedVariation({ visitorCode: visitor.code, experimentId: 1201, variationKey, forceTargeting });
      const forced = new Map([[1201, { variationKey, variationId: variationKey === 'a' ? 12010 : 12011, forceTargeting }]]);
      const theirs = vendorOutcome(client, visitor.code, 'forced');
      const ours = ourOutcome(configs.forced, 'forced', ourContext({ ...visitor, consent: 'unknown' }, forced));
      if (JSON.stringify(theirs) !== JSON.stringify(ours)) mismatches.push(`${visitor.code}: ${JSON.stringify(theirs)} vs ${JSON.stringify(ours)}`);
    });
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('simulated variations from the simulation cookie agree with the SDK', async () => {
    const cookies = new Map<string, string>();
    const client = await vendorClient(configs.experimentation, cookies);
    const indexed = indexConfiguration(configs.experimentation);
    const entries = [{ expId: 201, varId: 2011 }, { expId: 0 }, { expId: 202, varId: 2021 }, { expId: 201, varId: 99 }];
    for (const [i, entry] of entries.entries()) {
      const code = `simulated${i}visitor00`;
      cookies.set('kameleoonVisitorCode', code);
      cookies.set('kameleoonSimulationFFData', encodeURIComponent(JSON.stringify({ 'badge-style': entry })));
      client.getVisitorCode();
      const simulated = resolveSimulated(indexed, 'badge-style', entry);
      const ours = ourOutcome(configs.experimentation, 'badge-style', ourContext({ code, consent: 'unknown' }, undefined, simulated ? new Map([['badge-style', simulated]]) : undefined));
      expect(ours).toEqual(vendorOutcome(client, code, 'badge-style'));
    }
  }, 60_000);
});
