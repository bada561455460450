import type { Metadata } from 'next';
import { AccountRoute, accountPageMetadata } from '@/components/account/AccountPage';
import { UnlockForm } from '@/components/account/UnlockForm';
import type { LocaleParams } from '@/lib/locale/page-context';

export function generateMetadata({ params }: { params: Promise<LocaleParams> }): Promise<Metadata> {
  return accountPageMetadata(params, 'auth.unlock.title');
}

/** /users/unlock (SPEC §2): ask for an unlock link, or with `?token=` (the emailed link) unlock the account. */
export default function UnlockRoute({ params }: { params: Promise<LocaleParams> }) {
  return <AccountRoute params={params} title="auth.unlock.title" island={(props) => <UnlockForm {...props} />} />;
}
