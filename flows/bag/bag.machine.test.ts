import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { Bag, BAG_MESSAGES, PROMOTION_HELP } from '@/schemas/api/bag';
import { bag, bagWithGift, emptyBag, lipstick } from './bag.fixtures';
import { cartMachineWith, type BagAnswer, type CartApi, type CartEmitted } from './bag.machine';
import { isAdding, selectCount } from './bag.selectors';

/** A call the test answers by hand, so it can look at the state while the call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const apiError = (status: number, body: Record<string, unknown>) => Object.assign(new Error(String(body.message)), { status, body });

type Calls = { name: keyof CartApi; input: unknown }[];

/** A fake API: each call is recorded and answered by `answer` (a value, an error, or a deferred). */
function fakeApi(answer: (name: keyof CartApi, input: unknown) => Promise<BagAnswer | number>) {
  const calls: Calls = [];
  const call = (name: keyof CartApi) => (input?: unknown) => {
    calls.push({ name, input });
    return answer(name, input);
  };
  const api = Object.fromEntries(
    (['count', 'bag', 'add', 'setQuantity', 'remove', 'applyPromo', 'removePromo', 'chooseGift', 'addSample', 'redeemReward'] as const).map((n) => [n, call(n)]),
  ) as unknown as CartApi;
  return { api, calls };
}

function start(answer: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(answer);
  const actor = createActor(cartMachineWith(api));
  const emitted: Extract<CartEmitted, { type: 'notify' }>[] = [];
  actor.on('notify', (event) => emitted.push(event));
  const added: Extract<CartEmitted, { type: 'added' }>[] = [];
  actor.on('added', (event) => added.push(event));
  actor.start();
  return { actor, calls, emitted, added };
}

const settled = (actor: ReturnType<typeof start>['actor'], state: 'idle' | 'error' | 'confirmRemoveGift' = 'idle') => waitFor(actor, (s) => s.matches(state));

describe('cart machine', () => {
  it('the fixtures are bags the API could answer', () => {
    for (const example of [bag(), emptyBag, bagWithGift]) expect(Bag.parse(example)).toEqual(example);
  });

  it('loads the count, then the bag', async () => {
    const { actor } = start(async (name) => (name === 'count' ? 3 : { bag: bag() }));
    actor.send({ type: 'LOAD_COUNT' });
    await settled(actor);
    expect(selectCount(actor.getSnapshot())).toBe(3);
    actor.send({ type: 'LOAD' });
    await settled(actor);
    expect(actor.getSnapshot().context.bag?.lines).toHaveLength(2);
  });

  it('announces each answered add with the product\'s name, for anyone (issue 30, item 11); a failed add is no add', async () => {
    let fail = false;
    const { actor, added } = start(async (name) => {
      if (name !== 'add') return 3;
      if (fail) throw apiError(409, { message: BAG_MESSAGES.outOfStock });
      return { bag: bag() };
    });
    const line = bag().lines.find((l) => l.kind === 'product')!;
    actor.send({ type: 'ADD', variantId: line.variantId });
    await settled(actor);
    expect(added).toEqual([{ type: 'added', variantId: line.variantId, name: line.name }]);
    fail = true;
    actor.send({ type: 'ADD', variantId: line.variantId });
    await settled(actor, 'error');
    expect(added).toHaveLength(1);
  });

  it('a bag asked for while the count loads replaces the count call', async () => {
    const count = deferred<number>();
    const { actor } = start(async (name) => (name === 'count' ? count.promise : { bag: bag() }));
    actor.send({ type: 'LOAD_COUNT' });
    actor.send({ type: 'LOAD' });
    expect(actor.getSnapshot().value).toBe('loadingBag');
    await settled(actor);
    count.resolve(9);
    expect(selectCount(actor.getSnapshot())).toBe(3);
  });

  it('adding: the count moves at once and settles on the server answer', async () => {
    const answer = deferred<BagAnswer>();
    const { actor, calls } = start(async (name) => (name === 'count' ? 3 : answer.promise));
    actor.send({ type: 'LOAD_COUNT' });
    await settled(actor);
    actor.send({ type: 'ADD', variantId: 101 });
    expect(actor.getSnapshot().value).toBe('adding');
    expect(selectCount(actor.getSnapshot())).toBe(4);
    expect(isAdding(actor.getSnapshot(), 101)).toBe(true);
    // The server knows better (say another tab added one meanwhile).
    answer.resolve({ bag: bag({ itemsCount: 5 }) });
    await settled(actor);
    expect(selectCount(actor.getSnapshot())).toBe(5);
    expect(isAdding(actor.getSnapshot(), 101)).toBe(false);
    expect(calls.at(-1)).toEqual({ name: 'add', input: { variantId: 101, quantity: 1 } });
  });

  it('adds while busy wait their turn and are sent one at a time', async () => {
    const first = deferred<BagAnswer>();
    const second = deferred<BagAnswer>();
    const answers = [first, second];
    const { actor, calls } = start(async (name) => (name === 'add' ? answers.shift()!.promise : 0));
    actor.send({ type: 'ADD', variantId: 101 });
    actor.send({ type: 'ADD', variantId: 102, quantity: 2 });
    expect(selectCount(actor.getSnapshot())).toBe(3);
    expect(calls.filter((c) => c.name === 'add')).toHaveLength(1);
    first.resolve({ bag: bag({ itemsCount: 1 }) });
    await waitFor(actor, () => calls.filter((c) => c.name === 'add').length === 2);
    expect(selectCount(actor.getSnapshot())).toBe(3);
    second.resolve({ bag: bag({ itemsCount: 3 }) });
    await settled(actor);
    expect(selectCount(actor.getSnapshot())).toBe(3);
    expect(calls.filter((c) => c.name === 'add').map((c) => c.input)).toEqual([{ variantId: 101, quantity: 1 }, { variantId: 102, quantity: 2 }]);
  });

  it('a failed add rolls the count back and reports the error', async () => {
    const { actor, emitted } = start(async (name) => {
      if (name === 'count') return 3;
      throw apiError(404, { message: BAG_MESSAGES.variantNotSold });
    });
    actor.send({ type: 'LOAD_COUNT' });
    await settled(actor);
    actor.send({ type: 'ADD', variantId: 999 });
    expect(selectCount(actor.getSnapshot())).toBe(4);
    await settled(actor, 'error');
    expect(selectCount(actor.getSnapshot())).toBe(3);
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 404, message: BAG_MESSAGES.variantNotSold });
    expect(emitted).toEqual([expect.objectContaining({ tone: 'error', message: BAG_MESSAGES.variantNotSold })]);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('updating: the quantity shows at once; success keeps the answer', async () => {
    const answer = deferred<BagAnswer>();
    const { actor } = start(async (name) => (name === 'bag' ? { bag: bag() } : answer.promise));
    actor.send({ type: 'LOAD' });
    await settled(actor);
    actor.send({ type: 'SET_QUANTITY', lineId: lipstick.id, quantity: 3 });
    const during = actor.getSnapshot();
    expect(during.value).toBe('updating');
    expect(during.context.bag?.lines[0].quantity).toBe(3);
    expect(during.context.busyLine).toBe(lipstick.id);
    answer.resolve({ bag: bag({ lines: [{ ...lipstick, quantity: 3 }] }) });
    await settled(actor);
    expect(actor.getSnapshot().context.bag?.lines[0].quantity).toBe(3);
    expect(actor.getSnapshot().context.busyLine).toBeNull();
  });

  it('a failed update rolls the quantity back', async () => {
    const { actor, emitted } = start(async (name) => {
      if (name === 'bag') return { bag: bag() };
      throw apiError(409, { message: 'Only 3 left' });
    });
    actor.send({ type: 'LOAD' });
    await settled(actor);
    actor.send({ type: 'SET_QUANTITY', lineId: lipstick.id, quantity: 5 });
    expect(actor.getSnapshot().context.bag?.lines[0].quantity).toBe(5);
    await settled(actor, 'error');
    expect(actor.getSnapshot().context.bag?.lines[0].quantity).toBe(2);
    expect(actor.getSnapshot().context.bag?.itemsCount).toBe(3);
    expect(emitted[0]).toMatchObject({ tone: 'error', message: 'Only 3 left' });
    // From the error the shopper carries on.
    actor.send({ type: 'REMOVE', lineId: lipstick.id });
    expect(actor.getSnapshot().value).toBe('removing');
  });

  it('removing a line, or moving it to the wish list, announces the answer’s message', async () => {
    const { actor, calls, emitted } = start(async (name) => (name === 'bag' ? { bag: bag() } : { bag: bag({ lines: [] }), message: BAG_MESSAGES.addedToWishList }));
    actor.send({ type: 'LOAD' });
    await settled(actor);
    actor.send({ type: 'REMOVE', lineId: lipstick.id, moveToWishList: true });
    await settled(actor);
    expect(calls.at(-1)).toEqual({ name: 'remove', input: { lineId: lipstick.id, moveToWishList: true } });
    expect(emitted).toEqual([{ type: 'notify', tone: 'success', message: BAG_MESSAGES.addedToWishList }]);
  });

  it('a valid promo code: "Promo code added" and the new bag', async () => {
    const applied = bag({ promoCode: { code: 'GLOW10', title: '10% off', applied: true, reason: null } });
    const { actor, calls, emitted } = start(async () => ({ bag: applied, message: BAG_MESSAGES.promoAdded }));
    actor.send({ type: 'APPLY_PROMO', code: 'GLOW10' });
    expect(actor.getSnapshot().value).toBe('applyingPromo');
    await settled(actor);
    expect(calls).toEqual([{ name: 'applyPromo', input: 'GLOW10' }]);
    expect(actor.getSnapshot().context.bag?.promoCode?.code).toBe('GLOW10');
    expect(emitted).toEqual([{ type: 'notify', tone: 'success', message: BAG_MESSAGES.promoAdded }]);
  });

  it('an invalid promo code keeps the help list for the field and goes back to idle', async () => {
    const help = [PROMOTION_HELP.not_found, PROMOTION_HELP.min_spend];
    const { actor, emitted } = start(async () => {
      throw apiError(422, { message: BAG_MESSAGES.promotionInvalid, reason: 'not_found', help });
    });
    actor.send({ type: 'APPLY_PROMO', code: 'glow10' });
    await settled(actor);
    expect(actor.getSnapshot().context.promoError).toEqual({ status: 422, message: BAG_MESSAGES.promotionInvalid, help });
    expect(emitted[0]).toMatchObject({ tone: 'error', message: BAG_MESSAGES.promotionInvalid });
    // The next try clears it.
    actor.send({ type: 'APPLY_PROMO', code: 'GLOW10' });
    expect(actor.getSnapshot().context.promoError).toBeNull();
  });

  it('a second code (409) is an error, not a refusal with help', async () => {
    const { actor } = start(async () => {
      throw apiError(409, { message: BAG_MESSAGES.onePromoPerOrder });
    });
    actor.send({ type: 'APPLY_PROMO', code: 'GLOW10' });
    await settled(actor, 'error');
    expect(actor.getSnapshot().context.promoError).toBeNull();
    expect(actor.getSnapshot().context.error?.message).toBe(BAG_MESSAGES.onePromoPerOrder);
  });

  it('removing the promo code', async () => {
    const { actor, calls } = start(async () => ({ bag: bag() }));
    actor.send({ type: 'REMOVE_PROMO' });
    await settled(actor);
    expect(calls).toEqual([{ name: 'removePromo', input: undefined }]);
  });

  it('gift selection: a chosen gift comes back in the bag', async () => {
    const { actor, calls } = start(async () => ({ bag: bagWithGift }));
    actor.send({ type: 'CHOOSE_GIFT', variantId: 201, promotionId: 'giftset-sg' });
    expect(actor.getSnapshot().value).toBe('choosingGift');
    await settled(actor);
    expect(calls).toEqual([{ name: 'chooseGift', input: { variantId: 201, promotionId: 'giftset-sg' } }]);
    expect(actor.getSnapshot().context.bag?.gifts[0].selected).toBe(1);
  });

  it('removing a gift asks first; cancel keeps it', async () => {
    const { actor, calls } = start(async () => ({ bag: bagWithGift }));
    actor.send({ type: 'LOAD' });
    await settled(actor);
    actor.send({ type: 'REMOVE', lineId: 21 });
    expect(actor.getSnapshot().value).toBe('confirmRemoveGift');
    expect(actor.getSnapshot().context.confirming?.name).toBe('Mini Glow Oil');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.confirming).toBeNull();
    expect(calls.map((c) => c.name)).toEqual(['bag']);
  });

  it('removing a gift, confirmed: the API removes the gift and its code', async () => {
    const { actor, calls } = start(async (name) => (name === 'bag' ? { bag: bagWithGift } : { bag: bag({ lines: [bagWithGift.lines[0]] }) }));
    actor.send({ type: 'LOAD' });
    await settled(actor);
    actor.send({ type: 'REMOVE', lineId: 21 });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('removingGift');
    await settled(actor);
    expect(calls.at(-1)).toEqual({ name: 'remove', input: { lineId: 21, moveToWishList: false } });
    expect(actor.getSnapshot().context.bag?.promoCode).toBeNull();
    expect(actor.getSnapshot().context.confirming).toBeNull();
  });

  it('a failed gift removal keeps the bag as it was and reports the error', async () => {
    const { actor } = start(async (name) => {
      if (name === 'bag') return { bag: bagWithGift };
      throw apiError(404, { message: BAG_MESSAGES.lineNotFound });
    });
    actor.send({ type: 'LOAD' });
    await settled(actor);
    actor.send({ type: 'REMOVE', lineId: 21 });
    actor.send({ type: 'CONFIRM' });
    await settled(actor, 'error');
    expect(actor.getSnapshot().context.bag).toEqual(bagWithGift);
    expect(actor.getSnapshot().context.error?.message).toBe(BAG_MESSAGES.lineNotFound);
  });

  it('samples: "Sample added to bag", or "not available" with the restock text', async () => {
    let available = true;
    const { actor, emitted } = start(async () => {
      if (available) return { bag: bag(), message: BAG_MESSAGES.sampleAdded };
      throw apiError(409, { message: BAG_MESSAGES.notAvailable, restock: BAG_MESSAGES.restock });
    });
    actor.send({ type: 'ADD_SAMPLE', sku: 'S-1' });
    await settled(actor);
    available = false;
    actor.send({ type: 'ADD_SAMPLE', sku: 'S-2' });
    await settled(actor, 'error');
    expect(emitted.map((e) => e.message)).toEqual([BAG_MESSAGES.sampleAdded, BAG_MESSAGES.notAvailable]);
    expect(actor.getSnapshot().context.error?.restock).toBe(BAG_MESSAGES.restock);
  });

  it('rewards: "Reward added"; a guest is refused', async () => {
    let signedIn = true;
    const { actor, emitted } = start(async () => {
      if (signedIn) return { bag: bag(), message: BAG_MESSAGES.rewardAdded };
      throw apiError(401, { message: BAG_MESSAGES.signInToRedeem });
    });
    actor.send({ type: 'REDEEM_REWARD', rewardId: 'r-1' });
    await settled(actor);
    signedIn = false;
    actor.send({ type: 'REDEEM_REWARD', rewardId: 'r-1' });
    await settled(actor, 'error');
    expect(emitted.map((e) => [e.tone, e.message])).toEqual([
      ['success', BAG_MESSAGES.rewardAdded],
      ['error', BAG_MESSAGES.signInToRedeem],
    ]);
  });

  it('a failed bag load is an error; a failed count leaves the count unknown', async () => {
    const { actor } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'LOAD_COUNT' });
    await settled(actor);
    expect(selectCount(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'LOAD' });
    await settled(actor, 'error');
    expect(actor.getSnapshot().context.error).toEqual({ status: 0, message: '', help: [] });
  });

  it('calls not provided fail loudly', async () => {
    const { cartMachine } = await import('./bag.machine');
    const actor = createActor(cartMachine).start();
    actor.send({ type: 'LOAD' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toMatchObject({ status: 0 });
  });
});
