import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tierMachine, type TierFigures, type TierMessage } from './tier.machine';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-06-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const SG = { black: 50_000, gold: 150_000 };

/** A member's figures: a tier year that started `startedDaysAgo` days ago, with `spend` counted in it. */
function figures(tier: TierFigures['tier'], spend: number, options: { startedDaysAgo?: number; previousTier?: TierFigures['tier']; changedDaysAgo?: number } = {}): TierFigures {
  const start = NOW - (options.startedDaysAgo ?? 100) * DAY;
  const next = tier === 'gold' ? null : tier === 'black' ? 'gold' : 'black';
  return {
    tier,
    previousTier: options.previousTier ?? null,
    changedAt: options.changedDaysAgo === undefined ? null : iso(NOW - options.changedDaysAgo * DAY),
    yearStart: iso(start),
    yearEnd: iso(start + 365 * DAY),
    spend,
    keepSpend: tier === 'gold' ? SG.gold : tier === 'black' ? SG.black : 0,
    nextTier: next,
    nextSpend: next === 'gold' ? SG.gold : next === 'black' ? SG.black : null,
  };
}

const messageFor = (f: TierFigures, now = NOW) => createActor(tierMachine, { input: { figures: f, now } }).start().getSnapshot();

describe('tier messages (SPEC §4), one row per case', () => {
  const rows: [string, TierFigures, TierMessage][] = [
    ['white → black 10 days ago: just upgraded', figures('black', 0, { previousTier: 'white', changedDaysAgo: 10, startedDaysAgo: 10 }), 'justUpgraded'],
    ['black → gold 30 days ago: still just upgraded', figures('gold', 0, { previousTier: 'black', changedDaysAgo: 30, startedDaysAgo: 30 }), 'justUpgraded'],
    ['black → gold 31 days ago, not yet kept, far from the anniversary: in progress', figures('gold', 0, { previousTier: 'black', changedDaysAgo: 31, startedDaysAgo: 31 }), 'inProgress'],
    ['gold → black (target missed) 5 days ago: just downgraded', figures('black', 0, { previousTier: 'gold', changedDaysAgo: 5, startedDaysAgo: 5 }), 'justDowngraded'],
    ['black → white (target missed) 20 days ago: just downgraded', figures('white', 0, { previousTier: 'black', changedDaysAgo: 20, startedDaysAgo: 20 }), 'justDowngraded'],
    ['pink → white (a first purchase) is no upgrade: in progress', figures('white', 2_000, { previousTier: 'pink', changedDaysAgo: 2 }), 'inProgress'],
    ['gold with the year target met: max tier', figures('gold', 150_000), 'maxTier'],
    ['gold far beyond the target: max tier (excess does not carry over)', figures('gold', 900_000, { startedDaysAgo: 360 }), 'maxTier'],
    ['black with the target met: keep tier', figures('black', 50_000), 'keepTier'],
    ['black short of its target, 60 days left: downgrade warning', figures('black', 20_000, { startedDaysAgo: 305 }), 'downgradeWarning'],
    ['gold short of its target, 1 day left: downgrade warning', figures('gold', 149_999, { startedDaysAgo: 364 }), 'downgradeWarning'],
    ['black short of its target, 61 days left: in progress', figures('black', 20_000, { startedDaysAgo: 304 }), 'inProgress'],
    ['pink: in progress toward black', figures('pink', 0), 'inProgress'],
    ['white near the anniversary: in progress (entry tiers are never lost)', figures('white', 1_000, { startedDaysAgo: 360 }), 'inProgress'],
  ];
  it.each(rows)('%s', (_, f, expected) => {
    expect(messageFor(f).value).toBe(expected);
  });
});

describe('the numbers each message shows', () => {
  it('in progress: the spend still needed for the next tier, by the anniversary', () => {
    const { context } = messageFor(figures('white', 12_500, { startedDaysAgo: 100 }));
    expect(context.amountToGo).toBe(37_500);
    expect(context.progress).toBe(0.25);
    expect(context.daysLeft).toBe(265);
  });

  it('downgrade warning: days left and the spend needed to keep the tier', () => {
    const { context } = messageFor(figures('black', 20_000, { startedDaysAgo: 335 }));
    expect(context.daysLeft).toBe(30);
    expect(context.amountToGo).toBe(30_000);
  });

  it('keep tier (black): what gold still needs; max tier: nothing to go', () => {
    expect(messageFor(figures('black', 60_000)).context.amountToGo).toBe(90_000);
    const gold = messageFor(figures('gold', 200_000)).context;
    expect([gold.amountToGo, gold.progress]).toEqual([0, 1]);
  });
});

describe('new figures', () => {
  it('an order that meets the target turns a warning into keep tier', () => {
    const actor = createActor(tierMachine, { input: { figures: figures('black', 20_000, { startedDaysAgo: 335 }), now: NOW } }).start();
    expect(actor.getSnapshot().value).toBe('downgradeWarning');
    actor.send({ type: 'FIGURES', figures: figures('black', 55_000, { startedDaysAgo: 335 }), now: NOW });
    expect(actor.getSnapshot().value).toBe('keepTier');
  });

  it('the same figures 31 days later: a recent upgrade is no longer news', () => {
    const f = figures('black', 0, { previousTier: 'white', changedDaysAgo: 0, startedDaysAgo: 0 });
    const actor = createActor(tierMachine, { input: { figures: f, now: NOW } }).start();
    expect(actor.getSnapshot().value).toBe('justUpgraded');
    actor.send({ type: 'FIGURES', figures: f, now: NOW + 31 * DAY });
    expect(actor.getSnapshot().value).toBe('inProgress');
  });
});
