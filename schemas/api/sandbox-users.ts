/**
 * zod contracts of the sandbox users API (`sandbox/users/`, SPEC §7): developer test accounts — list,
 * show, create (with defaults for everything but what a test cares about), update (employee flag, block,
 * names, marketing consent) and delete. Only where the developer sandbox is on.
 */
import { z } from 'zod';
import { Account, BirthDate, Mobile, RegisterBody } from './accounts';
import { NumericIdParams } from './params';

export const SandboxUserParams = NumericIdParams;

/** The fields a registration has are checked as registration checks them (a name with markup is a 400 here, not a failed registration later). */
export const SandboxUserCreate = z.object({
  email: RegisterBody.shape.email.optional(),
  /** Defaults to a password that meets every rule: `Sandbox-pass1`. */
  password: RegisterBody.shape.password.optional(),
  firstName: RegisterBody.shape.firstName.optional(),
  lastName: RegisterBody.shape.lastName.optional(),
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
    firstName: RegisterBody.shape.firstName,
    lastName: RegisterBody.shape.lastName,
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
