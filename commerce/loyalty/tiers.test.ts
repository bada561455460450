import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, afterAnniversaries, afterSpend, TIERS, yearEnd, type Tier, type TierStanding } from './tiers';

const SG = { black: 50_000, gold: 150_000 };
const START = '2025-03-10T08:00:00.000Z';
const standing = (tier: Tier, overrides: Partial<TierStanding> = {}): TierStanding => ({ tier, previousTier: null, changedAt: null, yearStart: START, ...overrides });

describe('addMonths / the anniversary', () => {
  it('keeps the day of the month, or the month’s last day when it has none', () => {
    expect(addMonths('2025-01-31T10:00:00.000Z', 1)).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths('2024-02-29T00:00:00.000Z', 12)).toBe('2025-02-28T00:00:00.000Z');
    expect(addMonths('2025-03-10T08:00:00.000Z', 18)).toBe('2026-09-10T08:00:00.000Z');
    expect(yearEnd(START)).toBe('2026-03-10T08:00:00.000Z');
  });
});

describe('moving up after a purchase', () => {
  const now = '2025-06-01T00:00:00.000Z';
  it('a first purchase turns pink into white in the same tier year', () => {
    expect(afterSpend(standing('pink'), 1_000, SG, now)).toEqual({ tier: 'white', previousTier: 'pink', changedAt: now, yearStart: START });
  });
  it('reaching black moves up now and starts a new tier year', () => {
    expect(afterSpend(standing('white'), 50_000, SG, now)).toEqual({ tier: 'black', previousTier: 'white', changedAt: now, yearStart: now });
  });
  it('reaching gold from white moves two steps at once', () => {
    expect(afterSpend(standing('white'), 150_000, SG, now).tier).toBe('gold');
  });
  it('below the next threshold nothing changes; gold stays gold', () => {
    const white = standing('white');
    expect(afterSpend(white, 49_999, SG, now)).toBe(white);
    const gold = standing('gold');
    expect(afterSpend(gold, 10_000_000, SG, now)).toBe(gold);
  });
});

describe('anniversaries', () => {
  const spendOf = (byYearStart: Record<string, number>) => (from: string) => byYearStart[from] ?? 0;

  it('gold that met its target keeps gold for another year; one that missed it goes to black', () => {
    const end = yearEnd(START);
    expect(afterAnniversaries(standing('gold'), spendOf({ [START]: 150_000 }), SG, end)).toEqual({ ...standing('gold'), yearStart: end });
    expect(afterAnniversaries(standing('gold'), spendOf({ [START]: 149_999 }), SG, end)).toEqual({ tier: 'black', previousTier: 'gold', changedAt: end, yearStart: end });
  });

  it('black that missed goes to white; white and pink never go down', () => {
    const end = yearEnd(START);
    expect(afterAnniversaries(standing('black'), spendOf({}), SG, end).tier).toBe('white');
    expect(afterAnniversaries(standing('white'), spendOf({}), SG, end)).toEqual({ ...standing('white'), yearStart: end });
    expect(afterAnniversaries(standing('pink'), spendOf({}), SG, end).tier).toBe('pink');
  });

  it('a day before the anniversary nothing happens', () => {
    const before = new Date(Date.parse(yearEnd(START)) - 1).toISOString();
    const gold = standing('gold');
    expect(afterAnniversaries(gold, spendOf({}), SG, before)).toBe(gold);
  });

  it('two missed years take gold down two steps, one per anniversary', () => {
    const later = addMonths(START, 25);
    const result = afterAnniversaries(standing('gold'), spendOf({}), SG, later);
    expect(result).toEqual({ tier: 'white', previousTier: 'black', changedAt: addMonths(START, 24), yearStart: addMonths(START, 24) });
  });

  it('is idempotent: running it again at the same moment changes nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TIERS),
        fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 60 }),
        (tier, spends, months) => {
          const years = new Map<string, number>();
          let from = START;
          for (const spend of spends) {
            years.set(from, spend);
            from = yearEnd(from);
          }
          const spendBetween = (start: string) => years.get(start) ?? 0;
          const now = addMonths(START, months);
          const once = afterAnniversaries(standing(tier), spendBetween, SG, now);
          expect(afterAnniversaries(once, spendBetween, SG, now)).toEqual(once);
          expect(once.yearStart <= now && yearEnd(once.yearStart) > now).toBe(true);
        },
      ),
    );
  });
});
