import type { Metadata } from 'next';
import { AccountRoute, accountPageMetadata } from '@/components/account/AccountPage';
import { SignUpForm } from '@/components/account/SignUpForm';
import { countries, type CountryConfig } from '@/config/countries/registry';
import type { LocaleParams } from '@/lib/locale/page-context';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return accountPageMetadata(params, 'auth.signUp.title');
}

/** The served countries' calling codes, the page's own first (and selected). */
const callingCodes = (country: CountryConfig) =>
  [country, ...countries.list.filter((c) => c.code !== country.code)].map((c) => ({ code: c.callingCode, name: c.name }));

/** /sign_up: registration; the island reads `return_to` and a pending Google identity (`social`) in the browser. */
export default function SignUpRoute({ params }: { params: Promise<LocaleParams> }) {
  return (
    <AccountRoute
      params={params}
      title="auth.signUp.title"
      island={(props, { country }) => <SignUpForm {...props} callingCodes={callingCodes(country)} defaultCallingCode={country.callingCode} />}
    />
  );
}
