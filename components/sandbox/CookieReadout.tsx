'use client';

/** The values of the named cookies in this browser, read after hydration (the cached page never holds them). */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

function parse(cookie: string): Record<string, string> {
  return Object.fromEntries(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return [decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1))];
      }),
  );
}

export function CookieReadout({ names }: { names: string[] }) {
  const cookie = useSyncExternalStore(noSubscription, () => document.cookie, () => null);
  const jar = cookie === null ? null : parse(cookie);
  return (
    <dl aria-label="Cookies in this browser">
      {names.map((name) => (
        <div key={name}><dt><code>{name}</code></dt><dd>{jar ? (jar[name] ?? '(not set)') : 'Reading…'}</dd></div>
      ))}
    </dl>
  );
}
