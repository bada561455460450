/**
 * Buy-now-pay-later providers (SPEC §9: they vary by country; a country lists its providers by id in
 * `buyNowPayLaterProviders`). What each one is called and how the embedded sandbox provider splits an order
 * (how many instalments, how many days apart) is data in `config/pay-later-providers.json` — the sandbox's
 * plans, not the providers' contractual terms. Safe for the browser bundle. Money is integer minor units.
 */
import providers from '@/config/pay-later-providers.json';

export interface PayLaterProvider {
  id: string;
  /** The provider's own name (brands are not translated). */
  name: string;
  /** How many instalments an order is split into. */
  instalments: number;
  /** Days between two instalments (the first is due when the plan is approved). */
  intervalDays: number;
}

export interface Instalment {
  /** 1, 2, 3 … */
  number: number;
  /** Minor units; the instalments of a plan add up to its total exactly. */
  amount: number;
  /** Calendar date (YYYY-MM-DD, in the country's time zone) the instalment is due. */
  dueDate: string;
}

const PROVIDERS = providers as Record<string, Omit<PayLaterProvider, 'id'>>;

export function payLaterProvider(id: string): PayLaterProvider | undefined {
  const known = Object.hasOwn(PROVIDERS, id) ? PROVIDERS[id] : undefined;
  return known ? { id, ...known } : undefined;
}

/** The provider's name; an id the config does not know reads as words (`some_provider` → `Some Provider`). */
export function payLaterProviderName(id: string): string {
  return payLaterProvider(id)?.name ?? id.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * `total` (minor units) in `count` instalments that add up to it exactly: equal shares of whole minor units,
 * the first carrying what does not divide (IDR 100000 in 3 → 33334, 33333, 33333).
 */
export function splitInstalments(total: number, count: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`An instalment total must be whole minor units, not ${total}`);
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`An instalment plan needs at least one instalment, not ${count}`);
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? total - share * (count - 1) : share));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) of a moment in a time zone. */
function dateIn(moment: Date, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The plan of a provider for `total`: the first instalment due on `start`'s date, the next every `intervalDays`
 * — dates as the shopper's country reads them (`timeZone`, the country's).
 */
export function instalmentPlan(total: number, provider: Pick<PayLaterProvider, 'instalments' | 'intervalDays'>, start: Date, timeZone = 'UTC'): Instalment[] {
  return splitInstalments(total, provider.instalments).map((amount, i) => ({
    number: i + 1,
    amount,
    dueDate: dateIn(new Date(start.getTime() + i * provider.intervalDays * DAY_MS), timeZone),
  }));
}
