'use client';

import { setBrowserCookie, languageCookieValue } from '@/lib/cookies';
import { languageSwitchUrl } from '@/lib/locale/paths';
import { GlobeIcon } from '../icons/Icons';
import { fullNavigation } from '../account/location';

export interface LanguageSwitcherProps {
  label: string;
  current: string;
  defaultLanguage: string;
  languages: { code: string; name: string }[];
}

/**
 * Changing language updates the language cookie and reloads the same page in that language, with a
 * `language` query parameter unless it is the country's default (SPEC §2).
 */
export function LanguageSwitcher({ label, current, defaultLanguage, languages }: LanguageSwitcherProps) {
  const choose = (code: string) => {
    if (code === current) return;
    setBrowserCookie('language', languageCookieValue(code));
    fullNavigation(languageSwitchUrl(window.location.pathname, code, defaultLanguage));
  };
  const currentName = languages.find((l) => l.code === current)?.name ?? current;
  return (
    <details className="disclosure">
      <summary className="utility-button" aria-label={`${label}: ${currentName}`}>
        <GlobeIcon />
        <span aria-hidden="true">{currentName}</span>
      </summary>
      <ul className="disclosure__panel" aria-label={label}>
        {languages.map((l) => (
          <li key={l.code}>
            <button type="button" lang={l.code} aria-current={l.code === current} onClick={() => choose(l.code)}>
              {l.name}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
