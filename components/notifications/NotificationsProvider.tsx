'use client';

/**
 * The notification centre for client components: `<NotificationsProvider labels={…}>` runs one
 * notifications actor (flows/notifications) and renders its `Toaster`; any client component below it
 * calls `useNotify()` and then `notify({ title, text, type, … })`.
 */
import { useCallback, type ReactNode } from 'react';
import type { NotifyInput } from '../../flows/notifications/notifications.machine';
import type { NotificationLabels } from './labels';
import { NotificationsContext } from './notifications-context';
import { Toaster } from './Toaster';

export interface NotificationsProviderProps {
  labels: NotificationLabels;
  /** Most toasts shown at once; the oldest goes beyond it. Unlimited by default (SPEC §9). */
  max?: number;
  children?: ReactNode;
}

export function NotificationsProvider({ labels, max, children }: NotificationsProviderProps) {
  return (
    <NotificationsContext.Provider options={{ input: { max } }}>
      {children}
      <Toaster labels={labels} />
    </NotificationsContext.Provider>
  );
}

/** Shows a notification; SPEC §9's defaults fill whatever the input leaves out. */
export type Notify = (input: NotifyInput) => void;

/** `notify` for a client component inside `NotificationsProvider` (stable across renders). */
export function useNotify(): Notify {
  const actor = NotificationsContext.useActorRef();
  return useCallback((item) => actor.send({ type: 'NOTIFY', item, at: Date.now() }), [actor]);
}
