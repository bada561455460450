import type { Metadata } from 'next';
import { AccountRoute, accountPageMetadata } from '@/components/account/AccountPage';
import { PasswordResetForm } from '@/components/account/PasswordResetForm';
import type { LocaleParams } from '@/lib/locale/page-context';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return accountPageMetadata(params, 'auth.reset.title');
}

/** /users/password/edit?token=…: the emailed reset link; the island reads the token in the browser. */
export default function PasswordEditRoute({ params }: { params: Promise<LocaleParams> }) {
  return <AccountRoute params={params} title="auth.reset.title" island={(props) => <PasswordResetForm {...props} />} />;
}
