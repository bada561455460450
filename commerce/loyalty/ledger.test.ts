import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceOf, earnedForExpiryAt, expiryOf, NotEnoughPointsError, planCancel, planEarn, planExpiry, planRedeem, type LedgerEntry } from './ledger';
import { addMonths } from './tiers';

const T0 = '2025-01-15T10:00:00.000Z';
const at = (months: number, days = 0) => new Date(Date.parse(addMonths(T0, months)) + days * 86_400_000).toISOString();

describe('earning', () => {
  it('earns once per order', () => {
    const entries: LedgerEntry[] = [];
    const first = planEarn(entries, { number: 'AT-SG-1', points: 20 }, T0)!;
    expect(first).toEqual({ points: 20, source: 'purchase_points_with_order_number', reference: 'AT-SG-1', createdAt: T0 });
    expect(planEarn([first], { number: 'AT-SG-1', points: 20 }, T0)).toBeNull();
    expect(planEarn([], { number: 'AT-SG-9', points: 0 }, T0)).toBeNull();
  });
});

describe('redeeming and cancelling', () => {
  it('refuses a redemption beyond the balance', () => {
    const entries = [planEarn([], { number: 'AT-SG-1', points: 10 }, T0)!];
    expect(() => planRedeem(entries, 11, 'reward-1', T0)).toThrow(NotEnoughPointsError);
    expect(planRedeem(entries, 10, 'reward-1', T0).points).toBe(-10);
  });

  it('takes a cancelled order’s points back once', () => {
    const earn = planEarn([], { number: 'AT-SG-2', points: 10 }, T0)!;
    const cancel = planCancel([earn], 'AT-SG-2', T0)!;
    expect(cancel.points).toBe(-10);
    expect(planCancel([earn, cancel], 'AT-SG-2', T0)).toBeNull();
    expect(planCancel([], 'AT-SG-3', T0)).toBeNull();
  });
});

describe('expiry (18 months without a purchase or redemption)', () => {
  const earn = (months: number, n = 'AT-SG-1') => planEarn([], { number: n, points: 10 }, at(months))!;

  it('expires the whole balance 18 months after the last purchase, not a moment before', () => {
    const entries = [earn(0)];
    expect(expiryOf(entries)).toEqual({ expiring: 10, expiresAt: at(18) });
    expect(planExpiry(entries, at(18, -1))).toBeNull();
    expect(planExpiry(entries, at(18))?.points).toBe(-10);
  });

  it('a redemption restarts the clock; points earned without a purchase do not', () => {
    const entries: LedgerEntry[] = [earn(0), { points: -2, source: 'used_points', reference: 'r', createdAt: at(10) }, { points: 5, source: 'survey_points', reference: null, createdAt: at(15) }];
    expect(expiryOf(entries)).toEqual({ expiring: 13, expiresAt: at(28) });
  });
});

/** One step of a member's life with the ledger. */
type Step =
  | { kind: 'earn'; order: number; points: number }
  | { kind: 'redeem'; points: number }
  | { kind: 'cancel'; order: number }
  | { kind: 'expire' }
  | { kind: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), order: fc.integer({ min: 1, max: 6 }), points: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ kind: fc.constant('redeem' as const), points: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('expire' as const) }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 400 }) }),
);

/** Runs the steps as the service would (append what each plan answers); checks every redemption as it goes. */
function live(steps: Step[]) {
  const entries: LedgerEntry[] = [];
  let now = Date.parse(T0);
  const iso = () => new Date(now).toISOString();
  for (const s of steps) {
    if (s.kind === 'wait') now += s.days * 86_400_000;
    else if (s.kind === 'earn') {
      const entry = planEarn(entries, { number: `AT-SG-${s.order}`, points: s.points }, iso());
      if (entry) entries.push(entry);
    } else if (s.kind === 'cancel') {
      const entry = planCancel(entries, `AT-SG-${s.order}`, iso());
      if (entry) entries.push(entry);
    } else if (s.kind === 'expire') {
      const entry = planExpiry(entries, iso());
      if (entry) entries.push(entry);
    } else {
      const before = balanceOf(entries);
      try {
        entries.push(planRedeem(entries, s.points, 'reward', iso()));
        expect(s.points).toBeLessThanOrEqual(before);
      } catch (error) {
        expect(error).toBeInstanceOf(NotEnoughPointsError);
        expect(s.points).toBeGreaterThan(before);
      }
    }
  }
  return { entries, now: iso() };
}

describe('ledger properties', () => {
  it('no sequence of earn, redeem, cancel and expire lets a redemption exceed the balance', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 40 }), (steps) => void live(steps)), { numRuns: 500 });
  });

  it('running expiry twice equals running it once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { entries, now } = live(steps);
        const first = planExpiry(entries, now);
        const once = first ? [...entries, first] : entries;
        expect(planExpiry(once, now)).toBeNull();
        if (first) expect(balanceOf(once)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('a cancelled order’s points are taken back exactly once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const { entries } = live(steps);
        for (let order = 1; order <= 6; order++) {
          const own = entries.filter((e) => e.reference === `AT-SG-${order}`);
          const earned = own.filter((e) => e.points > 0);
          const taken = own.filter((e) => e.points < 0);
          expect(earned.length).toBeLessThanOrEqual(1);
          expect(taken.length).toBeLessThanOrEqual(1);
          if (taken.length) expect(taken[0].points).toBe(-earned[0].points);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('points dated to expire on a given day (the sandbox, issue 30 item 16)', () => {
  it('dates an entry so that, with no purchase since, its points expire then (up to 3 days early where a month is shorter)', () => {
    const expiry = (createdAt: string) => expiryOf([{ points: 1000, source: 'manual_points_adjustment', reference: 'sandbox', createdAt }]);
    for (const expiresAt of ['2026-12-12T10:00:00.000Z', '2027-02-28T00:00:00.000Z', '2028-02-29T00:00:00.000Z', '2027-03-28T12:00:00.000Z']) {
      expect(expiry(earnedForExpiryAt(expiresAt)), expiresAt).toEqual({ expiring: 1000, expiresAt });
    }
    // 31 August less 18 months is 28 February, which expires on 28 August.
    expect(expiry(earnedForExpiryAt('2027-08-31T23:59:59.000Z'))?.expiresAt).toBe('2027-08-28T23:59:59.000Z');
  });
});
