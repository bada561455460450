'use client';

/** Hooks the bag's islands share: the page's cart actor with its snapshot, and reads that follow the bag. */
import { useEffect, useState } from 'react';
import type { CartActorRef, CartSnapshot } from '@/flows/bag/bag.machine';
import type { ApiLocale } from '../account/account-api';
import type { BagApi } from './bag-api';
import { useActorSelector } from '@/lib/use-actor-selector';
import { useBagActor } from './BagProvider';

const noActor = 'the bag islands need a BagProvider above them, and render this part once its actor runs';

/**
 * The page's cart actor and a selection of its snapshot (re-rendering only when the selection changes).
 * For the parts of an island rendered once `useBagActor()` is not null.
 */
export function useCart<T>(select: (snapshot: CartSnapshot) => T): [T, CartActorRef] {
  const actor = useBagActor();
  if (!actor) throw new Error(noActor);
  return [useActorSelector(actor, select), actor];
}

export type Read<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: unknown };

/**
 * A read of the bag's API (offers, samples, rewards) made again whenever `version` changes (a new bag), so
 * what is applicable or selected follows the bag. `api` lets tests and stories pass fake calls.
 */
export function useBagRead<T>(locale: ApiLocale, read: (api: BagApi, signal: AbortSignal) => Promise<T>, version: unknown): Read<T> {
  const [result, setResult] = useState<Read<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    import('./bag-api')
      .then(({ bagApi }) => read(bagApi(locale), controller.signal))
      .then(
        (data) => !controller.signal.aborted && setResult({ state: 'ready', data }),
        (error) => !controller.signal.aborted && setResult({ state: 'failed', error }),
      );
    return () => controller.abort();
    // The read is the same function for the island's lifetime; the locale's fields are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale.country, locale.language, version]);
  return result;
}
