/**
 * zod contracts of the sandbox users API (`sandbox/users/`, SPEC §7): developer test accounts — list,
 * show, create (with defaults for everything but what a test cares about), update (employee flag, block,
 * names, marketing consent) and delete. Only where the developer sandbox is on.
 */
import { z } from 'zod';
import { Account, BirthDate, Mobile, RegisterBody } from './accounts';
import { NumericIdParams } from './params';

export const SandboxUserParams = NumericIdParams;

/** Points can be made to expire at most this many days ahead (18 months is about 547 days; a year is plenty). */
export const MAX_EXPIRING_IN_DAYS = 365;

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
  /**
   * With `points`: they expire in this many days (the adjustment is dated 18 months before that, with no purchase
   * since), for the points expiry popup, which warns within 30 days.
   */
  pointsExpiringInDays: z.number().int().min(1).max(MAX_EXPIRING_IN_DAYS).optional(),
  /** Beauty Pass tier to start in (black or gold), as if a purchase had reached it now. */
  tier: z.enum(['black', 'gold']).optional(),
}).refine((value) => value.pointsExpiringInDays === undefined || (value.points ?? 0) > 0, { message: 'pointsExpiringInDays needs points to expire (points above 0)', path: ['pointsExpiringInDays'] });

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
