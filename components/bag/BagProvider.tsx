'use client';

/**
 * The page's bag: one cart actor (flows/bag) shared by the product buttons, the header's bag and the
 * `/cart` page. The actor lives in a chunk of its own (`bag-actor.ts`: xstate, the machine, the API client)
 * that starts only when it is needed — the first press of a bag button, a pointer or focus on the header's
 * bag, the bag and checkout pages — so a page that is only looked at never downloads or runs it (measured:
 * starting it when the browser was idle cost 50–200 ms of Lighthouse's total blocking time on every page).
 * Until then the islands render their plain, server-rendered state.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartActorRef, CartApi } from '@/flows/bag/bag.machine';
import type { ApiLocale } from '../account/account-api';
import { useNotify } from '../notifications/notify-context';
import type { BagMessageLabels } from './labels';

export interface BagHandle {
  /** The running actor, or null while its chunk loads. */
  actor: CartActorRef | null;
  /** Starts the actor now (once): on the first bag action, on intent (the header's bag), or on the bag pages. */
  start: () => Promise<CartActorRef>;
  /** The page's API locale (for reads made before the actor runs, such as the header's count). */
  api: ApiLocale;
}

const BagContext = createContext<BagHandle | null>(null);

/** The page's bag, or null outside a `BagProvider` (a story or test of a card alone). */
export const useBagHandle = () => useContext(BagContext);

/** The page's running cart actor, or null (outside a `BagProvider`, or while it loads). */
export const useBagActor = () => useContext(BagContext)?.actor ?? null;

export interface BagProviderProps {
  api: ApiLocale;
  labels: BagMessageLabels;
  /** Tests and stories pass fake calls; the page uses the API. */
  calls?: CartApi;
  children?: ReactNode;
}

export function BagProvider({ api, labels, calls, children }: BagProviderProps) {
  const notify = useNotify();
  const [actor, setActor] = useState<CartActorRef | null>(null);
  const starting = useRef<Promise<CartActorRef> | null>(null);
  const current = useRef({ api, labels, calls, notify });
  // What the running actor reads when it calls or announces: the latest props, kept after each render.
  useEffect(() => {
    current.current = { api, labels, calls, notify };
  }, [api, labels, calls, notify]);

  // One actor for the page's lifetime (the layout keeps it across client navigations).
  const start = useCallback(
    () =>
      (starting.current ??= import('./bag-actor').then(({ startBagActor, lazyCartApi }) => {
        const { api: locale, calls: fakes } = current.current;
        const started = startBagActor({
          calls: fakes ?? lazyCartApi(locale),
          notify: (item) => current.current.notify(item),
          labels: () => current.current.labels,
        });
        setActor(started);
        return started;
      })),
    [],
  );
  const value = useMemo(() => ({ actor, start, api }), [actor, start, api]);
  return <BagContext.Provider value={value}>{children}</BagContext.Provider>;
}
