'use client';

/** The values of the named cookies in this browser, read after hydration (the cached page never holds them). */
import { useSyncExternalStore } from 'react';
import { COOKIES, readCookieHeader, type CookieKey } from '@/lib/cookies';

const noSubscription = () => () => {};

export function CookieReadout({ keys }: { keys: CookieKey[] }) {
  const cookie = useSyncExternalStore(noSubscription, () => document.cookie, () => null);
  return (
    <dl aria-label="Cookies in this browser">
      {keys.map((key) => (
        <div key={key}><dt><code>{COOKIES[key].name}</code></dt><dd>{cookie === null ? 'Reading…' : (readCookieHeader(cookie, key) ?? '(not set)')}</dd></div>
      ))}
    </dl>
  );
}
