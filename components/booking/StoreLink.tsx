'use client';

/**
 * A store's link on the store list: the list opened from a header link such as "Beauty classes"
 * (`/store-locations?tab=beauty-classes`) passes that tab on, so the store opens on it. The list page itself
 * stays static: the tab is read in the browser after hydration (the server HTML links to the store's default tab).
 */
import type { ReactNode } from 'react';
import { useHydrated } from '../hydration/useHydrated';
import { requestedTab } from './store-tabs';

export function StoreLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const tab = hydrated ? requestedTab(window.location.search) : null;
  return (
    <a href={tab ? `${href}?tab=${tab}` : href} aria-label={label}>
      {children}
    </a>
  );
}
