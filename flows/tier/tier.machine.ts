/**
 * The Beauty Pass tier message (issue 9, SPEC §4): which of the six messages fits a member, fed by the
 * account's tier figures (`GET account`'s `beautyPass.tier`), with the numbers each message shows.
 *
 * Order of precedence: a change in the last 30 days speaks first (just upgraded; just downgraded — gold to
 * black or black to white because the year's spend target was missed); then a black or gold member who has
 * already spent enough this tier year (gold: max tier — it is retained, and spend beyond it does not carry
 * over; black: keep tier); then a black or gold member within 60 days of the anniversary who has not (downgrade
 * warning: days left and the spend needed by that date); everyone else is in progress toward the next tier.
 *
 * New figures (after an order, say) arrive as `FIGURES`; the machine chooses again. No I/O.
 */
import { assign, setup } from 'xstate';

export type TierName = 'pink' | 'white' | 'black' | 'gold';

/** What the account answers about a member's tier; amounts in minor units, instants as ISO strings. */
export interface TierFigures {
  tier: TierName;
  /** The tier before the last change, null if never changed. */
  previousTier: TierName | null;
  changedAt: string | null;
  yearStart: string;
  /** The anniversary: the end of the current tier year. */
  yearEnd: string;
  /** Spend counted in the current tier year. */
  spend: number;
  /** Spend this year needed to keep the tier (0 for the entry tiers, which are never lost). */
  keepSpend: number;
  /** The next tier and the spend it needs this year; null at gold. */
  nextTier: TierName | null;
  nextSpend: number | null;
}

export interface TierInput {
  figures: TierFigures;
  /** The present, in ms since the epoch (the page's clock; tests fix it). */
  now: number;
}

export const RECENT_CHANGE_DAYS = 30;
export const DOWNGRADE_WARNING_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TierContext extends TierInput {
  /** Whole days until the anniversary (0 on the day). */
  daysLeft: number;
  /** In progress: spend still needed for the next tier. Downgrade warning: spend still needed to keep the tier. */
  amountToGo: number;
  /** Share of the target reached, 0–1 (the progress bar). */
  progress: number;
}

export type TierEvent = { type: 'FIGURES'; figures: TierFigures; now: number };

const RANK: Record<TierName, number> = { pink: 0, white: 0, black: 1, gold: 2 };

function derive({ figures, now }: TierInput): TierContext {
  const daysLeft = Math.max(0, Math.ceil((Date.parse(figures.yearEnd) - now) / DAY_MS));
  const kept = figures.spend >= figures.keepSpend;
  const target = RANK[figures.tier] > 0 && !kept ? figures.keepSpend : (figures.nextSpend ?? figures.keepSpend);
  const amountToGo = Math.max(0, target - figures.spend);
  return { figures, now, daysLeft, amountToGo, progress: target > 0 ? Math.min(1, figures.spend / target) : 1 };
}

const changedRecently = ({ figures, now }: TierContext) =>
  figures.changedAt !== null && figures.previousTier !== null && now - Date.parse(figures.changedAt) <= RECENT_CHANGE_DAYS * DAY_MS;

export const tierMachine = setup({
  types: {
    context: {} as TierContext,
    events: {} as TierEvent,
    input: {} as TierInput,
  },
  guards: {
    justUpgraded: ({ context }) => changedRecently(context) && RANK[context.figures.tier] > RANK[context.figures.previousTier!],
    justDowngraded: ({ context }) => changedRecently(context) && RANK[context.figures.tier] < RANK[context.figures.previousTier!],
    goldRetained: ({ context }) => context.figures.tier === 'gold' && context.figures.spend >= context.figures.keepSpend,
    blackKept: ({ context }) => context.figures.tier === 'black' && context.figures.spend >= context.figures.keepSpend,
    atRisk: ({ context }) => RANK[context.figures.tier] > 0 && context.figures.spend < context.figures.keepSpend && context.daysLeft <= DOWNGRADE_WARNING_DAYS,
  },
  actions: {
    takeFigures: assign(({ event }) => derive({ figures: event.figures, now: event.now })),
  },
}).createMachine({
  id: 'tier',
  context: ({ input }) => derive(input),
  initial: 'choosing',
  on: { FIGURES: { target: '.choosing', actions: 'takeFigures' } },
  states: {
    choosing: {
      always: [
        { guard: 'justUpgraded', target: 'justUpgraded' },
        { guard: 'justDowngraded', target: 'justDowngraded' },
        { guard: 'goldRetained', target: 'maxTier' },
        { guard: 'blackKept', target: 'keepTier' },
        { guard: 'atRisk', target: 'downgradeWarning' },
        { target: 'inProgress' },
      ],
    },
    justUpgraded: {},
    justDowngraded: {},
    maxTier: {},
    keepTier: {},
    downgradeWarning: {},
    inProgress: {},
  },
});

export type TierMessage = 'justUpgraded' | 'justDowngraded' | 'maxTier' | 'keepTier' | 'downgradeWarning' | 'inProgress';
