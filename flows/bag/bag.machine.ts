/**
 * The shopper's bag (issue 6 "Flow"): one actor per page, shared by the product buttons, the header's count
 * and dropdown, and the `/cart` page.
 *
 * States: `idle`; `loadingCount` / `loadingBag` (after hydration); `adding` (a product; the count moves at
 * once and settles on the server's answer); `updating` (a line's quantity, shown at once); `removing`;
 * `applyingPromo` / `removingPromo`; `choosingGift` (gift selection); `confirmRemoveGift` (removing a gift
 * asks first) then `removingGift` (the API removes the gift and the code that granted it); `addingSample`;
 * `redeemingReward`; `error` (the optimistic change is rolled back; the shopper can carry on from there).
 *
 * Adds queue: a click on another product while the bag is busy is kept in `pending` (and already counted in
 * the header) and sent when the bag is free, one at a time, so answers never arrive out of order.
 *
 * No I/O here: every call is an actor provided with `machine.provide()` (`components/bag/bag-actors.ts` in the
 * browser, fakes in tests). Messages for the shopper are emitted as `notify` events with the API's English
 * text; the interface translates them.
 */
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Bag, BagLine } from '@/schemas/api/bag';

/** What a bag call answers: the bag, and a SPEC §8 success message when there is one. */
export interface BagAnswer {
  bag: Bag;
  message?: string;
}

/** A failed call as the machine keeps it: the API's message, the status, and the help list of a refused code. */
export interface CartFailure {
  message: string;
  status: number;
  help: string[];
  /** The restock text that comes with "Samples or rewards not available". */
  restock?: string;
}

export interface PendingAdd {
  /** Unique per click, so a button knows when its own add has settled. */
  key: number;
  variantId: number;
  quantity: number;
}

export interface CartContext {
  bag: Bag | null;
  /** The count the server last answered (null until known). */
  serverCount: number | null;
  /** Adds not answered yet; the first is in flight while `adding`. */
  pending: PendingAdd[];
  nextKey: number;
  /** The bag as the server last answered it, to put back when an optimistic change fails. */
  rollback: Bag | null;
  /** The line whose quantity or removal is in flight. */
  busyLine: number | null;
  /** The gift line waiting for the shopper's confirmation. */
  confirming: BagLine | null;
  error: CartFailure | null;
  /** The last refused promo code's failure (shown under the promo field with its help list). */
  promoError: CartFailure | null;
}

export type CartEvent =
  | { type: 'LOAD_COUNT' }
  | { type: 'LOAD' }
  | { type: 'ADD'; variantId: number; quantity?: number }
  | { type: 'SET_QUANTITY'; lineId: number; quantity: number }
  | { type: 'REMOVE'; lineId: number; moveToWishList?: boolean }
  | { type: 'APPLY_PROMO'; code: string }
  | { type: 'REMOVE_PROMO' }
  | { type: 'CHOOSE_GIFT'; variantId: number; promotionId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'ADD_SAMPLE'; sku: string }
  | { type: 'REDEEM_REWARD'; rewardId: string }
  | { type: 'DISMISS' };

export type CartEmitted =
  | { type: 'notify'; tone: 'success'; message: string }
  | { type: 'notify'; tone: 'error'; message: string; failure: CartFailure }
  /** A product's add was answered: the shopper's confirmation (guest or member), with the product's name when the bag names it. */
  | { type: 'added'; variantId: number; name: string | null };

export interface AddInput { variantId: number; quantity: number }
export interface QuantityInput { lineId: number; quantity: number }
export interface RemoveInput { lineId: number; moveToWishList: boolean }
export interface GiftInput { variantId: number; promotionId: string }

/** The calls the machine makes; `cartActors()` turns an implementation into the actors to provide. */
export interface CartApi {
  count(): Promise<number>;
  bag(): Promise<BagAnswer>;
  add(input: AddInput): Promise<BagAnswer>;
  setQuantity(input: QuantityInput): Promise<BagAnswer>;
  remove(input: RemoveInput): Promise<BagAnswer>;
  applyPromo(code: string): Promise<BagAnswer>;
  removePromo(): Promise<BagAnswer>;
  chooseGift(input: GiftInput): Promise<BagAnswer>;
  addSample(sku: string): Promise<BagAnswer>;
  redeemReward(rewardId: string): Promise<BagAnswer>;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`cart actor "${name}" is not provided`));

/** A thrown value as a `CartFailure`: `ApiError`-like objects carry `status` and a JSON `body`. */
export function toFailure(error: unknown): CartFailure {
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  const body = (error as { body?: unknown })?.body;
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof fields.message === 'string' && fields.message ? fields.message : '';
  const help = Array.isArray(fields.help) ? fields.help.filter((h): h is string => typeof h === 'string') : [];
  return { message, status, help, ...(typeof fields.restock === 'string' ? { restock: fields.restock } : {}) };
}

const itemsOf = (lines: BagLine[]) => lines.filter((l) => l.kind === 'product').reduce((sum, l) => sum + l.quantity, 0);

type Done = { output: BagAnswer };

/** What the shopper can do while the bag is not busy; `first` runs before each (from `error`: clear it). */
function commands(first: 'clearFailure'[]) {
  return {
    LOAD_COUNT: { target: 'loadingCount', actions: first },
    LOAD: { target: 'loadingBag', actions: first },
    SET_QUANTITY: { target: 'updating', actions: [...first, 'showQuantity' as const] },
    REMOVE: [
      { guard: 'isGiftLine' as const, target: 'confirmRemoveGift', actions: [...first, 'askToConfirm' as const] },
      { target: 'removing', actions: [...first, 'markLine' as const] },
    ],
    APPLY_PROMO: { target: 'applyingPromo', actions: [...first, 'clearPromoFailure' as const] },
    REMOVE_PROMO: { target: 'removingPromo', actions: first },
    CHOOSE_GIFT: { target: 'choosingGift', actions: first },
    ADD_SAMPLE: { target: 'addingSample', actions: first },
    REDEEM_REWARD: { target: 'redeemingReward', actions: first },
  };
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
  },
  actors: {
    loadCount: fromPromise<number>(notProvided('loadCount')),
    loadBag: fromPromise<BagAnswer>(notProvided('loadBag')),
    addLine: fromPromise<BagAnswer, AddInput>(notProvided('addLine')),
    updateLine: fromPromise<BagAnswer, QuantityInput>(notProvided('updateLine')),
    removeLine: fromPromise<BagAnswer, RemoveInput>(notProvided('removeLine')),
    applyPromo: fromPromise<BagAnswer, { code: string }>(notProvided('applyPromo')),
    removePromo: fromPromise<BagAnswer>(notProvided('removePromo')),
    chooseGift: fromPromise<BagAnswer, GiftInput>(notProvided('chooseGift')),
    addSample: fromPromise<BagAnswer, { sku: string }>(notProvided('addSample')),
    redeemReward: fromPromise<BagAnswer, { rewardId: string }>(notProvided('redeemReward')),
  },
  guards: {
    hasPendingAdd: ({ context }) => context.pending.length > 0,
    isGiftLine: ({ context, event }) => {
      assertEvent(event, 'REMOVE');
      return context.bag?.lines.some((l) => l.id === event.lineId && l.kind === 'gift') ?? false;
    },
    isPromoRefusal: ({ event }) => {
      const failure = toFailure((event as { error?: unknown }).error);
      return failure.status === 422 && failure.help.length > 0;
    },
  },
  actions: {
    queueAdd: assign(({ context, event }) => {
      assertEvent(event, 'ADD');
      return {
        pending: [...context.pending, { key: context.nextKey, variantId: event.variantId, quantity: event.quantity ?? 1 }],
        nextKey: context.nextKey + 1,
      };
    }),
    settleAdd: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    /** Before `settleAdd`: the add answered is still the first pending one. */
    announceAdded: emit(({ context, event }) => {
      const variantId = context.pending[0]?.variantId ?? 0;
      const line = (event as unknown as Done).output.bag.lines.find((l) => l.kind === 'product' && l.variantId === variantId);
      return { type: 'added' as const, variantId, name: line?.name ?? null };
    }),
    storeCount: assign(({ event }) => ({ serverCount: (event as unknown as { output: number }).output })),
    storeBag: assign(({ event }) => {
      const { bag } = (event as unknown as Done).output;
      return { bag, serverCount: bag.itemsCount, rollback: null, busyLine: null, error: null };
    }),
    /** The new quantity at once; the bag as it was is kept to put back on failure. */
    showQuantity: assign(({ context, event }) => {
      assertEvent(event, 'SET_QUANTITY');
      if (!context.bag) return {};
      const lines = context.bag.lines.map((l) => (l.id === event.lineId ? { ...l, quantity: event.quantity } : l));
      return { rollback: context.bag, bag: { ...context.bag, lines, itemsCount: itemsOf(lines) }, busyLine: event.lineId };
    }),
    markLine: assign(({ event }) => {
      assertEvent(event, 'REMOVE');
      return { busyLine: event.lineId };
    }),
    rollBack: assign(({ context }) => ({ bag: context.rollback ?? context.bag, rollback: null, busyLine: null })),
    storeFailure: assign(({ event }) => ({ error: toFailure((event as { error?: unknown }).error) })),
    storePromoFailure: assign(({ event }) => ({ promoError: toFailure((event as { error?: unknown }).error) })),
    clearPromoFailure: assign({ promoError: null }),
    clearFailure: assign({ error: null }),
    askToConfirm: assign(({ context, event }) => {
      assertEvent(event, 'REMOVE');
      return { confirming: context.bag?.lines.find((l) => l.id === event.lineId) ?? null };
    }),
    forgetConfirmation: assign({ confirming: null }),
    /** Only answers that carry a SPEC §8 success message are announced. */
    notifySuccess: enqueueActions(({ event, enqueue }) => {
      const { message } = (event as unknown as Done).output;
      if (message) enqueue.emit({ type: 'notify', tone: 'success', message });
    }),
    notifyFailure: emit(({ event }) => {
      const failure = toFailure((event as { error?: unknown }).error);
      return { type: 'notify' as const, tone: 'error' as const, message: failure.message, failure };
    }),
  },
}).createMachine({
  id: 'cart',
  context: { bag: null, serverCount: null, pending: [], nextKey: 1, rollback: null, busyLine: null, confirming: null, error: null, promoError: null },
  initial: 'idle',
  // A click on a product is never lost: it waits its turn whatever the bag is doing.
  on: { ADD: { actions: 'queueAdd' } },
  states: {
    idle: {
      always: { guard: 'hasPendingAdd', target: 'adding' },
      on: commands([]),
    },
    loadingCount: {
      invoke: {
        src: 'loadCount',
        onDone: { target: 'idle', actions: 'storeCount' },
        // The header then simply shows no count; nothing for the shopper to act on.
        onError: 'idle',
      },
      // The whole bag carries the count too.
      on: { LOAD: 'loadingBag' },
    },
    loadingBag: {
      invoke: {
        src: 'loadBag',
        onDone: { target: 'idle', actions: 'storeBag' },
        onError: { target: 'error', actions: ['storeFailure', 'notifyFailure'] },
      },
    },
    adding: {
      invoke: {
        src: 'addLine',
        input: ({ context }) => ({ variantId: context.pending[0].variantId, quantity: context.pending[0].quantity }),
        onDone: { target: 'idle', actions: ['storeBag', 'announceAdded', 'settleAdd'] },
        // The optimistic count goes with the failed add.
        onError: { target: 'error', actions: ['settleAdd', 'storeFailure', 'notifyFailure'] },
      },
    },
    updating: {
      invoke: {
        src: 'updateLine',
        input: ({ event }) => {
          assertEvent(event, 'SET_QUANTITY');
          return { lineId: event.lineId, quantity: event.quantity };
        },
        onDone: { target: 'idle', actions: 'storeBag' },
        onError: { target: 'error', actions: ['rollBack', 'storeFailure', 'notifyFailure'] },
      },
    },
    removing: {
      invoke: {
        src: 'removeLine',
        input: ({ event }) => {
          assertEvent(event, 'REMOVE');
          return { lineId: event.lineId, moveToWishList: event.moveToWishList ?? false };
        },
        onDone: { target: 'idle', actions: ['storeBag', 'notifySuccess'] },
        onError: { target: 'error', actions: ['rollBack', 'storeFailure', 'notifyFailure'] },
      },
    },
    applyingPromo: {
      invoke: {
        src: 'applyPromo',
        input: ({ event }) => {
          assertEvent(event, 'APPLY_PROMO');
          return { code: event.code };
        },
        onDone: { target: 'idle', actions: ['storeBag', 'notifySuccess'] },
        onError: [
          // "Sorry, the promotion is invalid" with its help list: shown under the field, and as a toast.
          { guard: 'isPromoRefusal', target: 'idle', actions: ['storePromoFailure', 'notifyFailure'] },
          { target: 'error', actions: ['storeFailure', 'notifyFailure'] },
        ],
      },
    },
    removingPromo: {
      invoke: {
        src: 'removePromo',
        onDone: { target: 'idle', actions: 'storeBag' },
        onError: { target: 'error', actions: ['storeFailure', 'notifyFailure'] },
      },
    },
    choosingGift: {
      invoke: {
        src: 'chooseGift',
        input: ({ event }) => {
          assertEvent(event, 'CHOOSE_GIFT');
          return { variantId: event.variantId, promotionId: event.promotionId };
        },
        onDone: { target: 'idle', actions: 'storeBag' },
        onError: { target: 'error', actions: ['storeFailure', 'notifyFailure'] },
      },
    },
    confirmRemoveGift: {
      on: {
        CONFIRM: 'removingGift',
        CANCEL: { target: 'idle', actions: 'forgetConfirmation' },
      },
    },
    removingGift: {
      invoke: {
        src: 'removeLine',
        input: ({ context }) => ({ lineId: context.confirming!.id, moveToWishList: false }),
        onDone: { target: 'idle', actions: ['storeBag', 'forgetConfirmation'] },
        onError: { target: 'error', actions: ['forgetConfirmation', 'storeFailure', 'notifyFailure'] },
      },
    },
    addingSample: {
      invoke: {
        src: 'addSample',
        input: ({ event }) => {
          assertEvent(event, 'ADD_SAMPLE');
          return { sku: event.sku };
        },
        onDone: { target: 'idle', actions: ['storeBag', 'notifySuccess'] },
        onError: { target: 'error', actions: ['storeFailure', 'notifyFailure'] },
      },
    },
    redeemingReward: {
      invoke: {
        src: 'redeemReward',
        input: ({ event }) => {
          assertEvent(event, 'REDEEM_REWARD');
          return { rewardId: event.rewardId };
        },
        onDone: { target: 'idle', actions: ['storeBag', 'notifySuccess'] },
        onError: { target: 'error', actions: ['storeFailure', 'notifyFailure'] },
      },
    },
    error: {
      // Like idle (the shopper carries on), with the failure kept until the next action or DISMISS.
      always: { guard: 'hasPendingAdd', target: 'adding', actions: 'clearFailure' },
      on: { DISMISS: { target: 'idle', actions: 'clearFailure' }, ...commands(['clearFailure']) },
    },
  },
});

export type CartActorRef = ActorRefFrom<typeof cartMachine>;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** The machine with its calls going through `api` (the browser's API client, or a fake). */
export function cartMachineWith(api: CartApi) {
  return cartMachine.provide({
    actors: {
      loadCount: fromPromise(() => api.count()),
      loadBag: fromPromise(() => api.bag()),
      addLine: fromPromise<BagAnswer, AddInput>(({ input }) => api.add(input)),
      updateLine: fromPromise<BagAnswer, QuantityInput>(({ input }) => api.setQuantity(input)),
      removeLine: fromPromise<BagAnswer, RemoveInput>(({ input }) => api.remove(input)),
      applyPromo: fromPromise<BagAnswer, { code: string }>(({ input }) => api.applyPromo(input.code)),
      removePromo: fromPromise(() => api.removePromo()),
      chooseGift: fromPromise<BagAnswer, GiftInput>(({ input }) => api.chooseGift(input)),
      addSample: fromPromise<BagAnswer, { sku: string }>(({ input }) => api.addSample(input.sku)),
      redeemReward: fromPromise<BagAnswer, { rewardId: string }>(({ input }) => api.redeemReward(input.rewardId)),
    },
  });
}
