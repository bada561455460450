'use client';

/**
 * The page's bag: one cart actor (flows/cart) shared by the product buttons, the header's bag and the
 * `/cart` page. The actor lives in a chunk of its own (`bag-actor.ts`: xstate, the machine, the API client)
 * that starts when the browser is idle after hydration, or at once when the shopper presses a bag button
 * first; until then the islands render their plain, server-rendered state.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CartActorRef, CartApi } from '../../flows/cart/cart.machine';
import type { ApiLocale } from '../account/account-api';
import { useNotify } from '../notifications/notify-context';
import type { BagMessageLabels } from './labels';

export interface BagHandle {
  /** The running actor, or null while its chunk loads. */
  actor: CartActorRef | null;
  /** Starts the actor now (once), for a shopper who acts before the browser was idle. */
  start: () => Promise<CartActorRef>;
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

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
};

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
  useEffect(() => whenIdle(() => void start()), [start]);

  const value = useMemo(() => ({ actor, start }), [actor, start]);
  return <BagContext.Provider value={value}>{children}</BagContext.Provider>;
}
