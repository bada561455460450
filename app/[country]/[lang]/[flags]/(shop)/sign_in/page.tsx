import type { Metadata } from 'next';
import { AccountRoute, accountPageMetadata } from '@/components/account/AccountPage';
import { SignInForm } from '@/components/account/SignInForm';
import type { LocaleParams } from '@/lib/locale/page-context';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return accountPageMetadata(params, 'auth.signIn.title');
}

/** /sign_in (SPEC §2): the island reads `return_to` and an identity provider's answer in the browser. */
export default function SignInRoute({ params }: { params: Promise<LocaleParams> }) {
  return <AccountRoute params={params} title="auth.signIn.title" island={(props) => <SignInForm {...props} />} />;
}
