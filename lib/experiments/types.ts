/**
 * The experiment service's configuration, in the vendor's (Kameleoon) data-file shape: the part of it our
 * evaluator reads. The embedded service serves `config/experiments/configuration.json` in this shape and
 * `schemas/experiments-configuration.schema.json` validates it.
 */

export type RuleType = 'EXPERIMENTATION' | 'TARGETED_DELIVERY';
export type VariableType = 'BOOLEAN' | 'NUMBER' | 'STRING' | 'JSON' | 'JS' | 'CSS';
export type ConsentType = 'REQUIRED' | 'NOT_REQUIRED';
/** What a visitor who refused consent gets: default variations (partial) or nothing at all (full). */
export type ConsentOptOutBehavior = 'PARTIALLY_BLOCK' | 'FULLY_BLOCK';

export interface FeatureVariable {
  key: string;
  type: VariableType;
  value: string | number | boolean;
}

export interface FeatureVariation {
  key: string;
  name?: string;
  variables: FeatureVariable[];
}

export interface VariationByExposition {
  variationKey: string;
  variationId: number;
  /** Share of the rule's exposed visitors, 0–1; the shares of a rule add up to at most 1. */
  exposition: number;
}

/** One targeting condition. Only the fields of the condition types we evaluate are listed. */
export interface Condition {
  targetingType: string;
  /** false inverts the result ("is not"). */
  isInclude?: boolean | null;
  /** CUSTOM_DATUM: the custom-data index, a string in the vendor's files. */
  customDataIndex?: string | number | null;
  valueMatchType?: string | null;
  value?: string | null;
  range?: number[] | null;
  /** PAGE_URL */
  matchType?: string | null;
  url?: string | null;
  id?: number;
  weight?: number;
}

export interface ConditionGroup {
  /** Operators between consecutive conditions: true = OR, false = AND. */
  orOperators: boolean[];
  conditions: Condition[];
}

export interface Segment {
  id: number | string;
  name: string;
  conditionsData: {
    firstLevelOrOperators: boolean[];
    firstLevel: ConditionGroup[];
  };
}

export interface Rule {
  id: number;
  type: RuleType;
  order?: number;
  /** Share of targeted visitors the rule applies to, 0–1. */
  exposition: number;
  /** A timestamp that reshuffles assignments when changed; null or 0 = never respooled. */
  respoolTime: number | null;
  experimentId: number;
  variationByExposition: VariationByExposition[];
  segment?: Segment | null;
  /** Reference into the configuration's `segments` (the vendor's newer files). */
  segmentId?: number | null;
}

export interface FeatureFlag {
  id: number;
  featureKey: string;
  environmentEnabled: boolean;
  defaultVariationKey: string;
  variations: FeatureVariation[];
  rules: Rule[];
  mutuallyExclusiveGroup?: string | null;
}

export interface Holdout {
  experimentId: number;
  variationByExposition: VariationByExposition[];
}

export interface CustomDataDefinition {
  index: number;
  name?: string;
  id?: number;
  localOnly?: boolean;
  isMappingIdentifier?: boolean;
  scope?: string;
}

export interface ExperimentsConfiguration {
  configuration: {
    realTimeUpdate: boolean;
    consentType: ConsentType;
    consentOptOutBehavior?: ConsentOptOutBehavior | string;
    dataApiDomain?: string;
  };
  featureFlags: FeatureFlag[];
  customData?: CustomDataDefinition[];
  segments?: Segment[];
  holdout?: Holdout | null;
  dateModified?: number;
}

/** A variable's value as developers read it (JSON parsed, numbers numeric). */
export type VariableValue = string | number | boolean | null | VariableValue[] | { [key: string]: VariableValue };

/** What `variation(key)` returns (SPEC §3: key, id, experimentId, variables). */
export interface VariationResult {
  key: string;
  id: number | null;
  experimentId: number | null;
  variables: Record<string, VariableValue>;
}

/** Legal consent of a visitor: unknown until the visitor answers. */
export type LegalConsent = 'given' | 'not-given' | 'unknown';
