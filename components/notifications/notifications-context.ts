'use client';

import { createActorContext } from '@xstate/react';
import { notificationsMachine } from '../../flows/notifications/notifications.machine';

/** The notification centre's actor, shared by the provider, `useNotify` and the toaster. */
export const NotificationsContext = createActorContext(notificationsMachine);
