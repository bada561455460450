'use client';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import { safeReturnTo } from '@/lib/auth/safe-return-to';
import { fullNavigation } from '../account/location';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';
import { useApiMutation } from '../query/use-api-query';

interface Person {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

const FIELDS: { name: keyof Person; label: string; type: string; autoComplete: string }[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'subject', label: 'Account id at the provider (subject)', type: 'text', autoComplete: 'off' },
];

const REFUSED = 'The provider refused';

async function issueIdToken(person: Person): Promise<string> {
  const response = await fetch('/api/dev-identity/id-token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person), credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as { idToken?: string; message?: string };
  if (!response.ok || !body.idToken) throw new Error(body.message ?? REFUSED);
  return body.idToken;
}

/** The development identity provider's form: issues an id token and returns to the sign-in page with it. */
export function DevelopmentIdentityForm({ signInPath }: { signInPath: string }) {
  const returnTo = safeReturnTo(useSearchParams().get('return_to'));
  const [person, setPerson] = useState<Person>({ subject: 'dev-user-1', email: 'dev.user@example.com', firstName: 'Dev', lastName: 'User' });
  // The token request is a write of the page's query layer (a mutation: never repeated by itself, SPEC §7).
  const issue = useApiMutation(issueIdToken);
  const busy = issue.isPending || issue.isSuccess;
  const error = issue.error ? (issue.error instanceof Error ? issue.error.message : REFUSED) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    issue.mutate(person, {
      onSuccess: (idToken) => {
        const fragment = new URLSearchParams({ provider: 'google', id_token: idToken });
        // A full navigation: the sign-in page reads the token from the fragment when it loads.
        fullNavigation(`${signInPath}?${new URLSearchParams({ return_to: returnTo })}#${fragment}`);
      },
    });
  }

  return (
    <form onSubmit={submit} className="form-stack" noValidate>
      <FieldsUntilHydrated>
        {FIELDS.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={`dev-idp-${field.name}`}>{field.label}</label>
            <input
              id={`dev-idp-${field.name}`}
              type={field.type}
              autoComplete={field.autoComplete}
              required
              value={person[field.name]}
              onChange={(event) => setPerson({ ...person, [field.name]: event.target.value })}
            />
          </div>
        ))}
        {error ? <p role="alert" className="field-error">{error}</p> : null}
        <button type="submit" className="button button--primary" disabled={busy}>{busy ? 'Continuing…' : 'Continue as this person'}</button>
      </FieldsUntilHydrated>
    </form>
  );
}
