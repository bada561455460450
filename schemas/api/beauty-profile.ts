/**
 * zod contract of `beauty-profile` (issue 9): the member's skin type, skin concerns (several), hair type,
 * complexion and product preferences. A profile may be saved part-filled; it is complete when skin type, at
 * least one skin concern, hair type and complexion are filled (preferences are optional: "none" is an
 * answer). Completing it the first time awards `completed_beauty_profile` points once.
 */
import { z } from 'zod';

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export const SKIN_CONCERNS = ['acne', 'ageing', 'dark_spots', 'dullness', 'dryness', 'redness', 'large_pores', 'dark_circles', 'uneven_texture'] as const;
export const HAIR_TYPES = ['straight', 'wavy', 'curly', 'coily'] as const;
export const COMPLEXIONS = ['fair', 'light', 'medium', 'tan', 'deep'] as const;
export const PREFERENCES = ['fragrance_free', 'vegan', 'cruelty_free', 'paraben_free', 'alcohol_free', 'clean_beauty'] as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` });
const several = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(choice(values)).max(values.length).refine((list) => new Set(list).size === list.length, 'must not repeat a value');

export const BeautyProfile = z.object({
  skinType: choice(SKIN_TYPES).nullable().default(null),
  skinConcerns: several(SKIN_CONCERNS).default([]),
  hairType: choice(HAIR_TYPES).nullable().default(null),
  complexion: choice(COMPLEXIONS).nullable().default(null),
  preferences: several(PREFERENCES).default([]),
});
export type BeautyProfile = z.output<typeof BeautyProfile>;

/** The parts a complete profile has filled (preferences are optional). */
export const REQUIRED_PARTS = ['skinType', 'skinConcerns', 'hairType', 'complexion'] as const;

export function missingParts(profile: BeautyProfile): (typeof REQUIRED_PARTS)[number][] {
  return REQUIRED_PARTS.filter((part) => {
    const value = profile[part];
    return Array.isArray(value) ? value.length === 0 : value === null;
  });
}

export const BEAUTY_PROFILE_MESSAGES = {
  saved: 'Your beauty profile is saved',
  completed: 'Your beauty profile is complete',
} as const;

export const BeautyProfileResponse = z.object({
  profile: BeautyProfile,
  complete: z.boolean(),
  /** When it was first completed (it stays set if a part is emptied later). */
  completedAt: z.string().nullable(),
  /** Points this save awarded (only the first completion awards). */
  pointsAwarded: z.number().int().min(0).optional(),
  message: z.string().optional(),
});
export type BeautyProfileResponse = z.infer<typeof BeautyProfileResponse>;
