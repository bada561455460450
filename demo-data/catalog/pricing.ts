// Local prices from one base price. Each currency has a price level (local units per Singapore
// dollar, with the usual market mark-up folded in) and a rounding step in major units, so prices
// look like shelf prices: A$42.50, RM129, Rp449.000, ฿1,290, HK$310.
import type { CountryConfig } from '@/config/countries/types';

export interface PriceLevel {
  /** Local major units per SGD of base price. */
  perSgd: number;
  /** Rounding step in major units; `above` switches to coarser steps for larger prices. */
  step: number;
  above?: [threshold: number, step: number][];
}

/**
 * Keyed by currency, not by country: a new country in an existing currency prices itself. A
 * country whose currency has no level here is left unpriced (nothing is sold there) and the
 * seed's progress line says so.
 */
export const PRICE_LEVELS: Record<string, PriceLevel> = {
  SGD: { perSgd: 1, step: 0.5 },
  AUD: { perSgd: 1.15, step: 0.5 },
  NZD: { perSgd: 1.28, step: 0.5 },
  MYR: { perSgd: 3.3, step: 1 },
  // "Round thousands": IDR has no minor units, so every amount is a multiple of 1000 rupiah.
  IDR: { perSgd: 11_500, step: 1000, above: [[1_000_000, 10_000]] },
  PHP: { perSgd: 43, step: 1, above: [[500, 10]] },
  THB: { perSgd: 25, step: 1, above: [[300, 10]] },
  HKD: { perSgd: 5.9, step: 1, above: [[200, 10]] },
};

type Currency = CountryConfig['currency'];

function stepFor(level: PriceLevel, major: number): number {
  let step = level.step;
  for (const [threshold, s] of level.above ?? []) if (major >= threshold) step = s;
  return step;
}

/** The rounding step of a price in minor units (e.g. 50 for A$x.50, 1000 for IDR, 100 for RM). */
export function priceStepMinor(currency: Currency, amountMinor: number): number {
  const level = PRICE_LEVELS[currency.code];
  if (!level) return 1;
  const scale = 10 ** currency.minorUnits;
  return Math.round(stepFor(level, amountMinor / scale) * scale);
}

/** The regular price in minor units for a base price in SGD cents, or null when the currency has no level. */
export function localPrice(baseSgdCents: number, currency: Currency): number | null {
  const level = PRICE_LEVELS[currency.code];
  if (!level) return null;
  const major = (baseSgdCents / 100) * level.perSgd;
  const step = stepFor(level, major);
  const rounded = Math.max(step, Math.round(major / step) * step);
  return Math.round(rounded * 10 ** currency.minorUnits);
}

/** A sale price `discount` (0.1 = 10 %) below regular, rounded down to the step; always below regular and above 0. */
export function salePrice(regularMinor: number, discount: number, currency: Currency): number {
  const level = PRICE_LEVELS[currency.code] ?? { perSgd: 1, step: 1 };
  const scale = 10 ** currency.minorUnits;
  const major = (regularMinor / scale) * (1 - discount);
  const step = stepFor(level, major);
  let amount = Math.round(Math.floor(major / step) * step * scale);
  if (amount >= regularMinor) amount = regularMinor - Math.round(step * scale);
  return Math.max(Math.round(step * scale), amount);
}
