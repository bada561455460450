'use client';

import { useEffect } from 'react';
import { BUILD_ID, markBuildStale } from '@/lib/build-version';

/** Starts after the page is idle, so the polling costs the first load nothing (its code is a later chunk). */
const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 3_000);
  return () => window.clearTimeout(handle);
};

/**
 * SPEC §7: an open tab polls the server's build id; once it differs, the navigation guard turns the next
 * in-app navigation into a full one, so an old tab picks up the new code.
 */
export function BuildWatcher() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('@/lib/build-watch').then(({ watchBuild, fetchServerBuildId }) => {
        if (cancelled) return;
        stop = watchBuild({
          pageBuildId: BUILD_ID,
          fetchBuildId: () => fetchServerBuildId(),
          onStale: () => {
            markBuildStale();
            // Observable from outside the bundle (the browser tests wait for it): this tab's build is stale.
            document.documentElement.dataset.buildStale = 'true';
          },
          events: window,
        });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
  return null;
}
