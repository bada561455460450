/**
 * The dashboard's tier message (SPEC §4) in words: the tier machine (flows/tier) chooses which of the six
 * messages fits the member's figures; this fills in the numbers it derived (amount to go, date, days left)
 * and the tier names. No choice is made here.
 */
import { createActor } from 'xstate';
import { tierMachine, type TierContext, type TierFigures, type TierMessage, type TierName } from '@/flows/tier/tier.machine';
import { fill } from '@/lib/i18n/plural-templates';
import type { BeautyPassLabels } from './labels';

export interface TierReading {
  message: TierMessage;
  context: TierContext;
}

/** Runs the tier machine on the member's figures at `now` and reads its state. */
export function readTier(figures: TierFigures, now: number): TierReading {
  const actor = createActor(tierMachine, { input: { figures, now } }).start();
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { message: snapshot.value as TierMessage, context: snapshot.context };
}

/** The tier a black or gold member falls to when the year's target is missed. */
const LOWER: Partial<Record<TierName, TierName>> = { gold: 'black', black: 'white' };

export interface TierFormats {
  money: (minor: number) => string;
  date: (iso: string) => string;
  number: (value: number) => string;
}

export function tierMessageText({ message, context }: TierReading, labels: BeautyPassLabels, formats: TierFormats): string {
  const { figures } = context;
  const name = (tier: TierName | null) => (tier ? labels.tiers[tier] : '');
  return fill(labels[`message.${message}`], {
    tier: name(figures.tier),
    previous: name(figures.previousTier),
    next: name(figures.nextTier),
    lower: name(LOWER[figures.tier] ?? null),
    amount: formats.money(context.amountToGo),
    date: formats.date(figures.yearEnd),
    days: formats.number(context.daysLeft),
  });
}

/** What the progress bar measures: keeping the tier when it is at risk (or at gold), else the next tier. */
export function progressTarget({ context }: TierReading): { kind: 'toKeep' | 'toNext'; tier: TierName } {
  const { figures } = context;
  const atRisk = figures.keepSpend > 0 && figures.spend < figures.keepSpend;
  if (atRisk || !figures.nextTier) return { kind: 'toKeep', tier: figures.tier };
  return { kind: 'toNext', tier: figures.nextTier };
}
