/**
 * zod contracts of the accounts and sessions API (`/api/web/v1`): registration, sign-in and sign-out,
 * token refresh and verification, password reset, unlock, social sign-in and the account itself.
 * Route handlers parse with these; forms and the account menu take their types from them.
 */
import { z } from 'zod';
import { PASSWORD_RULES, type PasswordRuleCode } from '../password-rules';

/** SPEC §9: the youngest age at which one may register. */
export const MINIMUM_AGE = 14;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 60;
/** Long enough for any passphrase; short enough that hashing it is not a denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

/** SPEC §8 messages the API answers with, word for word. */
export const AUTH_MESSAGES = {
  authenticationFailed: 'Authentication failed.',
  blocked: 'This sign-in attempt was blocked; contact support with the Reference ID',
  resetTokenExpired: 'Password reset token expired; request a new link',
  userNotFound: 'User not found.',
  notOwner: 'The attribute does not belong to the current user',
  socialNotLinked: 'Your Google account is not yet linked; please register to create a new account',
  underMinimumAge: `You must be at least ${MINIMUM_AGE} years old to register`,
  /** The answer to a reset request, the same whether the email exists or not. */
  resetRequested: 'If an account exists for this email, we have sent a link to reset its password. The link is valid for 1 hour.',
  /** The answer to an unlock request, the same whether the email belongs to a blocked account or not. */
  unlockRequested: 'If this email belongs to a blocked account, we have sent a link to unlock it. The link is valid for 24 hours.',
  unlockTokenInvalid: 'This unlock link has expired or was already used; request a new link',
  emailTaken: 'An account with this email already exists; sign in or reset your password',
  signInRequired: 'Please sign in to continue',
  passwordRules: 'The password does not meet the rules',
  currentPasswordWrong: 'The current password is not correct',
} as const;

export const LOYALTY_TIERS = ['pink', 'white', 'black', 'gold'] as const;
export const LoyaltyTier = z.enum(LOYALTY_TIERS);

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, `must be at most ${MAX_EMAIL_LENGTH} characters`)
  .pipe(z.email('Invalid email'))
  .transform((value) => value.toLowerCase());

const password = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`);

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME_LENGTH, 'Character limit exceeded')
    .refine((value) => !/[\p{Cc}<>]/u.test(value), `${label} must not contain < > or control characters`);

/** A calling code such as `+65`. */
export const CallingCode = z.string().regex(/^\+[1-9]\d{0,3}$/, 'must be a calling code such as +65');
/** A national number: digits, optionally grouped by spaces or dashes; 6–14 digits. */
export const MobileNumber = z
  .string({ error: 'Mobile number is required' })
  .trim()
  .regex(/^[\d][\d\s-]{4,18}[\d]$/, 'Invalid phone number')
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((digits) => digits.length >= 6 && digits.length <= 14, 'Invalid phone number');

export const Mobile = z.object({ callingCode: CallingCode, number: MobileNumber });

/** Whole years from a `YYYY-MM-DD` birth date to `today` (also `YYYY-MM-DD`); NaN when either is malformed. */
export function ageOn(birthDate: string, today: string): number {
  const parts = (value: string) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)?.slice(1).map(Number);
  const born = parts(birthDate);
  const now = parts(today);
  if (!born || !now) return Number.NaN;
  const [by, bm, bd] = born;
  const [ty, tm, td] = now;
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** `YYYY-MM-DD`, a real calendar date. */
export const BirthDate = z.iso.date('must be a date as YYYY-MM-DD');

/** SPEC §5 registration consents: four mandatory, marketing optional. */
export const Consents = z.object({
  overMinimumAge: z.literal(true, 'You must confirm you are over 14 years old'),
  policyAgreement: z.literal(true, 'You must agree to the terms and privacy policy'),
  personalInformation: z.literal(true, 'You must agree to the collection and use of personal information'),
  thirdPartyDisclosure: z.literal(true, 'You must agree to the disclosure of personal information to third parties'),
  marketing: z.boolean().default(false),
});

export const RegisterBody = z.object({
  email,
  password,
  passwordConfirmation: z.string({ error: 'Please enter the password again' }).max(MAX_PASSWORD_LENGTH),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  mobile: Mobile,
  birthDate: BirthDate,
  consents: Consents,
  /** A pending social identity (from a "not yet linked" social sign-in) to link to the new account. */
  socialLinkToken: z.string().max(4096).optional(),
});

export const SignInBody = z.object({ email, password });

export const PasswordResetRequestBody = z.object({ email });
export const PasswordResetBody = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(200),
  password,
  passwordConfirmation: z.string().max(MAX_PASSWORD_LENGTH),
});
export const PasswordChangeBody = z.object({
  currentPassword: password,
  password,
  passwordConfirmation: z.string().max(MAX_PASSWORD_LENGTH),
});

export const UnlockRequestBody = z.object({ email });
export const UnlockBody = z.object({ token: z.string().min(1, 'The unlock link is incomplete').max(200) });

export const SOCIAL_PROVIDERS = ['google'] as const;
export const SocialSignInBody = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** The identity token the provider issued (an OpenID Connect id_token). */
  idToken: z.string().min(1, 'idToken is required').max(4096),
});

/**
 * `POST auth/token` (SPEC §7). The server flow (`flow: app`) sends the refresh token and device id in the
 * body with the expired access token as a bearer header; the client flow (`flow: client`) sends neither:
 * the browser's HTTP-only cookies carry them.
 */
export const TokenBody = z.discriminatedUnion('flow', [
  z.object({
    grant_type: z.literal('refresh_token'),
    flow: z.literal('app'),
    refresh_token: z.string().min(1, 'refresh_token is required').max(200),
    device_id: z.string().min(1, 'device_id is required').max(100),
  }),
  z.object({ grant_type: z.literal('refresh_token'), flow: z.literal('client') }),
]);

export const TokenResponse = z.object({
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int().positive(),
  /** Server flow only: the full access token and the rotated refresh token (the client flow gets cookies). */
  access_token: z.string().optional(),
  refresh_token: z.string().optional(),
});

export const TokenVerifyBody = z.object({ token: z.string().min(1, 'token is required').max(4096) });
export const TokenVerifyResponse = z.object({
  valid: z.boolean(),
  /** When valid: the account id and the expiry (seconds since the epoch). */
  sub: z.string().optional(),
  exp: z.number().int().optional(),
});

/** `GET user` / `GET account` may name the account; only the owner's own id is answered. */
export const AccountQuery = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').optional() });

/** SPEC §3 Account, plus what its owner sees of their own registration. */
export const Account = z.object({
  id: z.number().int(),
  isEmployee: z.boolean(),
  age: z.number().int(),
  cardNumber: z.string(),
  emailSHA256: z.string().length(64),
  emailMD5: z.string().length(32),
  mobileNumberMD5: z.string().length(32),
  loyaltyPoints: z.number().int(),
  loyaltyTier: LoyaltyTier,
  tierPointsCounter: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.object({ callingCode: z.string(), number: z.string() }),
  birthDate: z.string(),
  marketingConsent: z.boolean(),
  /** The country the account registered in (upper case). */
  country: z.string().length(2),
  createdAt: z.string(),
});

export const AccountResponse = z.object({ account: Account });
export const MessageResponse = z.object({ message: z.string() });

/** A refused password: `codes` are the SPEC §5 rule codes it breaks. */
export const PasswordRulesError = z.object({
  message: z.literal(AUTH_MESSAGES.passwordRules),
  codes: z.array(z.enum(Object.keys(PASSWORD_RULES) as [PasswordRuleCode, ...PasswordRuleCode[]])),
});

/** The 401 of `POST auth/social` for an identity no account is linked to: a token to register with, and what the provider said. */
export const SocialNotLinked = z.object({
  message: z.literal(AUTH_MESSAGES.socialNotLinked),
  socialLinkToken: z.string(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

/** A blocked sign-in: the message and the reference support asks for. */
export const BlockedError = z.object({ message: z.literal(AUTH_MESSAGES.blocked), referenceId: z.string() });

export type Account = z.infer<typeof Account>;
export type RegisterBody = z.infer<typeof RegisterBody>;
export type RegisterInput = z.input<typeof RegisterBody>;
export type SignInBody = z.infer<typeof SignInBody>;
export type TokenBody = z.infer<typeof TokenBody>;
export type LoyaltyTier = z.infer<typeof LoyaltyTier>;
