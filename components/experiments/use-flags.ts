'use client';
import { useEffect, useState } from 'react';
import type { Flags } from '@/lib/experiments/experiments';

/**
 * The visitor's flags in a client island (issue 11): null until the experiments client has loaded (it is not
 * part of any page's first load), then the small API — `isActive(key)`, `variation(key)`, `variable(key, name)`
 * — which never throws and is inactive on any failure. Use it only for flags no page renders; page flags come
 * from the proxy (`context.flags`).
 */
export function useFlags(country: string): Flags | null {
  const [flags, setFlags] = useState<Flags | null>(null);
  useEffect(() => {
    let live = true;
    import('@/lib/experiments/browser')
      .then(({ browserFlags }) => browserFlags(country))
      .then((loaded) => {
        if (live) setFlags(loaded);
      })
      .catch(() => {
        // The wrapper never throws; a failed chunk load leaves the island without its flag.
      });
    return () => {
      live = false;
    };
  }, [country]);
  return flags;
}
