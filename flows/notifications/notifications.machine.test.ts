import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import {
  isShown,
  lifetimeOf,
  NOTIFICATION_DEFAULTS,
  notificationMachine,
  notificationsMachine,
  toNotificationItem,
  type DestroyReason,
  type NotificationActorEvent,
  type NotificationsEmitted,
  type NotifyInput,
} from './notifications.machine';

/** A started centre on a simulated clock, with what it emitted. */
function centre(input?: { max?: number }) {
  const clock = new SimulatedClock();
  const actor = createActor(notificationsMachine, { clock, input });
  const destroyed: NotificationsEmitted[] = [];
  actor.on('destroyed', (event) => destroyed.push(event));
  actor.start();
  return {
    actor,
    clock,
    destroyed,
    notify: (item: NotifyInput) => actor.send({ type: 'NOTIFY', item, at: clock.now() }),
    pause: (source: 'pointer' | 'focus') => actor.send({ type: 'PAUSE', source, at: clock.now() }),
    resume: (source: 'pointer' | 'focus') => actor.send({ type: 'RESUME', source, at: clock.now() }),
    /** Shown (idle) items, oldest first. */
    shown: () => actor.getSnapshot().context.toasts.filter((t) => isShown(t.ref)).map((t) => t.ref.getSnapshot().context.item),
    /** Every item still rendered (shown or playing its exit motion). */
    ids: () => actor.getSnapshot().context.toasts.map((t) => t.id),
    reasonOf: (id: string) => destroyed.find((d) => d.id === id)?.reason,
  };
}

const DEFAULT_LIFETIME = 3000 + 2 * 300;

describe('notification defaults (SPEC §9)', () => {
  it('duration 3000 ms, speed 300 ms, width 300, top right, unlimited', () => {
    expect(NOTIFICATION_DEFAULTS).toMatchObject({ duration: 3000, speed: 300, width: 300, position: 'top-right', max: Infinity });
  });

  it('an item gets every default it does not set', () => {
    const c = centre();
    c.notify({ text: 'Promo code added' });
    expect(c.shown()).toEqual([
      { id: 'n1', title: '', text: 'Promo code added', type: 'default', duration: 3000, speed: 300, group: 'default', data: undefined, duplicates: true },
    ]);
  });

  it('keeps what the caller sets, and replaces unusable timings with the defaults', () => {
    expect(toNotificationItem({ title: 'Oops', type: 'error', duration: 5000, speed: 100, group: 'cart', data: { sku: 1 }, duplicates: false }, 'x')).toEqual({
      id: 'x', title: 'Oops', text: '', type: 'error', duration: 5000, speed: 100, group: 'cart', data: { sku: 1 }, duplicates: false,
    });
    expect(toNotificationItem({ text: 't', duration: -1, speed: Number.NaN }, 'y')).toMatchObject({ duration: 3000, speed: 300 });
    expect(lifetimeOf({ duration: 3000, speed: 300 })).toBe(3600);
  });
});

describe('timeout', () => {
  it('destroys an item at exactly duration + 2 × speed, not before', () => {
    const c = centre();
    c.notify({ text: 'Sample added to bag' });
    c.clock.increment(DEFAULT_LIFETIME - 1);
    expect(c.shown()).toHaveLength(1);
    expect(c.destroyed).toEqual([]);
    c.clock.increment(1);
    expect(c.shown()).toEqual([]);
    expect(c.destroyed).toEqual([{ type: 'destroyed', id: 'n1', reason: 'timeout', item: expect.objectContaining({ text: 'Sample added to bag' }) }]);
  });

  it('keeps a destroyed item for `speed` ms (its exit motion), then removes it', () => {
    const c = centre();
    c.notify({ text: 'Reward added' });
    c.clock.increment(DEFAULT_LIFETIME);
    const [toast] = c.actor.getSnapshot().context.toasts;
    expect(toast.ref.getSnapshot().value).toBe('destroyed');
    expect(toast.ref.getSnapshot().context.reason).toBe('timeout');
    c.clock.increment(299);
    expect(c.ids()).toEqual(['n1']);
    c.clock.increment(1);
    expect(c.ids()).toEqual([]);
    expect(c.actor.getSnapshot().children).toEqual({});
  });

  it('uses each item’s own duration and speed', () => {
    const c = centre();
    c.notify({ text: 'slow', duration: 5000, speed: 500 });
    c.notify({ text: 'quick', duration: 1000, speed: 100 });
    c.clock.increment(1199);
    expect(c.shown().map((i) => i.text)).toEqual(['slow', 'quick']);
    c.clock.increment(1);
    expect(c.shown().map((i) => i.text)).toEqual(['slow']);
    c.clock.increment(6000 - 1200 - 1);
    expect(c.shown().map((i) => i.text)).toEqual(['slow']);
    c.clock.increment(1);
    expect(c.shown()).toEqual([]);
  });
});

describe('click and close', () => {
  it.each([
    ['CLICK', 'click'],
    ['CLOSE', 'close'],
  ] as const)('%s destroys that item at once, recording why', (type, reason) => {
    const c = centre();
    c.notify({ text: 'first' });
    c.notify({ text: 'second' });
    c.clock.increment(1000);
    c.actor.send({ type, id: 'n1' });
    expect(c.shown().map((i) => i.text)).toEqual(['second']);
    expect(c.destroyed).toEqual([expect.objectContaining({ id: 'n1', reason })]);
    c.clock.increment(300);
    expect(c.ids()).toEqual(['n2']);
  });

  it('an item already destroyed keeps its first reason; unknown ids are ignored', () => {
    const c = centre();
    c.notify({ text: 'once' });
    c.actor.send({ type: 'CLOSE', id: 'n1' });
    c.actor.send({ type: 'CLICK', id: 'n1' });
    c.actor.send({ type: 'CLOSE', id: 'nope' });
    c.clock.increment(DEFAULT_LIFETIME);
    expect(c.destroyed.map((d) => [d.id, d.reason])).toEqual([['n1', 'close']]);
  });
});

describe('overflow (max)', () => {
  it('is unlimited by default', () => {
    const c = centre();
    for (let i = 0; i < 40; i += 1) c.notify({ text: `item ${i}` });
    expect(c.shown()).toHaveLength(40);
    expect(c.destroyed).toEqual([]);
  });

  it('beyond max, the oldest shown item is destroyed with reason overflow', () => {
    const c = centre({ max: 2 });
    c.notify({ text: 'a' });
    c.notify({ text: 'b' });
    expect(c.destroyed).toEqual([]);
    c.notify({ text: 'c' });
    expect(c.shown().map((i) => i.text)).toEqual(['b', 'c']);
    expect(c.reasonOf('n1')).toBe('overflow');
    // Items already leaving do not count.
    c.actor.send({ type: 'CLOSE', id: 'n2' });
    c.notify({ text: 'd' });
    expect(c.shown().map((i) => i.text)).toEqual(['c', 'd']);
    expect(c.reasonOf('n3')).toBeUndefined();
  });
});

describe('duplicates', () => {
  const promo = { title: 'Promo', text: 'Promo code added', type: 'success', duplicates: false } as const;

  it('duplicates: false collapses into the shown item and restarts its timer', () => {
    const c = centre();
    c.notify(promo);
    c.clock.increment(2000);
    c.notify(promo);
    expect(c.ids()).toEqual(['n1']);
    const [toast] = c.actor.getSnapshot().context.toasts;
    expect(toast.ref.getSnapshot().context.repeats).toBe(1);
    c.clock.increment(DEFAULT_LIFETIME - 1);
    expect(c.shown()).toHaveLength(1);
    c.clock.increment(1);
    expect(c.shown()).toEqual([]);
    expect(c.destroyed.map((d) => d.reason)).toEqual(['timeout']);
  });

  it('duplicates allowed (the default) shows the item again', () => {
    const c = centre();
    c.notify({ ...promo, duplicates: true });
    c.notify({ ...promo, duplicates: true });
    c.notify({ title: promo.title, text: promo.text, type: promo.type });
    expect(c.shown()).toHaveLength(3);
  });

  it('only the same group, type, title and text collapse', () => {
    const c = centre();
    c.notify(promo);
    c.notify({ ...promo, group: 'cart' });
    c.notify({ ...promo, type: 'default' });
    c.notify({ ...promo, title: 'Other' });
    c.notify({ ...promo, text: 'Other' });
    expect(c.shown()).toHaveLength(5);
    c.notify({ ...promo, group: 'cart', data: { another: 'payload' } });
    expect(c.shown()).toHaveLength(5);
  });

  it('an item that is already leaving is not revived: a new one is shown', () => {
    const c = centre();
    c.notify(promo);
    c.actor.send({ type: 'CLOSE', id: 'n1' });
    c.notify(promo);
    expect(c.shown().map((i) => i.id)).toEqual(['n2']);
  });

  it('a collapsed duplicate does not count towards max', () => {
    const c = centre({ max: 1 });
    c.notify(promo);
    c.notify(promo);
    expect(c.destroyed).toEqual([]);
  });
});

describe('groups', () => {
  it('CLEAR with a group closes that group’s items only; without one it closes all', () => {
    const c = centre();
    c.notify({ text: 'cart 1', group: 'cart' });
    c.notify({ text: 'account', group: 'account' });
    c.notify({ text: 'cart 2', group: 'cart' });
    c.actor.send({ type: 'CLEAR', group: 'cart' });
    expect(c.shown().map((i) => i.text)).toEqual(['account']);
    expect(c.destroyed.map((d) => [d.id, d.reason])).toEqual([
      ['n1', 'close'],
      ['n3', 'close'],
    ]);
    c.actor.send({ type: 'CLEAR' });
    expect(c.shown()).toEqual([]);
  });
});

describe('pause while pointer or focus is on the toasts (WCAG 2.2.1)', () => {
  it('stops every timer and resumes each with the time it had left', () => {
    const c = centre();
    c.notify({ text: 'a' });
    c.clock.increment(1000);
    c.notify({ text: 'b' });
    c.clock.increment(1000);
    c.pause('pointer');
    expect(c.actor.getSnapshot().value).toBe('paused');
    c.clock.increment(60_000);
    expect(c.shown()).toHaveLength(2);
    c.resume('pointer');
    expect(c.actor.getSnapshot().value).toBe('running');
    c.clock.increment(DEFAULT_LIFETIME - 2000 - 1);
    expect(c.shown().map((i) => i.text)).toEqual(['a', 'b']);
    c.clock.increment(1);
    expect(c.shown().map((i) => i.text)).toEqual(['b']);
    c.clock.increment(1000);
    expect(c.shown()).toEqual([]);
  });

  it('stays paused until both pointer and focus have left', () => {
    const c = centre();
    c.notify({ text: 'a' });
    c.pause('pointer');
    c.pause('focus');
    c.pause('focus');
    c.resume('pointer');
    c.clock.increment(DEFAULT_LIFETIME * 2);
    expect(c.shown()).toHaveLength(1);
    c.resume('focus');
    c.clock.increment(DEFAULT_LIFETIME - 1);
    expect(c.shown()).toHaveLength(1);
    c.clock.increment(1);
    expect(c.shown()).toEqual([]);
  });

  it('a resume without a matching pause changes nothing', () => {
    const c = centre();
    c.notify({ text: 'a' });
    c.resume('focus');
    expect(c.actor.getSnapshot().value).toBe('running');
    c.pause('pointer');
    c.resume('focus');
    expect(c.actor.getSnapshot().value).toBe('paused');
  });

  it('an item arriving during a pause starts paused', () => {
    const c = centre();
    c.pause('focus');
    c.notify({ text: 'late' });
    c.clock.increment(DEFAULT_LIFETIME * 3);
    expect(c.shown()).toHaveLength(1);
    c.resume('focus');
    c.clock.increment(DEFAULT_LIFETIME);
    expect(c.shown()).toEqual([]);
  });

  it('a duplicate collapsing during a pause gives the item its full lifetime on resume', () => {
    const c = centre();
    const item = { text: 'Added to wish list', duplicates: false };
    c.notify(item);
    c.clock.increment(3000);
    c.pause('pointer');
    c.notify(item);
    c.resume('pointer');
    c.clock.increment(DEFAULT_LIFETIME - 1);
    expect(c.shown()).toHaveLength(1);
    c.clock.increment(1);
    expect(c.shown()).toEqual([]);
  });

  it('click, close and overflow still work while paused', () => {
    const c = centre({ max: 1 });
    c.notify({ text: 'a' });
    c.pause('pointer');
    c.notify({ text: 'b' });
    expect(c.reasonOf('n1')).toBe('overflow');
    c.actor.send({ type: 'CLICK', id: 'n2' });
    expect(c.reasonOf('n2')).toBe('click');
    c.clock.increment(300);
    expect(c.ids()).toEqual([]);
  });
});

describe('every path of one notification (model-based, xstate/graph)', () => {
  const item = toNotificationItem({ text: 'x' }, 'n1');
  const TIMEOUT = { type: 'xstate.after.remaining.notification.idle.running' } as unknown as NotificationActorEvent;
  const EXIT = { type: 'xstate.after.exitMotion.notification.destroyed' } as unknown as NotificationActorEvent;
  const events: NotificationActorEvent[] = [
    { type: 'PAUSE', at: 0 },
    { type: 'RESUME', at: 0 },
    { type: 'REFRESH', at: 0 },
    { type: 'DESTROY', reason: 'click' },
    { type: 'DESTROY', reason: 'close' },
    { type: 'DESTROY', reason: 'overflow' },
    TIMEOUT,
    EXIT,
  ];
  // Alone (no centre to tell), the item reports its destruction to nobody.
  const alone = notificationMachine.provide({ actions: { reportDestroyed: () => {} } });
  const paths = getSimplePaths(alone, {
    input: { item, at: 0 },
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reason]),
  });
  const reasonFor = (event: NotificationActorEvent): DestroyReason => (event === TIMEOUT ? 'timeout' : (event as { reason: DestroyReason }).reason);

  it('reaches shown, paused, destroyed (for each of the four reasons) and removed', () => {
    const ends = new Set(paths.map((p) => JSON.stringify([p.state.value, p.state.context.reason])));
    expect([...ends].sort()).toEqual(
      [
        [{ idle: 'running' }, null],
        [{ idle: 'paused' }, null],
        ...(['timeout', 'click', 'close', 'overflow'] as const).flatMap((r) => [
          ['destroyed', r],
          ['removed', r],
        ]),
      ]
        .map((v) => JSON.stringify(v))
        .sort(),
    );
  });

  it('on every path, a destroyed item records the event that destroyed it', () => {
    for (const path of paths.filter((p) => p.state.value === 'destroyed')) {
      const last = path.steps.at(-1)!.event;
      expect(path.state.context.reason).toBe(reasonFor(last));
    }
  });

  it('no path reaches destroyed from paused by the timer, nor removes an item that was not destroyed', () => {
    for (const path of paths) {
      path.steps.forEach((step, i) => {
        const before = i === 0 ? { idle: 'running' } : path.steps[i - 1].state.value;
        if (step.event === TIMEOUT && step.state.value === 'destroyed') expect(before).toEqual({ idle: 'running' });
        if (step.state.value === 'removed') expect(before === 'destroyed' || before === 'removed').toBe(true);
      });
    }
  });
});
