import type { NotifyInput } from '@/flows/notifications/notifications.machine';

/** One example of each notification kind (and one that collapses duplicates), to try the toasts by hand. */
export const NOTIFICATION_SAMPLES: readonly [name: string, item: NotifyInput][] = [
  ['Success', { type: 'success', title: 'Promo code added', text: 'SPRING10 takes 10% off your bag.' }],
  ['Warning', { type: 'warn', text: 'Only 2 left in stock.' }],
  ['Error', { type: 'error', title: 'Sorry, the promotion is invalid', text: 'Check the minimum spend and the expiry date.' }],
  ['Default', { text: 'Points may take up to 3 working days after delivery to update.' }],
  ['Once (no duplicates)', { type: 'success', text: 'Added to wish list', duplicates: false }],
];
