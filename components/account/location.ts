/**
 * What the account islands read from and do to the browser's location. Pages are static shells, so the
 * query (`return_to`, `token`, `social`) is read in the browser after hydration, never on the server.
 */
import { useSyncExternalStore } from 'react';
import { safeReturnTo } from '@/lib/auth/safe-return-to';
import { assignLocation } from '@/lib/navigation-guard';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

/** A query parameter of the current URL; null on the server and while hydrating. */
export function useQueryParam(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
}

/**
 * Where to go after signing in or registering: `return_to` through the one `safeReturnTo` sink; when
 * there is none (or it is refused), the home page of the current language.
 */
export function returnTarget(returnTo: string | null | undefined, home: string): string {
  const safe = safeReturnTo(returnTo);
  return safe === '/' ? home : safe;
}

/** `path` with `return_to` (and any other parameters) added; empty values are left out. */
export function withQuery(path: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * A full navigation (the new cookies reach the server-rendered page, and every island starts afresh). Another
 * origin's URL needs `{ external: true }`, else it throws (SPEC §8; `navigationTarget`).
 */
export const fullNavigation = (url: string, options?: { external?: boolean }): void => assignLocation(url, options);
export const reloadPage = (): void => window.location.reload();
