/**
 * Client-side checks of the account forms, from the API contract itself (`schemas/api/accounts.ts`), so
 * the browser refuses what the server would, in the shopper's language. The server checks again.
 */
import { passwordViolations } from '@/lib/auth/password-rules';
import { fill } from '@/lib/i18n/plural-templates';
import { MINIMUM_AGE, RegisterBody, SignInBody, ageOn, type RegisterInput } from '@/schemas/api/accounts';
import { issueText, type FieldErrors } from './errors';
import type { AuthLabels } from './labels';

/** The error of an email field, or undefined when it is acceptable. */
export function emailError(value: string, labels: AuthLabels): string | undefined {
  const result = SignInBody.shape.email.safeParse(value);
  return result.success ? undefined : issueText({ ...result.error.issues[0], path: ['email'] }, labels, value);
}

/** Today in the shopper's own calendar, as `YYYY-MM-DD`. */
const localDate = (today: Date) => [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');

const valueAt = (input: RegisterInput, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), input);

/** Every field error of a registration, keyed by path (`email`, `mobile.number`, `consents.policyAgreement` …). */
export function registrationErrors(input: RegisterInput, labels: AuthLabels, today: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const result = RegisterBody.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueText(issue, labels, valueAt(input, path));
    }
  }
  if (!errors.birthDate && input.birthDate) {
    const age = ageOn(input.birthDate, localDate(today));
    if (Number.isNaN(age) || age > 130 || age < 0) errors.birthDate = labels.errors.birthDate;
    else if (age < MINIMUM_AGE) errors.birthDate = fill(labels.errors.underAge, { age: MINIMUM_AGE });
  }
  Object.assign(errors, newPasswordErrors(input.password, input.passwordConfirmation ?? '', input.email, 'register', labels));
  return errors;
}

/** The errors of a new password and its confirmation (the checklist shows which rule is not met). */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  email: string | undefined,
  purpose: 'register' | 'reset',
  labels: AuthLabels,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!password) errors.password = labels.errors.required;
  const broken = passwordViolations({ password, confirmation, email, purpose });
  if (password && broken.some((code) => code !== 'AUTH_MS_PV_007')) errors.password = labels.messages.passwordRules;
  if (!confirmation) errors.passwordConfirmation = labels.errors.required;
  else if (broken.includes('AUTH_MS_PV_007')) errors.passwordConfirmation = labels.password.rules.AUTH_MS_PV_007;
  return errors;
}
