'use client';

/**
 * `/sign_up`: email, password twice with the live rule checklist, names, mobile (calling code + number),
 * birth date and SPEC §5's five consents. Checked in the browser against the API contract (and the
 * minimum age) before it is sent; the server's answers land under the fields they name. Nothing typed is
 * lost on an error. Success signs the shopper in: a full navigation to `return_to`.
 * With `?social=<socialLinkToken>` (from a Google sign-in no account is linked to) the new account is
 * linked to that identity, and the email and names the provider gave are filled in.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import { MINIMUM_AGE, type RegisterInput } from '@/schemas/api/accounts';
import { accountApi } from './account-api';
import { errorText, fieldErrorsFrom, passwordCodes, passwordRulesText, type FieldErrors } from './errors';
import { CheckboxField, EmailField, FieldError, FormMessage, TextField } from './FormField';
import type { AccountIslandProps } from './labels';
import { fullNavigation, returnTarget, useQueryParam, withQuery } from './location';
import { NewPasswordFields } from './NewPasswordFields';
import { forgetSocialLink, socialLinkFor } from './social-link';
import { registrationErrors } from './validation';
import { useHydrated } from '../hydration/useHydrated';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export interface CallingCodeOption {
  /** `+65` */
  code: string;
  /** The country's name. */
  name: string;
}

export interface SignUpFormProps extends AccountIslandProps {
  callingCodes: CallingCodeOption[];
  /** The country's own calling code, selected at first. */
  defaultCallingCode: string;
  navigate?: (url: string) => void;
  /** Today, for the birth date's limit; tests and stories fix it. */
  today?: Date;
}

const CONSENTS = ['overMinimumAge', 'policyAgreement', 'personalInformation', 'thirdPartyDisclosure', 'marketing'] as const;
type Consent = (typeof CONSENTS)[number];
const NAMES = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
] as const;

interface Values {
  email: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  lastName: string;
  callingCode: string;
  mobileNumber: string;
  birthDate: string;
  consents: Record<Consent, boolean>;
}

const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function SignUpForm({ labels, paths, api, callingCodes, defaultCallingCode, navigate = fullNavigation, today }: SignUpFormProps) {
  const client = useMemo(() => accountApi(api), [api]);
  const returnTo = useQueryParam('return_to');
  const social = useQueryParam('social');
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useRef(false);
  const [values, setValues] = useState<Values>({
    email: '',
    password: '',
    passwordConfirmation: '',
    firstName: '',
    lastName: '',
    callingCode: defaultCallingCode,
    mobileNumber: '',
    birthDate: '',
    consents: { overMinimumAge: false, policyAgreement: false, personalInformation: false, thirdPartyDisclosure: false, marketing: false },
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<ReactNode>(null);
  const [submitting, setSubmitting] = useState(false);

  // A pending Google identity: fill in what the provider told us, once, without overwriting what was typed
  // (adjusting state while rendering: the query is known only after hydration).
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (social && prefilledFor !== social) {
    setPrefilledFor(social);
    const link = socialLinkFor(social);
    if (link) {
      setValues((v) => ({
        ...v,
        email: v.email || link.email || '',
        firstName: v.firstName || link.firstName || '',
        lastName: v.lastName || link.lastName || '',
      }));
    }
  }

  // After a refused submit, focus the first field in error.
  useEffect(() => {
    if (!focusError.current) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const body = (): RegisterInput => ({
    email: values.email,
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    firstName: values.firstName,
    lastName: values.lastName,
    mobile: { callingCode: values.callingCode, number: values.mobileNumber },
    birthDate: values.birthDate,
    consents: values.consents as RegisterInput['consents'],
    ...(social ? { socialLinkToken: social } : {}),
  });

  const refuse = (found: FieldErrors, text: ReactNode = labels.errors.checkFields) => {
    focusError.current = Object.keys(found).length > 0;
    setErrors(found);
    setMessage(text);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const input = body();
    const found = registrationErrors(input, labels, today);
    if (Object.keys(found).length) return refuse(found);
    setErrors({});
    setMessage(null);
    setSubmitting(true);
    try {
      await client.register(input);
      forgetSocialLink();
      navigate(returnTarget(returnTo, paths.home));
    } catch (error) {
      setSubmitting(false);
      const codes = passwordCodes(error);
      if (codes) {
        return refuse({ password: passwordRulesText(codes, labels) });
      }
      if (error instanceof ApiError && error.status === 409) {
        return refuse({ email: errorText(error, labels) });
      }
      const fields = fieldErrorsFrom(error, labels, (path) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], input),
      );
      if (Object.keys(fields).length) return refuse(fields);
      refuse({}, errorText(error, labels));
    }
  };

  const consentLabel = (consent: Consent) =>
    consent === 'overMinimumAge' ? fill(labels.signUp.consents.overMinimumAge, { age: MINIMUM_AGE }) : labels.signUp.consents[consent];
  const mobileErrorId = 'sign-up-mobile-error';
  const mobileError = errors['mobile.callingCode'] ?? errors['mobile.number'];
  /** A mobile control in error points at the group's one error line. */
  const invalid = (path: string) => (errors[path] ? { 'aria-invalid': true, 'aria-describedby': mobileErrorId } : {});

  return (
    <div className="account-form">
      {social ? <p className="account-form__intro">{labels.signUp.socialIntro}</p> : null}
      <FormMessage tone="error">{message}</FormMessage>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting}>
        <FieldsUntilHydrated>
          <p className="account-form__note">{labels.fields.requiredNote}</p>
          <EmailField label={labels.fields.email} value={values.email} onChange={(e) => set('email', e.target.value)} error={errors.email} />
          <NewPasswordFields
            password={values.password}
            confirmation={values.passwordConfirmation}
            onChange={({ password, confirmation }) => setValues((v) => ({ ...v, password, passwordConfirmation: confirmation }))}
            email={values.email}
            purpose="register"
            labels={labels}
            passwordLabel={labels.fields.password}
            errors={{ password: errors.password, passwordConfirmation: errors.passwordConfirmation }}
          />
          <div className="account-form__row">
            {NAMES.map(({ field, autoComplete }) => (
              <TextField
                key={field}
                label={labels.fields[field]}
                name={field}
                autoComplete={autoComplete}
                required
                value={values[field]}
                onChange={(e) => set(field, e.target.value)}
                error={errors[field]}
              />
            ))}
          </div>
          <fieldset className="form-field form-group" data-invalid={mobileError ? 'true' : undefined}>
            <legend className="form-field__label">{labels.fields.mobile}</legend>
            <div className="form-group__controls">
              <label className="form-group__label">
                <span>{labels.fields.callingCode}</span>
                <select
                  className="select"
                  name="callingCode"
                  autoComplete="tel-country-code"
                  value={values.callingCode}
                  onChange={(e) => set('callingCode', e.target.value)}
                  {...invalid('mobile.callingCode')}
                >
                  {callingCodes.map((option) => (
                    <option key={option.name} value={option.code}>{`${option.name} (${option.code})`}</option>
                  ))}
                </select>
              </label>
              <label className="form-group__label form-group__label--grow">
                <span>{labels.fields.mobileNumber}</span>
                <input
                  className="input"
                  name="mobileNumber"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  value={values.mobileNumber}
                  onChange={(e) => set('mobileNumber', e.target.value)}
                  {...invalid('mobile.number')}
                />
              </label>
            </div>
            <FieldError id={mobileErrorId}>{mobileError}</FieldError>
          </fieldset>
          <TextField
            label={labels.fields.birthDate}
            name="birthDate"
            type="date"
            autoComplete="bday"
            required
            // Today is read after hydration only: the page is prerendered, and its date would be stale.
            max={hydrated ? isoDate(today ?? new Date()) : undefined}
            value={values.birthDate}
            onChange={(e) => set('birthDate', e.target.value)}
            error={errors.birthDate}
          />
          <fieldset className="form-group account-form__consents">
            <legend className="form-field__label">{labels.signUp.consentsLegend}</legend>
            {CONSENTS.map((consent) => (
              <CheckboxField
                key={consent}
                name={`consents.${consent}`}
                label={consentLabel(consent)}
                required={consent !== 'marketing'}
                checked={values.consents[consent]}
                onChange={(e) => set('consents', { ...values.consents, [consent]: e.target.checked })}
                error={errors[`consents.${consent}`]}
              />
            ))}
            <p className="account-form__legal">
              <a href={paths.terms}>{labels.signUp.terms}</a> · <a href={paths.privacy}>{labels.signUp.privacy}</a>
            </p>
          </fieldset>
          <button type="submit" className="button account-form__submit" disabled={submitting}>
            {submitting ? labels.signUp.submitting : labels.signUp.submit}
          </button>
        </FieldsUntilHydrated>
      </form>
      <p className="account-form__switch">
        {labels.signUp.haveAccount} <a href={withQuery(paths.signIn, { return_to: returnTo })}>{labels.signUp.signIn}</a>
      </p>
    </div>
  );
}
