import { describe, expect, it } from 'vitest';
import { isTargeted, type TargetingData } from './targeting';
import { custom, pageUrl, segment } from './testing/configurations';

const visitor = (customData: Record<number, string[]>, pagePath?: string): TargetingData => ({ customData: new Map(Object.entries(customData).map(([k, v]) => [Number(k), v])), pagePath });
const ignore = () => undefined;

describe('segment targeting', () => {
  it('no segment, or an empty one, targets everyone', () => {
    expect(isTargeted(null, visitor({}), ignore)).toBe(true);
    expect(isTargeted(segment(1, []), visitor({}), ignore)).toBe(true);
  });

  it('reads custom data on the SPEC §3 indexes with the vendor match types', () => {
    const th = visitor({ 3: ['TH'], 0: ['gold'], 7: ['2.4'] });
    expect(isTargeted(segment(1, [[custom(3, 'EXACT', 'TH')]]), th, ignore)).toBe(true);
    expect(isTargeted(segment(1, [[custom(3, 'AMONG_VALUES', '["SG","MY"]')]]), th, ignore)).toBe(false);
    expect(isTargeted(segment(1, [[custom(0, 'REGULAR_EXPRESSION', '/^GO/i')]]), th, ignore)).toBe(true);
    expect(isTargeted(segment(1, [[custom(7, 'GREATER', '2')]]), th, ignore)).toBe(true);
    expect(isTargeted(segment(1, [[custom(9, 'UNDEFINED', '')]]), th, ignore)).toBe(true);
    expect(isTargeted(segment(1, [[custom(3, 'EXACT', 'TH', false)]]), th, ignore)).toBe(false);
  });

  it('matches the page path', () => {
    expect(isTargeted(segment(1, [[pageUrl('CONTAINS', '/sale')]]), visitor({}, '/pages/sale'), ignore)).toBe(true);
    expect(isTargeted(segment(1, [[pageUrl('EXACT', '/pages/sale')]]), visitor({}, '/pages/sale/x'), ignore)).toBe(false);
    expect(isTargeted(segment(1, [[pageUrl('EXACT', '/')]]), visitor({}), ignore)).toBe(false);
  });

  it('applies operators strictly left to right, as the vendor does (no AND-over-OR precedence)', () => {
    // TH OR SG AND pink for a gold TH visitor: left to right, (true OR false) AND false = false; were AND
    // to bind tighter it would read true OR (false AND false) = true.
    const conditions = [custom(3, 'EXACT', 'TH'), custom(3, 'EXACT', 'SG'), custom(0, 'EXACT', 'pink')];
    const group = { id: 1, name: 's', conditionsData: { firstLevelOrOperators: [], firstLevel: [{ conditions, orOperators: [true, false] }] } };
    expect(isTargeted(group, visitor({ 3: ['TH'], 0: ['gold'] }), ignore)).toBe(false);
  });

  it('any other condition type, or custom data on another index, is not targeted and is reported', () => {
    const reported: string[] = [];
    const report = (what: string) => reported.push(what);
    expect(isTargeted(segment(1, [[{ targetingType: 'BROWSER', isInclude: false }]]), visitor({}), report)).toBe(false);
    expect(isTargeted(segment(1, [[custom(42, 'EXACT', 'x')]]), visitor({ 42: ['x'] }), report)).toBe(false);
    expect(reported).toEqual(['BROWSER', 'CUSTOM_DATUM on index 42']);
  });
});
