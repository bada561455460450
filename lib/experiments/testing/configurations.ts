/**
 * Configurations in the vendor's data-file shape for tests: each exercises one part of the assignment
 * (experimentation, targeted delivery, respool, holdout, exclusive group, consent). Test-only.
 */
import type { Condition, ExperimentsConfiguration, FeatureFlag, Rule, Segment, VariationByExposition } from '../types';

const settings = (consent: 'REQUIRED' | 'NOT_REQUIRED' = 'NOT_REQUIRED', optOut: 'PARTIALLY_BLOCK' | 'FULLY_BLOCK' = 'PARTIALLY_BLOCK') => ({
  realTimeUpdate: false,
  consentType: consent,
  consentOptOutBehavior: optOut,
  dataApiDomain: 'data.kameleoon.io',
});

const customData = [
  { index: 0, name: 'tier', localOnly: false, isMappingIdentifier: false, scope: 'VISITOR' },
  { index: 3, name: 'country', localOnly: false, isMappingIdentifier: false, scope: 'VISITOR' },
  { index: 10, name: 'pagePath', localOnly: false, isMappingIdentifier: false, scope: 'VISITOR' },
];

export const variants = (experimentId: number, shares: Record<string, number>): VariationByExposition[] =>
  Object.entries(shares).map(([variationKey, exposition], i) => ({ variationKey, variationId: experimentId * 10 + i, exposition }));

export function rule(partial: Partial<Rule> & Pick<Rule, 'id' | 'experimentId' | 'variationByExposition'>): Rule {
  return { type: 'EXPERIMENTATION', order: 1, exposition: 1, respoolTime: null, segment: null, ...partial };
}

export function flag(partial: Partial<FeatureFlag> & Pick<FeatureFlag, 'id' | 'featureKey' | 'rules'>): FeatureFlag {
  return {
    environmentEnabled: true,
    defaultVariationKey: 'off',
    variations: [
      { key: 'off', variables: [] },
      { key: 'on', variables: [{ key: 'message', type: 'STRING', value: 'Free shipping today' }] },
      { key: 'a', variables: [{ key: 'style', type: 'STRING', value: 'pill' }] },
      { key: 'b', variables: [{ key: 'style', type: 'STRING', value: 'corner' }] },
      { key: 'c', variables: [{ key: 'count', type: 'NUMBER', value: 3 }] },
    ],
    ...partial,
  };
}

export function segment(id: number, groups: Condition[][], firstLevelOrOperators: boolean[] = [], orWithin = false): Segment {
  return {
    id,
    name: `segment ${id}`,
    conditionsData: {
      firstLevelOrOperators,
      firstLevel: groups.map((conditions) => ({ conditions, orOperators: conditions.slice(1).map(() => orWithin) })),
    },
  };
}

export const custom = (index: number, valueMatchType: string, value: string, isInclude = true): Condition => ({
  id: index * 100 + value.length,
  targetingType: 'CUSTOM_DATUM',
  weight: 1,
  isInclude,
  customDataIndex: String(index),
  valueMatchType,
  value,
});

export const pageUrl = (matchType: string, url: string, isInclude = true): Condition => ({
  id: 9000 + url.length,
  targetingType: 'PAGE_URL',
  weight: 1,
  isInclude,
  matchType,
  url,
});

const base = (featureFlags: FeatureFlag[], extra: Partial<ExperimentsConfiguration> = {}): ExperimentsConfiguration => ({
  configuration: settings(),
  customData,
  featureFlags,
  ...extra,
});

/** A 50/50 experiment on every visitor. */
export const fiftyFifty = base([flag({ id: 1, featureKey: 'split', rules: [rule({ id: 11, experimentId: 101, variationByExposition: variants(101, { off: 0.5, on: 0.5 }) })] })]);

/** Partial exposure, three variations whose shares leave a gap, then a second rule. */
export const experimentation = base([
  flag({
    id: 2,
    featureKey: 'badge-style',
    rules: [
      rule({ id: 21, experimentId: 201, exposition: 0.6, variationByExposition: variants(201, { a: 0.3, b: 0.3, c: 0.3 }) }),
      rule({ id: 22, experimentId: 202, order: 2, exposition: 0.5, variationByExposition: variants(202, { off: 0.5, on: 0.5 }) }),
    ],
  }),
]);

/** Targeted delivery on a country segment, then an experiment on a page-path segment. */
export const targetedDelivery = base([
  flag({
    id: 3,
    featureKey: 'promo-strip',
    rules: [
      rule({
        id: 31,
        experimentId: 301,
        type: 'TARGETED_DELIVERY',
        exposition: 0.7,
        segment: segment(1, [[custom(3, 'EXACT', 'SG'), custom(3, 'AMONG_VALUES', '["TH","MY"]')]], [], true),
        variationByExposition: variants(301, { on: 1 }),
      }),
      rule({
        id: 32,
        experimentId: 302,
        order: 2,
        segment: segment(2, [[pageUrl('REGULAR_EXPRESSION', '^/pages/(sale|new)')], [custom(0, 'CONTAINS', 'gold', false)]], [false]),
        variationByExposition: variants(302, { off: 0.25, on: 0.75 }),
      }),
    ],
  }),
]);

/** Respool times on both rules (the seed gains the time). */
export const respool = base([
  flag({
    id: 4,
    featureKey: 'respooled',
    rules: [
      rule({ id: 41, experimentId: 401, exposition: 0.8, respoolTime: 1_717_171_717, variationByExposition: variants(401, { a: 0.5, b: 0.5 }) }),
      rule({ id: 42, experimentId: 402, type: 'TARGETED_DELIVERY', exposition: 0.5, respoolTime: 1_700_000_000, variationByExposition: variants(402, { on: 1 }) }),
    ],
  }),
]);

/** A holdout of 30% over two flags. */
export const holdout = base(
  [
    flag({ id: 5, featureKey: 'held-a', rules: [rule({ id: 51, experimentId: 501, variationByExposition: variants(501, { off: 0.5, on: 0.5 }) })] }),
    flag({ id: 6, featureKey: 'held-b', rules: [rule({ id: 61, experimentId: 601, type: 'TARGETED_DELIVERY', variationByExposition: variants(601, { on: 1 }) })] }),
  ],
  { holdout: { experimentId: 999, variationByExposition: [{ variationKey: 'in-holdout', variationId: 9990, exposition: 0.3 }, { variationKey: 'off', variationId: 9991, exposition: 0.7 }] } },
);

/** Three flags in one mutually exclusive group (ids out of order), and one outside it. */
export const exclusiveGroup = base([
  flag({ id: 9, featureKey: 'me-c', mutuallyExclusiveGroup: 'homepage', rules: [rule({ id: 91, experimentId: 901, variationByExposition: variants(901, { on: 1 }) })] }),
  flag({ id: 7, featureKey: 'me-a', mutuallyExclusiveGroup: 'homepage', rules: [rule({ id: 71, experimentId: 701, variationByExposition: variants(701, { a: 0.5, b: 0.5 }) })] }),
  flag({ id: 8, featureKey: 'me-b', mutuallyExclusiveGroup: 'homepage', rules: [rule({ id: 81, experimentId: 801, variationByExposition: variants(801, { on: 1 }) })] }),
  flag({ id: 10, featureKey: 'outside', rules: [rule({ id: 101, experimentId: 1001, variationByExposition: variants(1001, { off: 0.5, on: 0.5 }) })] }),
]);

/** Consent required; visitors who refuse stop at the default (PARTIALLY_BLOCK) or are refused (FULLY_BLOCK). */
export function consent(optOut: 'PARTIALLY_BLOCK' | 'FULLY_BLOCK'): ExperimentsConfiguration {
  return base(
    [
      flag({
        id: 11,
        featureKey: 'consented',
        rules: [
          rule({ id: 111, experimentId: 1101, type: 'TARGETED_DELIVERY', exposition: 0.3, segment: segment(3, [[custom(3, 'EXACT', 'SG')]]), variationByExposition: variants(1101, { on: 1 }) }),
          rule({ id: 112, experimentId: 1102, order: 2, variationByExposition: variants(1102, { a: 0.5, b: 0.5 }) }),
        ],
      }),
    ],
    { configuration: settings('REQUIRED', optOut) },
  );
}

/** Forced variations: a rule the visitor may not be targeted by, and an experiment behind it. */
export const forced = base([
  flag({
    id: 12,
    featureKey: 'forced',
    rules: [
      rule({ id: 121, experimentId: 1201, segment: segment(4, [[custom(3, 'EXACT', 'TH')]]), variationByExposition: variants(1201, { a: 0.5, b: 0.5 }) }),
      rule({ id: 122, experimentId: 1202, order: 2, exposition: 0.5, variationByExposition: variants(1202, { off: 0.5, on: 0.5 }) }),
    ],
  }),
]);
