'use client';

/**
 * The header's account menu. The server renders the guest state ("Sign in", "Create an account"); in the
 * browser, when the `jwt-data` cookie exists, the account query runs (SPEC §6: only then), and when it
 * returns an account (SPEC §4: signed in) the menu shows the name, points balance and tier, the account
 * links and "Sign out". The button keeps its size in both states (no layout shift). A `<details>`
 * disclosure, like the header's other menus: keyboard operable, and usable before hydration.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import Link from 'next/link';
import type { QueryClient } from '@tanstack/react-query';
import { fill, plural } from '@/lib/i18n/plural-templates';
import { splitLocalePrefix } from '@/lib/locale/paths';
import { AccountIcon } from '../icons/Icons';
import { useHydrated } from '../hydration/useHydrated';
import type { AccountSummary, ApiLocale } from './account-api';
import { hasSession } from './session';
import type { AccountMenuLabels } from './labels';
import { reloadPage, withQuery } from './location';
import { useDisclosureDismiss } from '../disclosure/useDisclosureDismiss';
import { expiryChecked, forgetExpiryCheck, type ExpiryPopupLabels } from '../beauty-pass/expiry';
import { forgetTabCheckout } from '../checkout/tab-checkout';

const AccountQuery = lazy(() => import('./AccountQuery'));
const PointsExpiryPopup = lazy(() => import('../beauty-pass/PointsExpiryPopup'));

export interface AccountMenuProps {
  labels: AccountMenuLabels;
  /** The account links of the layout (`navigation.account`), with public hrefs. */
  links: { label: string; href: string }[];
  paths: { signIn: string; signUp: string };
  api: ApiLocale;
  /** The Intl locale of numbers (`en-SG`, `th-TH`). */
  locale: string;
  /** The points expiry popup of a member's first page in a session (issue 9); none without it. */
  expiry?: { labels: ExpiryPopupLabels; rewardsPath: string; timeZone: string };
  /** Tests and stories pass their own query client; the page shares one. */
  queryClient?: QueryClient;
  /** After signing out (a full reload by default). */
  reload?: () => void;
}

/**
 * `return_to` for "Sign in": the full current path with its query; on an account page (signing in from
 * the sign-up page, say) the `return_to` that page already carries.
 */
function currentReturnTo(): string {
  const { pathname, search } = window.location;
  if (/^\/(sign_in|sign_up|users\/)/.test(splitLocalePrefix(pathname).rest)) {
    return new URLSearchParams(search).get('return_to') ?? '';
  }
  return pathname + search;
}

export function AccountMenu({ labels, links, paths, api, locale, expiry, queryClient, reload = reloadPage }: AccountMenuProps) {
  const hydrated = useHydrated();
  const session = hydrated && hasSession();
  const [account, setAccount] = useState<AccountSummary>();
  const signedIn = session ? account : undefined;
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [returnTo, setReturnTo] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  // Whether this page checks the member's expiring points: decided once, when the account first arrives.
  const [expiryCheck, setExpiryCheck] = useState<'unknown' | 'check' | 'skip'>('unknown');
  if (signedIn && expiry && expiryCheck === 'unknown') setExpiryCheck(expiryChecked() ? 'skip' : 'check');

  // Escape and a click elsewhere close the open menu; Escape gives focus back to its button.
  useDisclosureDismiss(detailsRef);

  const signOut = async () => {
    setSigningOut(true);
    setSignOutFailed(false);
    try {
      // The API client loads only when it is needed: a guest's pages do not ship it.
      const { accountApi } = await import('./account-api');
      await accountApi(api).signOut();
      forgetExpiryCheck();
      forgetTabCheckout();
      reload();
    } catch {
      setSigningOut(false);
      setSignOutFailed(true);
    }
  };

  const name = signedIn ? `${signedIn.firstName} ${signedIn.lastName}`.trim() : '';
  return (
    <>
      {/* Beside the menu, not in it: the content of a closed <details> is not rendered, a modal dialog included. */}
      {expiry && expiryCheck === 'check' ? (
        <Suspense fallback={null}>
          <PointsExpiryPopup api={api} labels={expiry.labels} rewardsPath={expiry.rewardsPath} locale={locale} timeZone={expiry.timeZone} />
        </Suspense>
      ) : null}
      <details
        ref={detailsRef}
        className="disclosure account-menu"
        data-state={signedIn ? 'signed-in' : 'guest'}
        // A link followed inside the menu (a client navigation keeps the header) closes it.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a') && detailsRef.current) detailsRef.current.open = false;
        }}
        onToggle={(event) => {
          if (event.currentTarget.open) setReturnTo(currentReturnTo());
        }}
      >
        <summary className="icon-button" aria-label={signedIn ? fill(labels.accountOf, { name }) : labels.account}>
          <AccountIcon />
          {signedIn ? <span className="account-menu__badge" data-tier={signedIn.loyaltyTier} aria-hidden="true" /> : null}
        </summary>
        {session ? (
          <Suspense fallback={null}>
            <AccountQuery api={api} queryClient={queryClient} onChange={setAccount} />
          </Suspense>
        ) : null}
        {signedIn ? (
          <div className="disclosure__panel account-menu__panel">
            <div className="account-menu__summary">
              <p className="account-menu__name">{fill(labels.greeting, { name: signedIn.firstName || name })}</p>
              <p className="account-menu__points">{plural(labels.points, signedIn.loyaltyPoints, locale)}</p>
              <p className="account-menu__tier">
                <span className="tier-swatch" data-tier={signedIn.loyaltyTier} aria-hidden="true" />
                {fill(labels.tier, { tier: labels.tiers[signedIn.loyaltyTier] })}
              </p>
            </div>
            <ul>
              {links.map((link) => (
                <li key={link.href + link.label}><Link href={link.href} prefetch={false}>{link.label}</Link></li>
              ))}
              <li>
                <button type="button" onClick={signOut} disabled={signingOut}>
                  {signingOut ? labels.signingOut : labels.signOut}
                </button>
              </li>
            </ul>
            {signOutFailed ? <p className="account-menu__error" role="alert">{labels.signOutFailed}</p> : null}
          </div>
        ) : (
          <ul className="disclosure__panel account-menu__panel">
            <li><Link href={withQuery(paths.signIn, { return_to: returnTo })} prefetch={false}>{labels.signIn}</Link></li>
            <li><Link href={withQuery(paths.signUp, { return_to: returnTo })} prefetch={false}>{labels.createAccount}</Link></li>
          </ul>
        )}
      </details>
    </>
  );
}
