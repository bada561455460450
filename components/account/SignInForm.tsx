'use client';

/**
 * `/sign_in`: email and password, "Forgot password?", "Sign in with Google" and "Create an account".
 * Success is a full navigation to `return_to` (through `safeReturnTo`). A 401 shows "Authentication
 * failed."; a 423 the blocked message with its Reference ID and a link to unlock. Back from the identity
 * provider (`#provider=google&id_token=…`) the page signs in with that token; an identity no account is
 * linked to gets the SPEC message and a link to register with it.
 */
import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import { SocialNotLinked } from '@/schemas/api/accounts';
import { accountApi } from './account-api';
import { errorText, fieldErrorsFrom, type FieldErrors } from './errors';
import { EmailField, FormMessage, PasswordField } from './FormField';
import type { AccountIslandProps } from './labels';
import { fullNavigation, returnTarget, useQueryParam, withQuery } from './location';
import { rememberSocialLink } from './social-link';
import { emailError } from './validation';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export interface SignInFormProps extends AccountIslandProps {
  /** Where success goes (a full navigation by default); replaced in tests and stories. */
  navigate?: (url: string) => void;
}

type Status = 'idle' | 'submitting';

/** The identity token the provider returned in the fragment (`#provider=google&id_token=…`), if any. */
function providerToken(): string | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return fragment.get('provider') === 'google' ? fragment.get('id_token') : null;
}
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
/** Identity tokens already posted: an effect that runs twice (development's strict mode) posts once. */
const sentTokens = new Set<string>();

export function SignInForm({ labels, paths, api, navigate = fullNavigation }: SignInFormProps) {
  const client = useMemo(() => accountApi(api), [api]);
  const returnTo = useQueryParam('return_to');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<ReactNode>(null);

  const failed = (error: unknown) => {
    setStatus('idle');
    const body = error instanceof ApiError ? (error.body as Record<string, unknown> | undefined) : undefined;
    if (error instanceof ApiError && error.status === 423) {
      const referenceId = typeof body?.referenceId === 'string' ? body.referenceId : '';
      setMessage(
        <>
          <p>{errorText(error, labels)}</p>
          {referenceId ? <p>{fill(labels.signIn.reference, { referenceId })}</p> : null}
          <p><a href={paths.unlock}>{labels.signIn.unlockLink}</a></p>
        </>,
      );
      return;
    }
    const social = error instanceof ApiError && error.status === 401 ? SocialNotLinked.safeParse(body) : undefined;
    if (social?.success) {
      rememberSocialLink(social.data);
      setMessage(
        <>
          <p>{labels.messages.socialNotLinked}</p>
          <p><a href={withQuery(paths.signUp, { social: social.data.socialLinkToken, return_to: returnTo })}>{labels.signIn.register}</a></p>
        </>,
      );
      return;
    }
    const fields = fieldErrorsFrom(error, labels, (path) => (path === 'email' ? email : path === 'password' ? password : undefined));
    setErrors(fields);
    setMessage(Object.keys(fields).length ? labels.errors.checkFields : errorText(error, labels));
  };

  // Back from the identity provider: sign in with its token (once per page), then take it out of the URL.
  const arriving = useSyncExternalStore(subscribeToHash, providerToken, () => null);
  const [socialSettled, setSocialSettled] = useState(false);
  const settleSocial = useEffectEvent((outcome: { error: unknown } | null) => {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!outcome) return navigate(returnTarget(new URLSearchParams(window.location.search).get('return_to'), paths.home));
    setSocialSettled(true);
    failed(outcome.error);
  });
  useEffect(() => {
    if (!arriving || sentTokens.has(arriving)) return;
    sentTokens.add(arriving);
    client.socialSignIn(arriving).then(
      () => settleSocial(null),
      (error: unknown) => settleSocial({ error }),
    );
  }, [arriving, client]);
  const social = arriving !== null && !socialSettled;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found: FieldErrors = { email: emailError(email, labels), password: password ? undefined : labels.errors.required };
    setErrors(found);
    if (found.email || found.password) {
      setMessage(labels.errors.checkFields);
      return;
    }
    setMessage(null);
    setStatus('submitting');
    try {
      await client.signIn({ email, password });
      navigate(returnTarget(returnTo, paths.home));
    } catch (error) {
      failed(error);
    }
  };

  const busy = status !== 'idle' || social;
  return (
    <div className="account-form">
      <FormMessage tone="error">{message}</FormMessage>
      <form noValidate onSubmit={submit} aria-busy={busy}>
        <FieldsUntilHydrated>
          <EmailField label={labels.fields.email} value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <PasswordField
            label={labels.fields.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            revealLabels={labels.fields}
            error={errors.password}
          />
          <p className="account-form__aside">
            <a href={paths.passwordNew}>{labels.signIn.forgot}</a>
          </p>
          <button type="submit" className="button account-form__submit" disabled={busy}>
            {status === 'submitting' ? labels.signIn.submitting : labels.signIn.submit}
          </button>
        </FieldsUntilHydrated>
      </form>
      <p className="account-form__divider"><span>{labels.signIn.or}</span></p>
      <a
        className="button button--secondary account-form__submit"
        href={withQuery(paths.identityProvider, { return_to: returnTo })}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {social ? labels.signIn.googleSigningIn : labels.signIn.google}
      </a>
      <p className="account-form__switch">
        {labels.signIn.noAccount} <a href={withQuery(paths.signUp, { return_to: returnTo })}>{labels.signIn.createAccount}</a>
      </p>
    </div>
  );
}
