/** The shapes of the bag's reads, from the API contract. */
import type { z } from 'zod';
import type { Offer as OfferSchema, RewardsResponse, SamplesResponse } from '@/schemas/api/bag';

export type Offer = z.infer<typeof OfferSchema>;
export type Samples = z.infer<typeof SamplesResponse>;
export type Rewards = z.infer<typeof RewardsResponse>;
