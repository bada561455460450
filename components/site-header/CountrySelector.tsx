'use client';

import { CountryLink } from '../country-choice/CountryLink';

export interface CountryOption { code: string; name: string; domain: string }

export interface CountrySelectorProps {
  label: string;
  changeLabel: string;
  current: string;
  countries: CountryOption[];
}

/**
 * Each country links to its storefront domain. On a host that is not a storefront domain (development,
 * previews) choosing a country sets the country cookie instead and reloads the home page (`CountryLink`).
 */
export function CountrySelector({ label, changeLabel, current, countries }: CountrySelectorProps) {
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
            <CountryLink code={c.code} domain={c.domain} countries={countries} current={c.code === current}>
              {c.name}
            </CountryLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
