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
import { apiKey } from '@/lib/api-client/query-keys';
import { pageQueryClient, readQuery, runMutation } from '../query/page-client';

const CALLS = ['count', 'bag', 'add', 'setQuantity', 'remove', 'applyPromo', 'removePromo', 'chooseGift', 'addSample', 'redeemReward'] as const;

/** The reads among the calls, by the path their query is keyed with. */
const READS: Partial<Record<(typeof CALLS)[number], string>> = { count: 'cart/items-count', bag: 'cart/bag' };

/**
 * The machine's calls, each importing the bag's API client on first use (a lazy chunk). They go through the
 * page's query layer: the two reads as queries asked afresh whenever the actor reads (the actor owns the bag's
 * state; the layer adds SPEC §7's retries), every change as a mutation (never retried) whose answer becomes the
 * `cart/bag` query's, the same entry the checkout reads.
 */
export function lazyCartApi(locale: ApiLocale): CartApi {
  const load = () => import('./bag-api').then((m) => m.bagApi(locale));
  const call = (name: (typeof CALLS)[number]) => async (input: never) => ((await load())[name] as (value: never) => unknown)(input);
  return Object.fromEntries(
    CALLS.map((name) => {
      const path = READS[name];
      if (path) return [name, () => readQuery(apiKey(path, locale), () => call(name)(undefined as never), { fresh: true })];
      return [name, (input: never) => runMutation(call(name), input).then((answer) => {
        pageQueryClient().setQueryData(apiKey('cart/bag', locale), answer);
        return answer;
      })];
    }),
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
  // Every shopper's add is confirmed the same way, signed in or not (issue 30): the count alone is easy to miss.
  actor.on('added', (event) => notify({ type: 'success', title: labels()['message.addedToBag'], text: event.name ?? undefined }));
  return actor;
}
