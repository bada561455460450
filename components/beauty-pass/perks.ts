/**
 * The perks of each tier (SPEC §6; the entry tiers' from the issue's perk types): catalogue keys
 * `beautyPass.perk.{id}.name` and `.text`. The same in every country.
 */
import type { TierName } from '@/flows/tier/tier.machine';

export const PERK_IDS = ['earnPoints', 'birthdayPoints', 'welcomeVoucher', 'beautyPassSale', 'birthdayGift', 'earlySaleAccess', 'eventInvitations', 'newArrivals', 'customMakeovers', 'freeShipping', 'welcomeGift'] as const;
export type PerkId = (typeof PERK_IDS)[number];

const ENTRY: PerkId[] = ['earnPoints', 'birthdayPoints', 'welcomeVoucher'];

export const TIER_PERKS: Record<TierName, readonly PerkId[]> = {
  pink: ENTRY,
  white: ENTRY,
  black: ['earnPoints', 'birthdayPoints', 'beautyPassSale', 'birthdayGift'],
  gold: ['earnPoints', 'birthdayPoints', 'earlySaleAccess', 'eventInvitations', 'newArrivals', 'customMakeovers', 'freeShipping', 'welcomeGift'],
};
