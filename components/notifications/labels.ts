import type { NotificationType } from '@/flows/notifications/notifications.machine';

/** The translated strings of the toaster. The caller translates; the island ships no catalogue. */
export interface NotificationLabels {
  /** The close button's accessible name, "Close notification". */
  close: string;
  /** Each type's name, read before the message ("Error"); sighted users see the type's icon. */
  types: Record<NotificationType, string>;
}
