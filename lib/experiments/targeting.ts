/**
 * Segment targeting: whether a visitor belongs to a rule's segment. We evaluate the two condition types
 * the store feeds (SPEC §3): custom data on the targeting indexes, and the page path. Any other condition
 * type, or custom data on another index, counts as NOT targeted and is reported (once per kind), so a
 * rule we cannot evaluate never exposes visitors by accident. (The vendor SDK evaluates more types and
 * treats a type it does not know as true; see README.md.)
 *
 * The vendor's tree semantics: a segment is groups joined by `firstLevelOrOperators`, a group is
 * conditions joined by `orOperators` (true = OR, false = AND); operators apply strictly left to right,
 * without AND binding tighter than OR; `isInclude: false` inverts a condition; an empty segment targets
 * everyone.
 */
import { TARGETABLE_CUSTOM_DATA_INDEXES } from './constants';
import type { Condition, ConditionGroup, Segment } from './types';

/** What the evaluator knows of a visitor for targeting. */
export interface TargetingData {
  /** Custom data by index: every value set for the index (the vendor keeps lists). */
  customData: ReadonlyMap<number, readonly string[]>;
  /** The current page's path (`/pages/sale`), for PAGE_URL conditions. */
  pagePath?: string;
}

export type UnsupportedReporter = (what: string) => void;

/** `/expr/flags` or a bare expression, as the vendor writes regular expressions. */
export function parseVendorRegExp(value: string): RegExp {
  if (value.startsWith('/')) {
    const [, expression, flags] = value.split('/');
    return new RegExp(expression, flags);
  }
  return new RegExp(value);
}

function parseList(value: string): string[] {
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** One custom-data value against a condition (list-valued match types are handled by the caller). */
function matchOne(condition: Condition, value: string): boolean {
  const expected = condition.value;
  switch (condition.valueMatchType) {
    case 'TRUE':
      return value.toLowerCase() === 'true';
    case 'FALSE':
      return value.toLowerCase() === 'false';
  }
  if (typeof expected !== 'string') return false;
  switch (condition.valueMatchType) {
    case 'EXACT':
      return value === expected;
    case 'CONTAINS':
      return value.includes(expected);
    case 'REGULAR_EXPRESSION':
      return parseVendorRegExp(expected).test(value);
    case 'LOWER':
      return Number(value) < Number(expected);
    case 'EQUAL':
      return Number(value) === Number(expected);
    case 'GREATER':
      return Number(value) > Number(expected);
    default:
      return false;
  }
}

function customDatumMatches(condition: Condition, data: TargetingData, report: UnsupportedReporter): boolean {
  const index = Number(condition.customDataIndex);
  if (condition.customDataIndex === null || condition.customDataIndex === undefined || !TARGETABLE_CUSTOM_DATA_INDEXES.has(index)) {
    report(`CUSTOM_DATUM on index ${String(condition.customDataIndex)}`);
    return false;
  }
  const values = data.customData.get(index);
  const present = values !== undefined && values.length > 0;
  if (condition.valueMatchType === 'UNDEFINED') return !present;
  if (!present) return false;
  try {
    if (condition.valueMatchType === 'AMONG_VALUES') {
      const allowed = new Set(parseList(condition.value ?? ''));
      return values.some((v) => allowed.has(v));
    }
    if (condition.valueMatchType === 'RANGE') {
      const range = condition.range;
      if (!range || range.length !== 2) return false;
      return values.some((v) => Number(v) >= range[0] && Number(v) <= range[1]);
    }
    return values.some((v) => matchOne(condition, v));
  } catch {
    // A malformed list or regular expression in the configuration: not targeted.
    report(`CUSTOM_DATUM ${condition.valueMatchType} with a malformed value`);
    return false;
  }
}

function pageUrlMatches(condition: Condition, data: TargetingData, report: UnsupportedReporter): boolean {
  const path = data.pagePath;
  const expected = condition.url;
  if (path === undefined || !expected) return false;
  switch (condition.matchType) {
    case 'EXACT':
      return path === expected;
    case 'CONTAINS':
      return path.includes(expected);
    case 'REGULAR_EXPRESSION':
      try {
        return parseVendorRegExp(expected).test(path);
      } catch {
        report('PAGE_URL with a malformed regular expression');
        return false;
      }
    default:
      return false;
  }
}

function conditionMatches(condition: Condition, data: TargetingData, report: UnsupportedReporter): boolean {
  let result: boolean;
  switch (condition.targetingType) {
    case 'CUSTOM_DATUM':
      result = customDatumMatches(condition, data, report);
      break;
    case 'PAGE_URL':
      result = pageUrlMatches(condition, data, report);
      break;
    default:
      // Not targeted whatever `isInclude` says: we cannot evaluate it.
      report(condition.targetingType);
      return false;
  }
  return condition.isInclude === false ? !result : result;
}

/** Folds results left to right with the vendor's boolean operators (true = OR), evaluating lazily. */
function fold<T>(items: readonly T[], orOperators: readonly boolean[], evaluate: (item: T) => boolean): boolean {
  if (items.length === 0) return true;
  let result = evaluate(items[0]);
  for (let i = 1; i < items.length; i++) {
    const or = orOperators[i - 1] ?? false;
    if (or) result = result || evaluate(items[i]);
    else result = result && evaluate(items[i]);
  }
  return result;
}

/** Whether the visitor is in the segment; no segment (or an empty one) targets everyone. */
export function isTargeted(segment: Segment | null | undefined, data: TargetingData, report: UnsupportedReporter): boolean {
  const groups = segment?.conditionsData?.firstLevel ?? [];
  if (groups.length === 0) return true;
  return fold(groups, segment!.conditionsData.firstLevelOrOperators, (group: ConditionGroup) =>
    fold(group.conditions, group.orOperators, (condition) => conditionMatches(condition, data, report)),
  );
}
