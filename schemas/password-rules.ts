/**
 * SPEC §5 password rules with their codes, shared by the registration/reset forms (checked as the user
 * types) and the server (which answers the codes). The previous-passwords part of 006 needs the stored
 * hashes, so the server passes its verdict in as `reusesPreviousPassword`.
 */
export const PASSWORD_RULES = {
  AUTH_MS_PV_001: 'At least 8 characters',
  AUTH_MS_PV_002: 'At least 1 digit',
  AUTH_MS_PV_003: 'At least 1 special character, such as @, $, #',
  AUTH_MS_PV_004: 'At least 1 lowercase and 1 uppercase letter',
  AUTH_MS_PV_005: 'Must not be the same as your email',
  AUTH_MS_PV_006: 'Must not be your email or either of your previous 2 passwords',
  AUTH_MS_PV_007: 'Both passwords must match',
} as const;

export type PasswordRuleCode = keyof typeof PASSWORD_RULES;

/** Registration checks 005; a reset or a change checks 006 instead. */
export type PasswordPurpose = 'register' | 'reset' | 'change';

export interface PasswordInput {
  password: string;
  confirmation: string;
  email?: string;
  purpose: PasswordPurpose;
  /** Server only: whether the password equals one of the previous 2 (compared against stored hashes). */
  reusesPreviousPassword?: boolean;
}

export interface RuleResult {
  code: PasswordRuleCode;
  met: boolean;
}

const sameAsEmail = (password: string, email?: string) => !!email && password.trim().toLowerCase() === email.trim().toLowerCase();

/** Every rule that applies to `purpose`, each met or not, in code order (for the form's checklist). */
export function checkPassword(input: PasswordInput): RuleResult[] {
  const { password, confirmation, email, purpose } = input;
  const results: RuleResult[] = [
    { code: 'AUTH_MS_PV_001', met: [...password].length >= 8 },
    { code: 'AUTH_MS_PV_002', met: /\p{Nd}/u.test(password) },
    { code: 'AUTH_MS_PV_003', met: /[^\p{L}\p{M}\p{N}\s]/u.test(password) },
    { code: 'AUTH_MS_PV_004', met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) },
  ];
  if (purpose === 'register') results.push({ code: 'AUTH_MS_PV_005', met: !sameAsEmail(password, email) });
  else results.push({ code: 'AUTH_MS_PV_006', met: !sameAsEmail(password, email) && !input.reusesPreviousPassword });
  results.push({ code: 'AUTH_MS_PV_007', met: password.length > 0 && password === confirmation });
  return results;
}

/** The codes of the rules a password breaks (empty when it is acceptable). */
export function passwordViolations(input: PasswordInput): PasswordRuleCode[] {
  return checkPassword(input).filter((r) => !r.met).map((r) => r.code);
}
