'use client';

/**
 * One per layout: a page view to the data layer on the first load and on every client navigation (SPEC §2,
 * §3). It renders nothing and ships almost nothing: the event is built by a chunk loaded after hydration,
 * once the browser is idle, so tracking stays off the first-load path.
 */
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { TagManagerScript } from '@/lib/tracking/tag-manager';
import { documentStatus } from '@/lib/tracking/page-status';

export interface PageViewTrackerProps {
  /** Lower-case country and the language, as the API takes them. */
  country: string;
  language: string;
  tagManager: TagManagerScript | null;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
};

export function PageViewTracker({ country, language, tagManager }: PageViewTrackerProps) {
  const pathname = usePathname();
  const id = tagManager?.id;
  const src = tagManager?.src;
  useEffect(() => {
    // The page as it is now (after the navigation's commit); sent when the browser is idle. Cancelled when the
    // effect is undone before that (strict mode's second run; a page left before the browser was idle).
    const page = { pathname: window.location.pathname, status: documentStatus(document) };
    return whenIdle(() => {
      void import('./page-view-runtime').then((m) => m.trackPageView({ ...page, api: { country, language }, tagManager: id && src ? { id, src } : null }));
    });
  }, [pathname, country, language, id, src]);
  return null;
}
