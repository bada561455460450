/** The toaster's strings from the catalogues (server side; the provider receives the result as a prop). */
import type { Translate } from '@/lib/i18n/intl';
import type { NotificationLabels } from './labels';

export function notificationLabels(t: Translate): NotificationLabels {
  return {
    close: t('notifications.close'),
    types: {
      error: t('notifications.type.error'),
      warn: t('notifications.type.warn'),
      success: t('notifications.type.success'),
      default: t('notifications.type.default'),
    },
  };
}
