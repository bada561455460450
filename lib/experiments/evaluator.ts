/**
 * The vendor's (Kameleoon) assignment of a visitor to a feature flag's variation, as a pure function of
 * the configuration and what we know of the visitor. Checked against `@kameleoon/javascript-sdk` 4.17.1
 * in `evaluator.oracle.test.ts`; the order and the formulas below are the SDK's:
 *
 * 1. A simulated variation (simulation cookie) for the flag wins; it is never tracked.
 * 2. Holdout: `H(vid + holdout.experimentId)` over the holdout's cumulative expositions; a visitor whose
 *    variation is `in-holdout` gets the default variation. (Refused consent under FULLY_BLOCK: error.)
 * 3. Mutually exclusive group: the group's flags sorted by id; the visitor belongs to the flag at
 *    `floor(H(vid + groupName) · n)`; any other flag of the group gives the default variation.
 * 4. Rules in order. A forced variation for the rule's experiment wins (at once when it forces
 *    targeting, else only when the visitor is targeted). An untargeted rule is skipped. Exposure:
 *    `H(vid + rule.id + respoolTime) <= exposition`. Exposed to an experimentation rule without consent
 *    (consent required and refused): PARTIALLY_BLOCK stops at the default variation, FULLY_BLOCK is an
 *    error. The variation: the first whose cumulative exposition reaches `H(vid + experimentId +
 *    respoolTime)`. A targeted-delivery rule that targets but does not expose (or picks no variation)
 *    gives the default variation; an experimentation rule lets the next rule try.
 * 5. No rule applies: the default variation.
 *
 * `H` is `hashDouble`; the respool time joins the seed only when it is set and not 0.
 */
import { bucketSeed, hashDouble } from './hash';
import { IN_HOLDOUT_VARIATION_KEY } from './constants';
import { ExperimentError } from './errors';
import { isTargeted, type TargetingData, type UnsupportedReporter } from './targeting';
import type { ExperimentsConfiguration, FeatureFlag, Holdout, LegalConsent, Rule, RuleType, Segment, VariationByExposition } from './types';

/** A variation forced for one visitor and one experiment (`setForcedVariation`). */
export interface ForcedVariation {
  variationKey: string;
  variationId: number;
  /** true: applies whether or not the visitor is targeted by the rule. */
  forceTargeting: boolean;
}

/** A variation simulated through the simulation cookie, resolved against the configuration. */
export interface SimulatedVariation {
  /** null: the flag's default variation (the cookie said `expId: 0`). */
  experimentId: number | null;
  variationKey: string | null;
  variationId: number | null;
  ruleType: RuleType | null;
}

export interface VisitorContext {
  /** The code the hashes use (the visitor code). */
  visitorCode: string;
  targeting: TargetingData;
  consent: LegalConsent;
  /** Forced variations by experiment id. */
  forced?: ReadonlyMap<number, ForcedVariation>;
  /** Simulated variations by feature key. */
  simulated?: ReadonlyMap<string, SimulatedVariation>;
}

/** An assignment to record for tracking: the holdout's, or the rule's. */
export interface Assignment {
  experimentId: number;
  variationId: number;
  targetedDelivery: boolean;
}

export interface Evaluation {
  variationKey: string;
  variationId: number | null;
  experimentId: number | null;
  ruleType: RuleType | null;
  simulated: boolean;
  assignments: Assignment[];
}

/** The configuration with the look-ups evaluation needs, built once per configuration. */
export interface IndexedConfiguration {
  raw: ExperimentsConfiguration;
  flags: ReadonlyMap<string, FeatureFlag>;
  /** Mutually exclusive groups: their flags sorted by id. */
  groups: ReadonlyMap<string, readonly FeatureFlag[]>;
  /** Every rule's experiment: the rule and its flag. */
  experiments: ReadonlyMap<number, { rule: Rule; flag: FeatureFlag }>;
  holdout: Holdout | null;
  consentRequired: boolean;
  fullyBlockWithoutConsent: boolean;
  /** Some enabled flag has a targeted-delivery rule (the vendor then sets the visitor cookie without consent). */
  hasTargetedDelivery: boolean;
  segmentOf(rule: Rule): Segment | null;
}

export function indexConfiguration(raw: ExperimentsConfiguration): IndexedConfiguration {
  const flags = new Map(raw.featureFlags.map((flag) => [flag.featureKey, flag]));
  const grouped = new Map<string, FeatureFlag[]>();
  const experiments = new Map<number, { rule: Rule; flag: FeatureFlag }>();
  for (const flag of raw.featureFlags) {
    if (flag.mutuallyExclusiveGroup) grouped.set(flag.mutuallyExclusiveGroup, [...(grouped.get(flag.mutuallyExclusiveGroup) ?? []), flag]);
    for (const rule of flag.rules) experiments.set(rule.experimentId, { rule, flag });
  }
  const groups = new Map([...grouped].map(([name, list]) => [name, [...list].sort((a, b) => a.id - b.id)]));
  const segments = new Map((raw.segments ?? []).map((segment) => [String(segment.id), segment]));
  return {
    raw,
    flags,
    groups,
    experiments,
    holdout: raw.holdout ?? null,
    consentRequired: raw.configuration.consentType === 'REQUIRED',
    fullyBlockWithoutConsent: raw.configuration.consentOptOutBehavior === 'FULLY_BLOCK',
    hasTargetedDelivery: raw.featureFlags.some((flag) => flag.environmentEnabled && flag.rules.some((rule) => rule.type === 'TARGETED_DELIVERY')),
    segmentOf: (rule) => rule.segment ?? (rule.segmentId != null ? segments.get(String(rule.segmentId)) ?? null : null),
  };
}

/** The first entry whose cumulative exposition reaches `hash`, or null when the shares end below it. */
export function variationByHash(list: readonly VariationByExposition[], hash: number): VariationByExposition | null {
  let total = 0;
  for (const item of list) {
    total += item.exposition;
    if (total >= hash) return item;
  }
  return null;
}

function defaultOf(flag: FeatureFlag, assignments: Assignment[] = []): Evaluation {
  return { variationKey: flag.defaultVariationKey, variationId: null, experimentId: null, ruleType: null, simulated: false, assignments };
}

function fromRule(rule: Rule, variationKey: string, variationId: number, assignments: Assignment[]): Evaluation {
  const targetedDelivery = rule.type === 'TARGETED_DELIVERY';
  return {
    variationKey,
    variationId,
    experimentId: rule.experimentId,
    ruleType: rule.type,
    simulated: false,
    assignments: [...assignments, { experimentId: rule.experimentId, variationId, targetedDelivery }],
  };
}

/** Whether the visitor's consent counts as refused (only when the configuration requires consent). */
function consentRefused(config: IndexedConfiguration, visitor: VisitorContext): boolean {
  return config.consentRequired && visitor.consent === 'not-given';
}

/** Holdout step: the holdout assignment (if any) and whether the visitor is held out. */
function holdoutStep(config: IndexedConfiguration, visitor: VisitorContext): { heldOut: boolean; assignment?: Assignment } {
  const holdout = config.holdout;
  if (!holdout) return { heldOut: false };
  if (consentRefused(config, visitor) && config.fullyBlockWithoutConsent) throw new ExperimentError('consent-blocked', 'holdout');
  const picked = variationByHash(holdout.variationByExposition, hashDouble(bucketSeed(visitor.visitorCode, holdout.experimentId)));
  if (!picked) return { heldOut: false };
  return {
    heldOut: picked.variationKey === IN_HOLDOUT_VARIATION_KEY,
    assignment: { experimentId: holdout.experimentId, variationId: picked.variationId, targetedDelivery: false },
  };
}

function inOwnExclusiveGroup(config: IndexedConfiguration, flag: FeatureFlag, visitorCode: string): boolean {
  const name = flag.mutuallyExclusiveGroup;
  const members = name ? config.groups.get(name) : undefined;
  if (!name || !members || members.length === 0) return true;
  const index = Math.min(Math.floor(hashDouble(visitorCode + name) * members.length), members.length - 1);
  return members[index] === flag;
}

/**
 * Evaluates one flag for one visitor. The caller has checked that the flag exists and is enabled in
 * this environment. Throws `ExperimentError('consent-blocked')` when FULLY_BLOCK forbids evaluation.
 */
export function evaluateFlag(config: IndexedConfiguration, flag: FeatureFlag, visitor: VisitorContext, report: UnsupportedReporter): Evaluation {
  const simulated = visitor.simulated?.get(flag.featureKey);
  if (simulated) {
    return {
      variationKey: simulated.variationKey ?? flag.defaultVariationKey,
      variationId: simulated.variationId,
      experimentId: simulated.experimentId,
      ruleType: simulated.ruleType,
      simulated: true,
      assignments: [],
    };
  }

  const holdout = holdoutStep(config, visitor);
  const assignments = holdout.assignment ? [holdout.assignment] : [];
  if (holdout.heldOut || !inOwnExclusiveGroup(config, flag, visitor.visitorCode)) return defaultOf(flag, assignments);

  for (const rule of flag.rules) {
    const forced = visitor.forced?.get(rule.experimentId);
    if (forced?.forceTargeting) return fromRule(rule, forced.variationKey, forced.variationId, assignments);
    if (!isTargeted(config.segmentOf(rule), visitor.targeting, report)) continue;
    if (forced) return fromRule(rule, forced.variationKey, forced.variationId, assignments);

    const exposed = hashDouble(bucketSeed(visitor.visitorCode, rule.id, rule.respoolTime)) <= rule.exposition;
    if (exposed) {
      if (rule.type === 'EXPERIMENTATION' && consentRefused(config, visitor)) {
        if (config.fullyBlockWithoutConsent) throw new ExperimentError('consent-blocked', flag.featureKey);
        break;
      }
      const picked = variationByHash(rule.variationByExposition, hashDouble(bucketSeed(visitor.visitorCode, rule.experimentId, rule.respoolTime)));
      if (picked) return fromRule(rule, picked.variationKey, picked.variationId, assignments);
    }
    if (rule.type === 'TARGETED_DELIVERY') return defaultOf(flag, assignments);
  }
  return defaultOf(flag, assignments);
}

/**
 * Resolves the simulation cookie's entry for a flag: `{ expId: 0 }` is the default variation, an
 * experiment id and variation id of one of the flag's rules is that variation; anything else is ignored.
 */
export function resolveSimulated(config: IndexedConfiguration, featureKey: string, entry: unknown): SimulatedVariation | null {
  const flag = config.flags.get(featureKey);
  if (!flag || !entry || typeof entry !== 'object') return null;
  const { expId, varId } = entry as { expId?: unknown; varId?: unknown };
  if (expId === 0) return { experimentId: null, variationKey: null, variationId: null, ruleType: null };
  for (const rule of flag.rules) {
    if (rule.experimentId !== expId) continue;
    const found = rule.variationByExposition.find((v) => v.variationId === varId);
    if (found) return { experimentId: rule.experimentId, variationKey: found.variationKey, variationId: found.variationId, ruleType: rule.type };
  }
  return null;
}
