'use client';

/**
 * The notification centre for client components of a page: any client component below
 * `<NotificationsProvider labels={…}>` calls `useNotify()` and then `notify({ title, text, type, … })`.
 * The centre (its machine, xstate and the toasts) is a separate chunk loaded on the first notification, so
 * a page that shows none never downloads it; what was asked meanwhile is shown once it has loaded.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { NotificationsActorRef } from '@/flows/notifications/notifications.machine';
import type { NotificationLabels } from './labels';
import { NotifyContext, type Notify } from './notify-context';

export { useNotify, type Notify } from './notify-context';

export interface NotificationsProviderProps {
  labels: NotificationLabels;
  /** Most toasts shown at once; the oldest goes beyond it. Unlimited by default (SPEC §9). */
  max?: number;
  children?: ReactNode;
}

type Centre = typeof import('./NotificationCentre');
interface Live {
  actor: NotificationsActorRef;
  Toaster: Centre['Toaster'];
  notify: Centre['notifyVia'];
}

export function NotificationsProvider({ labels, max, children }: NotificationsProviderProps) {
  const [live, setLive] = useState<Live | null>(null);
  const loading = useRef<Promise<Live> | null>(null);
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  const notify = useCallback<Notify>(
    (item) => {
      const at = Date.now();
      loading.current ??= import('./NotificationCentre').then((centre) => {
        const loaded = { actor: centre.startNotifications(max), Toaster: centre.Toaster, notify: centre.notifyVia };
        if (!stopped.current) setLive(loaded);
        return loaded;
      });
      void loading.current.then((loaded) => loaded.notify(loaded.actor, item, at));
    },
    [max],
  );

  useEffect(() => () => live?.actor.stop(), [live]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {live ? <live.Toaster actor={live.actor} labels={labels} /> : null}
    </NotifyContext.Provider>
  );
}
