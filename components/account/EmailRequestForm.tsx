'use client';

/**
 * An email and a button that asks for a link by email: a password reset (`/users/password/new`) or an
 * unlock (`/users/unlock`). The API answers the same whether the email has an account or not, and so does
 * this form: its translated message, with the email kept in the field.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { accountApi } from './account-api';
import { errorText, translateMessage } from './errors';
import { EmailField, FormMessage } from './FormField';
import type { AccountIslandProps } from './labels';
import { emailError } from './validation';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export interface EmailRequestFormProps extends AccountIslandProps {
  kind: 'passwordReset' | 'unlock';
}

export function EmailRequestForm({ kind, labels, paths, api }: EmailRequestFormProps) {
  const client = useMemo(() => accountApi(api), [api]);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const text = kind === 'passwordReset'
    ? { intro: labels.reset.requestIntro, submit: labels.reset.requestSubmit }
    : { intro: labels.unlock.requestIntro, submit: labels.unlock.requestSubmit };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const invalid = emailError(email, labels);
    setFieldError(invalid);
    setDone(null);
    if (invalid) return setError(labels.errors.checkFields);
    setError(null);
    setSending(true);
    try {
      const answer = await (kind === 'passwordReset' ? client.requestPasswordReset(email) : client.requestUnlock(email));
      const fallback = kind === 'passwordReset' ? labels.messages.resetRequested : labels.messages.unlockRequested;
      setDone(typeof answer?.message === 'string' ? translateMessage(answer.message, labels) : fallback);
    } catch (failure) {
      setError(errorText(failure, labels));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="account-form">
      <p className="account-form__intro">{text.intro}</p>
      <FormMessage tone="error">{error}</FormMessage>
      <FormMessage tone="success">{done}</FormMessage>
      <form noValidate onSubmit={submit} aria-busy={sending}>
        <FieldsUntilHydrated>
          <EmailField label={labels.fields.email} value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} />
          <button type="submit" className="button account-form__submit" disabled={sending}>
            {sending ? labels.sending : text.submit}
          </button>
        </FieldsUntilHydrated>
      </form>
      <p className="account-form__switch"><a href={paths.signIn}>{labels.backToSignIn}</a></p>
    </div>
  );
}
