/**
 * zod contracts of the sandbox users API (`sandbox/users/`, SPEC §7): developer test accounts — list,
 * show, create (with defaults for everything but what a test cares about), update (employee flag, block,
 * names, marketing consent) and delete. Only where the developer sandbox is on.
 */
import { z } from 'zod';
import { Account, BirthDate, Mobile } from './accounts';
import { NumericIdParams } from './params';

export const SandboxUserParams = NumericIdParams;

export const SandboxUserCreate = z.object({
  email: z.string().trim().max(254).pipe(z.email('Invalid email')).transform((value) => value.toLowerCase()).optional(),
  /** Defaults to a password that meets every rule: `Sandbox-pass1`. */
  password: z.string().min(1).max(128).optional(),
  firstName: z.string().trim().min(1).max(60).optional(),
  lastName: z.string().trim().min(1).max(60).optional(),
  mobile: Mobile.optional(),
  birthDate: BirthDate.optional(),
  isEmployee: z.boolean().optional(),
  marketingConsent: z.boolean().optional(),
  /** Beauty Pass points to start with (a manual points adjustment in the ledger). */
  points: z.number().int().min(0).max(1_000_000).optional(),
  /** Beauty Pass tier to start in (black or gold), as if a purchase had reached it now. */
  tier: z.enum(['black', 'gold']).optional(),
});

export const SandboxUserUpdate = z
  .object({
    firstName: z.string().trim().min(1).max(60),
    lastName: z.string().trim().min(1).max(60),
    isEmployee: z.boolean(),
    marketingConsent: z.boolean(),
    /** `false` lifts a sign-in block; `true` blocks as too many failures would. */
    blocked: z.boolean(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'give at least one field to change');

export const SandboxUser = Account.extend({ blocked: z.boolean(), blockReference: z.string().nullable() });
export const SandboxUserResponse = z.object({ user: SandboxUser });
export const SandboxUsersResponse = z.object({ items: z.array(SandboxUser) });
export const SANDBOX_DEFAULT_PASSWORD = 'Sandbox-pass1';
