'use client';

import type { MouseEvent } from 'react';
import { setBrowserCookie } from '@/lib/cookies';
import { fullNavigation } from '../account/location';

export interface CountryOption { code: string; name: string; domain: string }

export interface CountrySelectorProps {
  label: string;
  changeLabel: string;
  current: string;
  countries: CountryOption[];
}

/** True when the page is served from one of the storefront domains (production), not a development host. */
function onStorefrontDomain(countries: CountryOption[]): boolean {
  const host = window.location.hostname;
  return countries.some((c) => host === c.domain || host.endsWith(`.${c.domain}`));
}

/**
 * Each country links to its storefront domain. On a host that is not a storefront domain (development,
 * previews) choosing a country sets the country cookie instead and reloads the home page.
 */
export function CountrySelector({ label, changeLabel, current, countries }: CountrySelectorProps) {
  const choose = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    if (onStorefrontDomain(countries)) return;
    event.preventDefault();
    setBrowserCookie('country', code);
    setBrowserCookie('language', '', { remove: true });
    // A full reload: the proxy must resolve the new country from the cookie.
    fullNavigation('/');
  };
  const currentName = countries.find((c) => c.code === current)?.name ?? current;
  return (
    <details className="disclosure">
      {/* The name starts with the visible text ("Country: SG"), as WCAG 2.5.3 asks; the rest is for screen readers. */}
      <summary className="utility-button">
        {label}: {current}
        <span className="visually-hidden"> ({currentName}), {changeLabel}</span>
      </summary>
      <ul className="disclosure__panel" aria-label={label}>
        {countries.map((c) => (
          <li key={c.code}>
            <a href={`https://${c.domain}/`} aria-current={c.code === current} onClick={(e) => choose(e, c.code)}>
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
