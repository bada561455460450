'use client';

/**
 * The page's bag: one cart actor (flows/cart) shared by the product buttons, the header's bag and the
 * `/cart` page. Its calls load the API client on first use. What the bag announces (SPEC §8 success
 * messages, every error) goes through the notification centre, in the shopper's language.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { cartMachineWith, type CartActorRef, type CartApi } from '../../flows/cart/cart.machine';
import type { ApiLocale } from '../account/account-api';
import { useNotify } from '../notifications/NotificationsProvider';
import type { BagMessageLabels } from './labels';
import { bagMessage, failureText } from './messages';

const BagActorContext = createContext<CartActorRef | null>(null);

/** The page's cart actor, or null outside a `BagProvider` (a story or test of a card alone). */
export const useBagActor = () => useContext(BagActorContext);

const CALLS = ['count', 'bag', 'add', 'setQuantity', 'remove', 'applyPromo', 'removePromo', 'chooseGift', 'addSample', 'redeemReward'] as const;

/** The machine's calls, each importing the bag's API client on first use (a lazy chunk). */
export function lazyCartApi(locale: ApiLocale): CartApi {
  const load = () => import('./bag-api').then((m) => m.bagApi(locale));
  return Object.fromEntries(
    CALLS.map((name) => [name, async (input: never) => ((await load())[name] as (value: never) => unknown)(input)]),
  ) as unknown as CartApi;
}

export interface BagProviderProps {
  api: ApiLocale;
  labels: BagMessageLabels;
  /** Tests and stories pass fake calls; the page uses the API. */
  calls?: CartApi;
  children?: ReactNode;
}

export function BagProvider({ api, labels, calls, children }: BagProviderProps) {
  // One actor for the page's lifetime (the layout keeps it across client navigations).
  const [machine] = useState(() => cartMachineWith(calls ?? lazyCartApi(api)));
  const actor = useActorRef(machine);
  const notify = useNotify();
  useEffect(() => {
    const subscription = actor.on('notify', (event) => {
      if (event.tone === 'success') notify({ type: 'success', title: bagMessage(event.message, labels) });
      else notify({ type: 'error', title: failureText(event.failure, labels), text: event.failure.restock ? bagMessage(event.failure.restock, labels) : undefined });
    });
    return () => subscription.unsubscribe();
  }, [actor, notify, labels]);
  return <BagActorContext.Provider value={actor}>{children}</BagActorContext.Provider>;
}
