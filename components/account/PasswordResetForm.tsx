'use client';

/**
 * `/users/password/edit?token=…` (the emailed link): a new password twice, with the rule checklist for a
 * reset (SPEC §5: not the email, not either of the previous 2 passwords — the server knows those). An
 * expired link (410) says so, with a link to request a new one.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { accountApi } from './account-api';
import type { PasswordRuleCode } from '@/lib/auth/password-rules';
import { errorText, passwordCodes, passwordRulesText, type FieldErrors } from './errors';
import { FormMessage } from './FormField';
import type { AccountIslandProps } from './labels';
import { useQueryParam } from './location';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordErrors } from './validation';
import { useHydrated } from '../hydration/useHydrated';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export type PasswordResetFormProps = AccountIslandProps;

export function PasswordResetForm({ labels, paths, api }: PasswordResetFormProps) {
  const client = useMemo(() => accountApi(api), [api]);
  const hydrated = useHydrated();
  const token = useQueryParam('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<ReactNode>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The server's verdict on each password it refused (it alone knows the previous 2), kept while this page is open.
  const [refused, setRefused] = useState<ReadonlyMap<string, PasswordRuleCode[]>>(new Map());

  const requestAgain = (text: string) => (
    <>
      <p>{text}</p>
      <p><a href={paths.passwordNew}>{labels.reset.requestNewLink}</a></p>
    </>
  );

  // The token is in the URL, read in the browser: until then, hold the space.
  if (!hydrated) return <div className="account-form" aria-busy="true" />;
  if (!token) return <div className="account-form"><FormMessage tone="error">{requestAgain(labels.reset.missingToken)}</FormMessage></div>;
  if (saved) {
    return (
      <div className="account-form">
        <FormMessage tone="success">
          <p>{labels.reset.success}</p>
          <p><a href={paths.signIn}>{labels.signUp.signIn}</a></p>
        </FormMessage>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = newPasswordErrors(password, confirmation, undefined, 'reset', labels);
    setErrors(found);
    if (Object.keys(found).length) return setMessage(labels.errors.checkFields);
    setMessage(null);
    setSaving(true);
    try {
      await client.resetPassword({ token, password, passwordConfirmation: confirmation });
      setSaved(true);
    } catch (error) {
      const codes = passwordCodes(error);
      if (codes) {
        setRefused((known) => new Map(known).set(password, codes));
        setErrors({ password: passwordRulesText(codes, labels) });
        setMessage(labels.errors.checkFields);
      } else if (error instanceof ApiError && (error.status === 410 || error.status === 400)) {
        // 410: the link expired; a 400 without password codes is a malformed token.
        setMessage(requestAgain(error.status === 410 ? errorText(error, labels) : labels.reset.missingToken));
      } else {
        setMessage(errorText(error, labels));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="account-form">
      <FormMessage tone="error">{message}</FormMessage>
      <form noValidate onSubmit={submit} aria-busy={saving}>
        <FieldsUntilHydrated>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onChange={(next) => {
              setPassword(next.password);
              setConfirmation(next.confirmation);
            }}
            purpose="reset"
            labels={labels}
            passwordLabel={labels.fields.newPassword}
            errors={{ password: errors.password, passwordConfirmation: errors.passwordConfirmation }}
            refusedCodes={refused.get(password)}
          />
          <button type="submit" className="button account-form__submit" disabled={saving}>
            {saving ? labels.reset.submitting : labels.reset.submit}
          </button>
        </FieldsUntilHydrated>
      </form>
    </div>
  );
}
