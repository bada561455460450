import { describe, expect, it } from 'vitest';
import { pageContextFor } from '@/lib/locale/page-context';
import { beautyPassFormats } from './format';
import { NOW, passFixture } from './beauty-pass.fixtures';
import { progressTarget, readTier, tierMessageText } from './tier-message';
import { beautyPassLabels, beautyPassProps } from './server-labels';

const context = pageContextFor('sg', 'en')!;
const labels = beautyPassLabels(context);
const formats = beautyPassFormats(beautyPassProps(context));
const DAY = 24 * 60 * 60 * 1000;
const figures = (tier: Partial<ReturnType<typeof passFixture>['tier']>) => passFixture({ tier }).tier;
const text = (tier: Partial<ReturnType<typeof passFixture>['tier']>, now = NOW) => tierMessageText(readTier(figures(tier), now), labels, formats);

describe('the dashboard’s tier message (from flows/tier)', () => {
  it('in progress: the amount to go, the date by which and the next tier', () => {
    expect(text({ changedAt: null, previousTier: null })).toBe('Spend $380.00 by Monday, 1 March 2027 to reach Black.');
    expect(progressTarget(readTier(figures({ changedAt: null }), NOW))).toEqual({ kind: 'toNext', tier: 'black' });
  });

  it('just upgraded names the new tier', () => {
    const changedAt = new Date(NOW - 3 * DAY).toISOString();
    expect(text({ tier: 'black', previousTier: 'white', changedAt, yearStart: changedAt, keepSpend: 50000, nextTier: 'gold', nextSpend: 150000, spend: 0 })).toBe(
      'Congratulations, you are now a Black member! Your new perks are ready for you.',
    );
  });

  it('just downgraded names both tiers', () => {
    const changedAt = new Date(NOW - 5 * DAY).toISOString();
    expect(text({ tier: 'black', previousTier: 'gold', changedAt, yearStart: changedAt, keepSpend: 50000, nextTier: 'gold', nextSpend: 150000, spend: 0 })).toBe(
      'Your tier is now Black: the spend target to keep Gold was not reached by your anniversary.',
    );
  });

  it('downgrade warning: the spend needed to keep the tier, the date, the days left and the tier it would fall to', () => {
    const yearEnd = new Date(NOW + 20 * DAY).toISOString();
    const reading = readTier(figures({ tier: 'gold', previousTier: 'black', changedAt: '2025-12-10T00:00:00Z', yearEnd, keepSpend: 150000, nextTier: null, nextSpend: null, spend: 100000 }), NOW);
    expect(reading.message).toBe('downgradeWarning');
    expect(tierMessageText(reading, labels, formats)).toMatch(/^Spend \$500\.00 by .+ to keep Gold \(days left: 20\)\. Otherwise your tier changes to Black on your anniversary\.$/);
    expect(progressTarget(reading)).toEqual({ kind: 'toKeep', tier: 'gold' });
  });

  it('keep tier (black) points on to gold; max tier (gold) says excess spend does not carry over', () => {
    expect(text({ tier: 'black', previousTier: 'white', changedAt: '2025-12-01T00:00:00Z', keepSpend: 50000, nextTier: 'gold', nextSpend: 150000, spend: 60000 })).toBe(
      'You have spent enough to keep Black for another tier year. Spend $900.00 by Monday, 1 March 2027 to reach Gold.',
    );
    const gold = readTier(figures({ tier: 'gold', previousTier: 'black', changedAt: '2025-12-01T00:00:00Z', keepSpend: 150000, nextTier: null, nextSpend: null, spend: 160000 }), NOW);
    expect(gold.message).toBe('maxTier');
    expect(tierMessageText(gold, labels, formats)).toContain('does not carry over');
    expect(progressTarget(gold)).toEqual({ kind: 'toKeep', tier: 'gold' });
  });
});
