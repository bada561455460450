/**
 * The page's cart actor, started by `BagProvider` after hydration. This module (with xstate, the cart
 * machine and the bag's API client, itself loaded on the first call) is a chunk of its own, so none of it is
 * in a page's first load.
 */
import { createActor } from 'xstate';
import { cartMachineWith, type CartActorRef, type CartApi } from '@/flows/bag/bag.machine';
import type { ApiLocale } from '../account/account-api';
import type { Notify } from '../notifications/notify-context';
import type { BagMessageLabels } from './labels';
import { bagMessage, failureText } from './messages';

const CALLS = ['count', 'bag', 'add', 'setQuantity', 'remove', 'applyPromo', 'removePromo', 'chooseGift', 'addSample', 'redeemReward'] as const;

/** The machine's calls, each importing the bag's API client on first use (a lazy chunk). */
export function lazyCartApi(locale: ApiLocale): CartApi {
  const load = () => import('./bag-api').then((m) => m.bagApi(locale));
  return Object.fromEntries(
    CALLS.map((name) => [name, async (input: never) => ((await load())[name] as (value: never) => unknown)(input)]),
  ) as unknown as CartApi;
}

export interface BagActorOptions {
  /** Tests and stories pass fake calls; pages use the API. */
  calls: CartApi;
  notify: Notify;
  /** The current labels (read when a message is shown, so a language change is followed). */
  labels: () => BagMessageLabels;
}

/** Starts the cart actor; what the bag announces (SPEC §8 success messages, errors) becomes a toast. */
export function startBagActor({ calls, notify, labels }: BagActorOptions): CartActorRef {
  const actor = createActor(cartMachineWith(calls)).start();
  actor.on('notify', (event) => {
    if (event.tone === 'success') notify({ type: 'success', title: bagMessage(event.message, labels()) });
    else notify({ type: 'error', title: failureText(event.failure, labels()), text: event.failure.restock ? bagMessage(event.failure.restock, labels()) : undefined });
  });
  return actor;
}
