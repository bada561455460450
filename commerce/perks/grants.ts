/**
 * Which Beauty Pass offers a member holds (issue 9): pure rules, no I/O. A member's offers come from their
 * tier, their birthday month, the employee flag and the day they joined; each definition gives an offer once
 * per member, or once per birthday year. See docs/beauty-pass-offers.md.
 */
import { isBirthdayMonth } from '../loyalty/points';
import type { Tier } from '../loyalty/tiers';

import type { PerkType } from '@/schemas/api/perks';

export type { PerkType };
export type OfferAudience = 'member' | 'new_member' | 'birthday' | 'employee';
export type OfferEffect = 'percent_off' | 'amount_off' | 'automatic';

export interface OfferDefinition {
  id: string;
  perkType: PerkType;
  audience: OfferAudience;
  tiers: Tier[];
  effect: OfferEffect;
  validDays: number | null;
  maxRedemptions: number;
}

export interface MemberFacts {
  tier: Tier;
  birthDate: string;
  isEmployee: boolean;
  joinedAt: Date;
  timeZone: string;
}

export interface Grant {
  definitionId: string;
  period: string;
  validFrom: Date;
  validUntil: Date | null;
  maxRedemptions: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (from: Date, days: number | null) => (days === null ? null : new Date(from.getTime() + days * DAY_MS));

/** The wall clock of `instant` in `timeZone`, read as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The first instant of the calendar month after `now`'s in `timeZone` (the country's, from its config): a
 * birthday offer lasts to its month's end where the member shops, the same month `isBirthdayMonth` reads.
 */
export function endOfMonth(now: Date, timeZone: string): Date {
  const wall = new Date(wallClock(now.getTime(), timeZone));
  const nextMonth = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 1);
  // The wall time's instant is the wall time less the zone's offset then; asked twice, in case the offset
  // changes (daylight saving) between the first guess and the answer.
  const offset = (instant: number) => wallClock(instant, timeZone) - instant;
  const guess = nextMonth - offset(nextMonth);
  return new Date(nextMonth - offset(guess));
}

/**
 * The offers a member should hold now. Welcome offers only while the member is within their first
 * `validDays`; birthday offers in the birthday month (the country's time zone), one per year.
 */
export function grantsFor(member: MemberFacts, definitions: OfferDefinition[], now: Date): Grant[] {
  const grants: Grant[] = [];
  for (const d of definitions) {
    if (!d.tiers.includes(member.tier)) continue;
    const base = { definitionId: d.id, maxRedemptions: d.maxRedemptions };
    if (d.audience === 'member') grants.push({ ...base, period: 'once', validFrom: now, validUntil: addDays(now, d.validDays) });
    else if (d.audience === 'employee' && member.isEmployee) grants.push({ ...base, period: 'once', validFrom: now, validUntil: null });
    else if (d.audience === 'new_member') {
      const until = addDays(member.joinedAt, d.validDays);
      if (!until || until > now) grants.push({ ...base, period: 'once', validFrom: member.joinedAt, validUntil: until });
    } else if (d.audience === 'birthday' && isBirthdayMonth(member.birthDate, now, member.timeZone)) {
      const year = new Intl.DateTimeFormat('en', { timeZone: member.timeZone, year: 'numeric' }).format(now);
      grants.push({ ...base, period: year, validFrom: now, validUntil: endOfMonth(now, member.timeZone) });
    }
  }
  return grants;
}

export type OfferState = 'available' | 'fully_redeemed' | 'expired' | 'automatic';

/** An offer's state now: a perk that applies by itself, used up, past its valid-till date, or available. */
export function offerState(offer: { effect: OfferEffect; redeemed: number; maxRedemptions: number; validFrom: Date; validUntil: Date | null }, now: Date): OfferState {
  if (offer.effect === 'automatic') return 'automatic';
  if (offer.redeemed >= offer.maxRedemptions) return 'fully_redeemed';
  if ((offer.validUntil && offer.validUntil <= now) || offer.validFrom > now) return 'expired';
  return 'available';
}
