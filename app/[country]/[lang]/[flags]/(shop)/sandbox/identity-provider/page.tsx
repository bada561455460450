import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DevelopmentIdentityForm } from '@/components/sandbox/DevelopmentIdentityForm';
import { resolvePageContext, type LocaleParams } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Development identity provider', robots: { index: false } };

/**
 * The embedded stand-in for Google sign-in: a developer describes the person Google would vouch for, and
 * the page sends the browser back to /sign_in with an id token signed by the development provider.
 */
export default async function IdentityProviderPage({ params }: { params: Promise<LocaleParams> }) {
  const { href } = await resolvePageContext(params);
  return (
    <div className="container section sandbox-identity">
      <p className="sandbox-identity__warning" role="note">
        <strong>Development identity provider — this is not Google.</strong> It stands in for “Sign in with Google” on
        machines without Google credentials. Nothing entered here is checked; never use it in production (set
        GOOGLE_CLIENT_ID to use Google).
      </p>
      <h1>Choose who signs in</h1>
      <Suspense fallback={null}>
        <DevelopmentIdentityForm signInPath={href('/sign_in')} />
      </Suspense>
    </div>
  );
}
