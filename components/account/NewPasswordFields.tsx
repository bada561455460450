'use client';

/**
 * A new password and its confirmation with the live checklist of SPEC §5's rules (`checkPassword`), for
 * registration (purpose `register`) and reset (`reset`). Each rule reads met or not met in words and with
 * an icon, not by colour alone; a polite live region tells how many rules are met as the shopper types. A rule
 * the server refused for the password in the field reads not met, whatever the browser's own check says.
 */
import { checkPassword, type PasswordPurpose, type PasswordRuleCode, type RuleResult } from '@/lib/auth/password-rules';
import { fill } from '@/lib/i18n/plural-templates';
import { CheckIcon, CrossIcon } from '../icons/Icons';
import { PasswordField } from './FormField';
import type { AuthLabels } from './labels';

export function PasswordChecklist({ results, labels, active }: { results: RuleResult[]; labels: AuthLabels['password']; active: boolean }) {
  const met = results.filter((r) => r.met).length;
  return (
    <div className="password-checklist">
      <p className="password-checklist__heading">{labels.heading}</p>
      <ul>
        {results.map((rule) => (
          <li key={rule.code} data-met={rule.met}>
            {rule.met ? <CheckIcon /> : <CrossIcon />}
            <span className="visually-hidden">{rule.met ? labels.met : labels.notMet}: </span>
            <span>{labels.rules[rule.code]}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {active ? fill(labels.summary, { met, total: results.length }) : ''}
      </p>
    </div>
  );
}

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onChange: (next: { password: string; confirmation: string }) => void;
  email?: string;
  purpose: PasswordPurpose;
  labels: AuthLabels;
  /** The password field's label ("Password" when registering, "New password" on reset). */
  passwordLabel: string;
  errors: { password?: string; passwordConfirmation?: string };
  /**
   * The rules the server said the password now in the field breaks (its `codes`): the checklist shows them not
   * met, since the browser cannot know some of them (the previous 2 passwords).
   */
  refusedCodes?: readonly PasswordRuleCode[];
}

/** The browser's checks, with the server's verdict over them where it has given one. */
function checklistResults(results: RuleResult[], refusedCodes: readonly PasswordRuleCode[] = []): RuleResult[] {
  return results.map((rule) => (refusedCodes.includes(rule.code) ? { ...rule, met: false } : rule));
}

export function NewPasswordFields({ password, confirmation, onChange, email, purpose, labels, passwordLabel, errors, refusedCodes }: NewPasswordFieldsProps) {
  const results = checklistResults(checkPassword({ password, confirmation, email, purpose }), refusedCodes);
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(e) => onChange({ password: e.target.value, confirmation })}
        revealLabels={labels.fields}
        error={errors.password}
        hint={<PasswordChecklist results={results} labels={labels.password} active={password.length > 0} />}
      />
      <PasswordField
        label={labels.fields.passwordConfirmation}
        name="passwordConfirmation"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => onChange({ password, confirmation: e.target.value })}
        revealLabels={labels.fields}
        error={errors.passwordConfirmation}
      />
    </>
  );
}
