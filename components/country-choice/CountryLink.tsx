'use client';

/**
 * A link that chooses a country, for the header's country selector and the welcome mat: the storefront domain's
 * home page in production; on a country host (`sg.localhost`) the chosen country's host; on any other host the
 * `locale` cookie and a reload (`lib/locale/country-choice.ts`).
 */
import type { MouseEvent, ReactNode } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { countryChoice, countryHomeUrl } from '@/lib/locale/country-choice';
import { fullNavigation } from '../account/location';

export interface CountryLinkProps {
  code: string;
  domain: string;
  /** Every country the store serves (codes and storefront domains): the page is in production when served from one of those domains. */
  countries: readonly { code: string; domain: string }[];
  current?: boolean;
  /** Runs before the choice takes effect (the welcome mat notes that the visitor chose). */
  onChoose?: () => void;
  children: ReactNode;
}

export function CountryLink({ code, domain, countries, current, onChoose, children }: CountryLinkProps) {
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    onChoose?.();
    const choice = countryChoice(window.location, code, countries);
    if (choice.how === 'follow-link') return;
    event.preventDefault();
    // The host decides the country here (SPEC §5): a cookie would change nothing, the country's own host does.
    if (choice.how === 'country-host') return fullNavigation(choice.url, { external: true });
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
