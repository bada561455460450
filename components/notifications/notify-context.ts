'use client';

import { createContext, useContext } from 'react';
import type { NotifyInput } from '@/flows/notifications/notifications.machine';

/** Shows a notification; SPEC §9's defaults fill whatever the input leaves out. */
export type Notify = (input: NotifyInput) => void;

/** The page's `notify`, from `NotificationsProvider` (lazy) or `NotificationCentre` (eager). */
export const NotifyContext = createContext<Notify | null>(null);

/** `notify` for a client component inside a notification provider (stable across renders). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationsProvider above it');
  return notify;
}
