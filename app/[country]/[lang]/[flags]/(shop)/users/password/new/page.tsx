import type { Metadata } from 'next';
import { AccountRoute, accountPageMetadata } from '@/components/account/AccountPage';
import { EmailRequestForm } from '@/components/account/EmailRequestForm';
import type { LocaleParams } from '@/lib/locale/page-context';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return accountPageMetadata(params, 'auth.reset.requestTitle');
}

/** /users/password/new: ask for a reset link (the answer is the same whether the email has an account). */
export default function PasswordNewRoute({ params }: { params: Promise<LocaleParams> }) {
  return <AccountRoute params={params} title="auth.reset.requestTitle" island={(props) => <EmailRequestForm kind="passwordReset" {...props} />} />;
}
