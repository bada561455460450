'use client';

/**
 * The notification centre itself: one notifications actor (flows/notifications) and its `Toaster`. Pages
 * get it through `NotificationsProvider`, which loads this module (and xstate with it) only when the first
 * notification is shown; tests and stories that want it at once render `NotificationCentre` directly.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { notificationsMachine, type NotificationsActorRef } from '@/flows/notifications/notifications.machine';
import type { NotificationLabels } from './labels';
import { NotifyContext, type Notify } from './notify-context';
import { Toaster } from './Toaster';

export interface NotificationCentreProps {
  labels: NotificationLabels;
  /** Most toasts shown at once; the oldest goes beyond it. Unlimited by default (SPEC §9). */
  max?: number;
  children?: ReactNode;
}

/** A started notifications actor (the lazy provider keeps one for the page's lifetime). */
export const startNotifications = (max: number | undefined): NotificationsActorRef => createActor(notificationsMachine, { input: { max } }).start();

/** Sends a notification to the centre, stamped with the moment it was asked for. */
export const notifyVia = (actor: NotificationsActorRef, item: Parameters<Notify>[0], at = Date.now()) => actor.send({ type: 'NOTIFY', item, at });

/** The centre with its actor created now (what tests and stories render). */
export function NotificationCentre({ labels, max, children }: NotificationCentreProps) {
  const [actor] = useState(() => startNotifications(max));
  const notify = useCallback<Notify>((item) => notifyVia(actor, item), [actor]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toaster actor={actor} labels={labels} />
    </NotifyContext.Provider>
  );
}

export { Toaster };
