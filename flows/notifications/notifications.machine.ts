/**
 * The notification centre (SPEC §3 item, §4 states, §9 defaults).
 *
 * Each notification is a spawned child actor (`notificationMachine`), not an entry in the centre's context
 * with hand-scheduled delayed events. Reasons: SPEC §4's per-item states (idle → destroyed) become literal
 * states of that actor; its timer is an `after` transition on a named delay that reads the item's own
 * context, so pausing, resuming or restarting it is just leaving or re-entering a state (XState cancels the
 * timer on exit — no timer ids to book-keep); and a React toast subscribes to its own actor only.
 *
 * Lifetime: an item is shown (idle) for `duration + 2 × speed` ms — enter motion, `duration`, exit
 * allowance — and is then destroyed (reason `timeout`). It is also destroyed on `click` (the toast body),
 * `close` (its close button, Escape, or `CLEAR`) and `overflow` (more shown items than `max`: the oldest
 * goes). A destroyed item stays in `toasts` for `speed` ms more so the interface can play its exit motion
 * (and hides it from assistive technology at once), then it is removed. Every destruction is emitted as
 * `{ type: 'destroyed', id, reason, item }` and the reason stays on the item's snapshot.
 *
 * Duplicates: an item with `duplicates: false` is not shown again while an item with the same group, type,
 * title and text is shown (idle). It collapses into that item instead: the shown item's timer restarts
 * with its full lifetime and its `repeats` count goes up; nothing new appears. Items that allow duplicates
 * (the default) are always shown. Only the new item's flag matters, and only shown items are compared
 * (one that is already leaving is not revived).
 *
 * Pause (WCAG 2.2.1): while the pointer is over the toasts, or focus is inside them, every timer is
 * paused, and items arriving meanwhile start paused; when both have left, each timer resumes with the
 * time it had left. Pointer and focus are separate holds, so leaving with one while the other stays keeps
 * the pause. Pausing all toasts, not only the one under the pointer, keeps the stack from moving under it.
 *
 * No I/O and no clock reads: time enters as data (`at`, ms since the epoch, on NOTIFY/PAUSE/RESUME), and
 * timers run on the actor system's clock (a `SimulatedClock` in tests).
 */
import { assertEvent, assign, emit, enqueueActions, sendParent, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate';

export type NotificationType = 'warn' | 'error' | 'success' | 'default';
export type DestroyReason = 'timeout' | 'click' | 'close' | 'overflow';
export type PauseSource = 'pointer' | 'focus';

/** SPEC §9. Position and width are the interface's (top right; `--toast-width` in tokens.css). */
export const NOTIFICATION_DEFAULTS = {
  duration: 3000,
  speed: 300,
  width: 300,
  position: 'top-right',
  max: Number.POSITIVE_INFINITY,
  group: 'default',
  type: 'default',
} as const;

/** A notification as the centre holds it (SPEC §3). */
export interface NotificationItem {
  id: string;
  title: string;
  text: string;
  type: NotificationType;
  /** ms shown between the enter and exit motions. */
  duration: number;
  /** ms of each motion. */
  speed: number;
  group: string;
  data: unknown;
  /** false: collapse into a shown item with the same group, type, title and text. */
  duplicates: boolean;
}

/** What a caller passes: a title or a text (or both); everything else has a default. */
export type NotifyInput = Partial<Omit<NotificationItem, 'id' | 'title' | 'text'>> &
  ({ title: string; text?: string } | { title?: string; text: string });

/** How long an item is shown before the timeout destroys it. */
export const lifetimeOf = (item: Pick<NotificationItem, 'duration' | 'speed'>) => item.duration + 2 * item.speed;

const nonNegative = (value: number | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

/** Applies SPEC §9's defaults; a missing, negative or non-finite duration or speed takes the default. */
export function toNotificationItem(input: NotifyInput, id: string): NotificationItem {
  return {
    id,
    title: input.title ?? '',
    text: input.text ?? '',
    type: input.type ?? NOTIFICATION_DEFAULTS.type,
    duration: nonNegative(input.duration, NOTIFICATION_DEFAULTS.duration),
    speed: nonNegative(input.speed, NOTIFICATION_DEFAULTS.speed),
    group: input.group ?? NOTIFICATION_DEFAULTS.group,
    data: input.data,
    duplicates: input.duplicates ?? true,
  };
}

/** Whether two items count as the same notification for the duplicates rule. */
export const sameNotification = (a: NotificationItem, b: NotificationItem) =>
  a.group === b.group && a.type === b.type && a.title === b.title && a.text === b.text;

// ---------------------------------------------------------------------------------------------------
// One notification

export interface NotificationActorContext {
  item: NotificationItem;
  /** ms left on the lifetime timer when it last (re)started or paused. */
  remaining: number;
  /** `at` of the moment the timer last started running. */
  runningSince: number;
  reason: DestroyReason | null;
  /** How many duplicates collapsed into this item. */
  repeats: number;
}

export type NotificationActorEvent =
  | { type: 'PAUSE'; at: number }
  | { type: 'RESUME'; at: number }
  | { type: 'REFRESH'; at: number }
  | { type: 'DESTROY'; reason: Exclude<DestroyReason, 'timeout'> };

export const notificationMachine = setup({
  types: {
    context: {} as NotificationActorContext,
    events: {} as NotificationActorEvent,
    input: {} as { item: NotificationItem; at: number },
    output: {} as { id: string },
  },
  delays: {
    remaining: ({ context }) => context.remaining,
    exitMotion: ({ context }) => context.item.speed,
  },
  actions: {
    restartClock: assign(({ context, event }) => {
      assertEvent(event, 'REFRESH');
      return { remaining: lifetimeOf(context.item), runningSince: event.at, repeats: context.repeats + 1 };
    }),
    stopClock: assign(({ context, event }) => {
      assertEvent(event, 'PAUSE');
      return { remaining: Math.max(0, context.remaining - (event.at - context.runningSince)) };
    }),
    startClock: assign(({ event }) => {
      assertEvent(event, 'RESUME');
      return { runningSince: event.at };
    }),
    recordTimeout: assign({ reason: 'timeout' as DestroyReason }),
    recordReason: assign(({ event }) => {
      assertEvent(event, 'DESTROY');
      return { reason: event.reason };
    }),
    reportDestroyed: sendParent(({ context }) => ({ type: 'ITEM.DESTROYED', id: context.item.id, reason: context.reason })),
  },
}).createMachine({
  id: 'notification',
  context: ({ input }) => ({ item: input.item, remaining: lifetimeOf(input.item), runningSince: input.at, reason: null, repeats: 0 }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'running',
      on: { DESTROY: { target: 'destroyed', actions: 'recordReason' } },
      states: {
        running: {
          after: { remaining: { target: '#notification.destroyed', actions: 'recordTimeout' } },
          on: {
            PAUSE: { target: 'paused', actions: 'stopClock' },
            REFRESH: { target: 'running', reenter: true, actions: 'restartClock' },
          },
        },
        paused: {
          on: {
            RESUME: { target: 'running', actions: 'startClock' },
            REFRESH: { actions: 'restartClock' },
          },
        },
      },
    },
    destroyed: {
      entry: 'reportDestroyed',
      after: { exitMotion: 'removed' },
    },
    removed: { type: 'final' },
  },
  output: ({ context }) => ({ id: context.item.id }),
});

export type NotificationActorRef = ActorRefFrom<typeof notificationMachine>;

/** Whether an item is shown (not yet destroyed). */
export const isShown = (ref: NotificationActorRef) => ref.getSnapshot().matches('idle');

// ---------------------------------------------------------------------------------------------------
// The centre

export interface Toast {
  id: string;
  ref: NotificationActorRef;
}

export interface NotificationsContext {
  /** Most shown items at once; the oldest is destroyed beyond it. */
  max: number;
  nextId: number;
  /** Oldest first, shown and leaving alike. */
  toasts: Toast[];
  /** What keeps the timers paused. */
  holds: PauseSource[];
}

export type NotificationsEvent =
  | { type: 'NOTIFY'; item: NotifyInput; at: number }
  | { type: 'CLICK'; id: string }
  | { type: 'CLOSE'; id: string }
  /** Closes every shown item, or every shown item of one group. */
  | { type: 'CLEAR'; group?: string }
  | { type: 'PAUSE'; source: PauseSource; at: number }
  | { type: 'RESUME'; source: PauseSource; at: number }
  | { type: 'ITEM.DESTROYED'; id: string; reason: DestroyReason };

export type NotificationsEmitted = { type: 'destroyed'; id: string; reason: DestroyReason; item: NotificationItem };

const shownToasts = (context: NotificationsContext) => context.toasts.filter((t) => isShown(t.ref));
const collapsibleInto = (context: NotificationsContext, event: Extract<NotificationsEvent, { type: 'NOTIFY' }>) => {
  const candidate = toNotificationItem(event.item, '');
  if (candidate.duplicates) return undefined;
  return shownToasts(context).find((t) => sameNotification(t.ref.getSnapshot().context.item, candidate));
};

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as { max?: number } | undefined,
    emitted: {} as NotificationsEmitted,
  },
  actors: { notification: notificationMachine },
  guards: {
    isCollapsibleDuplicate: ({ context, event }) => {
      assertEvent(event, 'NOTIFY');
      return collapsibleInto(context, event) !== undefined;
    },
    isLastHold: ({ context, event }) => {
      assertEvent(event, 'RESUME');
      return context.holds.every((source) => source === event.source);
    },
  },
  actions: {
    refreshDuplicate: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'NOTIFY');
      const shown = collapsibleInto(context, event);
      if (shown) enqueue.sendTo(shown.ref, { type: 'REFRESH', at: event.at });
    }),
    addNotification: assign(({ context, event, spawn }) => {
      assertEvent(event, 'NOTIFY');
      const id = `n${context.nextId}`;
      const ref = spawn('notification', { id, input: { item: toNotificationItem(event.item, id), at: event.at } });
      return { nextId: context.nextId + 1, toasts: [...context.toasts, { id, ref }] };
    }),
    pauseNewWhileHeld: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'NOTIFY');
      const newest = context.toasts.at(-1);
      if (context.holds.length > 0 && newest) enqueue.sendTo(newest.ref, { type: 'PAUSE', at: event.at });
    }),
    destroyOverflow: enqueueActions(({ context, enqueue }) => {
      const shown = shownToasts(context);
      for (const toast of shown.slice(0, Math.max(0, shown.length - context.max))) {
        enqueue.sendTo(toast.ref, { type: 'DESTROY', reason: 'overflow' });
      }
    }),
    destroyOne: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['CLICK', 'CLOSE']);
      const toast = context.toasts.find((t) => t.id === event.id);
      if (toast) enqueue.sendTo(toast.ref, { type: 'DESTROY', reason: event.type === 'CLICK' ? 'click' : 'close' });
    }),
    closeAll: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'CLEAR');
      for (const toast of shownToasts(context)) {
        if (event.group === undefined || toast.ref.getSnapshot().context.item.group === event.group) {
          enqueue.sendTo(toast.ref, { type: 'DESTROY', reason: 'close' });
        }
      }
    }),
    addHold: assign(({ context, event }) => {
      assertEvent(event, 'PAUSE');
      return { holds: context.holds.includes(event.source) ? context.holds : [...context.holds, event.source] };
    }),
    dropHold: assign(({ context, event }) => {
      assertEvent(event, 'RESUME');
      return { holds: context.holds.filter((source) => source !== event.source) };
    }),
    pauseAll: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'PAUSE');
      for (const toast of context.toasts) enqueue.sendTo(toast.ref, { type: 'PAUSE', at: event.at });
    }),
    resumeAll: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'RESUME');
      for (const toast of context.toasts) enqueue.sendTo(toast.ref, { type: 'RESUME', at: event.at });
    }),
    announceDestroyed: emit(({ context, event }) => {
      assertEvent(event, 'ITEM.DESTROYED');
      const item = context.toasts.find((t) => t.id === event.id)!.ref.getSnapshot().context.item;
      return { type: 'destroyed' as const, id: event.id, reason: event.reason, item };
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      // The `xstate.done.actor.<id>` event of an item that finished its exit motion.
      const { actorId } = event as unknown as DoneActorEvent<{ id: string }>;
      enqueue.stopChild(actorId);
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== actorId) });
    }),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ max: input?.max ?? NOTIFICATION_DEFAULTS.max, nextId: 1, toasts: [], holds: [] }),
  on: {
    NOTIFY: [
      { guard: 'isCollapsibleDuplicate', actions: 'refreshDuplicate' },
      { actions: ['addNotification', 'pauseNewWhileHeld', 'destroyOverflow'] },
    ],
    CLICK: { actions: 'destroyOne' },
    CLOSE: { actions: 'destroyOne' },
    CLEAR: { actions: 'closeAll' },
    'ITEM.DESTROYED': { actions: 'announceDestroyed' },
    'xstate.done.actor.*': { actions: 'removeToast' },
  },
  initial: 'running',
  states: {
    running: {
      on: { PAUSE: { target: 'paused', actions: ['addHold', 'pauseAll'] } },
    },
    paused: {
      on: {
        PAUSE: { actions: 'addHold' },
        RESUME: [{ guard: 'isLastHold', target: 'running', actions: ['dropHold', 'resumeAll'] }, { actions: 'dropHold' }],
      },
    },
  },
});

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
