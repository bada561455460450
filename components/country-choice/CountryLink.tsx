'use client';

/**
 * A link that chooses a country, for the header's country selector and the welcome mat: the storefront domain's
 * home page in production; on any other host the `locale` cookie and a reload (`lib/locale/country-choice.ts`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { countryChoice, countryHomeUrl } from '@/lib/locale/country-choice';
import { fullNavigation } from '../account/location';

export interface CountryLinkProps {
  code: string;
  domain: string;
  /** Every storefront domain: the page is in production when served from one of them. */
  domains: readonly string[];
  current?: boolean;
  /** Runs before the choice takes effect (the welcome mat notes that the visitor chose). */
  onChoose?: () => void;
  children: ReactNode;
}

export function CountryLink({ code, domain, domains, current, onChoose, children }: CountryLinkProps) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    onChoose?.();
    if (countryChoice(window.location.hostname, domains) === 'follow-link') return;
    event.preventDefault();
    setBrowserCookie('country', code);
    setBrowserCookie('language', '', { remove: true });
    // A full reload: the proxy must resolve the new country from the cookie.
    fullNavigation('/');
  };
  return (
    <a href={countryHomeUrl(domain)} aria-current={current === undefined ? undefined : current} onClick={choose}>
      {children}
    </a>
  );
}
