'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readBrowserCookie } from '@/lib/cookies';
import { COUNTRY_CHOSEN_HASH } from '@/lib/locale/country-choice';
import { CountryLink } from '../country-choice/CountryLink';

export interface WelcomeMatProps {
  title: string;
  body: string;
  stayLabel: string;
  countries: { code: string; name: string; domain: string }[];
  /** For stories and tests: open regardless of the visitor's country. */
  forceOpen?: boolean;
}

const DISMISSED_KEY = 'atelier.welcome-mat.dismissed';
const noSubscription = () => () => {};

function readDismissal(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null; // storage blocked
  }
}

function writeDismissal(country: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, country);
  } catch {
    /* storage blocked: the mat stays closed for this page only */
  }
}

/**
 * Tells a visitor whose geo country (set as a cookie by the proxy from the CDN header) is not one the
 * store ships to that this site doesn't ship there, and lists the countries it does. Client-only, so
 * cached pages stay cached.
 */
export function WelcomeMat({ title, body, stayLabel, countries, forceOpen = false }: WelcomeMatProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const visitorCountry = useSyncExternalStore(noSubscription, () => readBrowserCookie('visitorCountry') ?? null, () => null);
  const dismissedFor = useSyncExternalStore(noSubscription, readDismissal, () => null);
  // Arrived from the mat (or the header's selector) of another country's host: the visitor has chosen already.
  const chosenElsewhere = useSyncExternalStore(noSubscription, () => window.location.hash === COUNTRY_CHOSEN_HASH, () => false);
  const [stayed, setStayed] = useState(false);

  const unserved = !!visitorCountry && !countries.some((c) => c.code === visitorCountry) && dismissedFor !== visitorCountry && !chosenElsewhere;
  const open = !stayed && (forceOpen || unserved);

  // Remember that choice for this host's session (sessionStorage is per host), then drop the marker from the address.
  useEffect(() => {
    if (!chosenElsewhere) return;
    writeDismissal(visitorCountry ?? '');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, [chosenElsewhere, visitorCountry]);

  useEffect(() => {
    const el = dialog.current;
    if (!open || !el || el.open) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', ''); // environments without the modal API (jsdom)
  }, [open]);

  if (!open) return null;
  const dismiss = () => writeDismissal(visitorCountry ?? '');
  const stay = () => {
    dismiss();
    const el = dialog.current;
    if (el && typeof el.close === 'function') el.close();
    setStayed(true);
  };
  return (
    <dialog ref={dialog} className="welcome-mat" aria-labelledby="welcome-mat-title" onCancel={stay}>
      <div className="welcome-mat__body">
        <h2 id="welcome-mat-title">{title}</h2>
        <p>{body}</p>
        <ul>
          {countries.map((c) => (
            <li key={c.code}>
              {/* The header's rule: the storefront domain in production, the country cookie elsewhere. */}
              <CountryLink code={c.code} domain={c.domain} countries={countries} onChoose={dismiss}>
                {c.name}
                <small>{c.domain}</small>
              </CountryLink>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--secondary" onClick={stay}>{stayLabel}</button>
      </div>
    </dialog>
  );
}
