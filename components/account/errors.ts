/**
 * Turns API and validation errors into the text the account forms show: SPEC §8 messages through their
 * translated keys (the server's own text when a message is not one we know), field issues under the field
 * they name (`email`, `mobile.number`, `consents.marketing` …).
 */
import { ApiError, NetworkError } from '@/lib/api-client/client';
import type { PasswordRuleCode } from '@/lib/auth/password-rules';
import { AUTH_MESSAGES, MINIMUM_AGE } from '@/schemas/api/accounts';
import { fill } from '@/lib/i18n/plural-templates';
import type { AuthLabels, AuthMessageKey } from './labels';

/** Error text per field path (`email`, `mobile.number`, `consents.overMinimumAge`). */
export type FieldErrors = Partial<Record<string, string>>;

/** A zod issue as the API sends it in `details` (and as `safeParse` gives it). */
export interface Issue {
  path: readonly PropertyKey[];
  code?: string;
  message?: string;
}

const messageKeys = new Map<string, AuthMessageKey>(
  (Object.entries(AUTH_MESSAGES) as [AuthMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The translation of a message the API answered, or the API's own text when it is not one we know. */
export function translateMessage(message: string, labels: AuthLabels): string {
  const key = messageKeys.get(message);
  return key ? labels.messages[key] : message;
}

const bodyOf = (error: unknown): Record<string, unknown> =>
  error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};

/** The form-level text of a failed call. */
export function errorText(error: unknown, labels: AuthLabels): string {
  if (error instanceof NetworkError) return labels.errors.network;
  const { message } = bodyOf(error);
  if (error instanceof ApiError && error.status > 0 && typeof message === 'string' && message.trim()) return translateMessage(message, labels);
  return labels.errors.generic;
}

/** The rule codes of a refused password (`400 { message: passwordRules, codes }`), else undefined. */
export function passwordCodes(error: unknown): PasswordRuleCode[] | undefined {
  const { message, codes } = bodyOf(error);
  if (message !== AUTH_MESSAGES.passwordRules || !Array.isArray(codes)) return undefined;
  return codes.filter((c): c is PasswordRuleCode => typeof c === 'string' && /^AUTH_MS_PV_00\d$/.test(c));
}

/** The password field's error for a refused password: the rules message and the rules it breaks. */
export function passwordRulesText(codes: readonly PasswordRuleCode[], labels: AuthLabels): string {
  const broken = codes.map((code) => labels.password.rules[code]).join(' · ');
  return broken ? `${labels.messages.passwordRules}: ${broken}` : labels.messages.passwordRules;
}

/** The text of one field issue in the shopper's language. */
export function issueText(issue: Issue, labels: AuthLabels, value?: unknown): string {
  const path = issue.path.map(String).join('.');
  const message = issue.message ?? '';
  const { errors } = labels;
  if (path.startsWith('consents.')) return errors.consent;
  if (issue.code === 'too_big' || message === 'Character limit exceeded') return errors.tooLong;
  if (/required/i.test(message) || (typeof value === 'string' && value.trim() === '')) return errors.required;
  if (path === 'email') return errors.email;
  if (path === 'mobile.number') return errors.phone;
  // The contract's date-format message, or the server's refusal of an age under the minimum.
  if (path === 'birthDate') return /YYYY/.test(message) ? errors.birthDate : fill(errors.underAge, { age: MINIMUM_AGE });
  if (/must not contain/.test(message)) return errors.nameCharacters;
  return translateMessage(message, labels) || errors.generic;
}

/** The field errors a 400 carries in `details` (zod issues), keyed by path; the first issue per field wins. */
export function fieldErrorsFrom(error: unknown, labels: AuthLabels, valueAt: (path: string) => unknown = () => undefined): FieldErrors {
  const { details } = bodyOf(error);
  const out: FieldErrors = {};
  if (!Array.isArray(details)) return out;
  for (const raw of details) {
    if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as Issue).path)) continue;
    const issue = raw as Issue;
    const path = issue.path.map(String).join('.');
    out[path] ??= issueText(issue, labels, valueAt(path));
  }
  return out;
}
