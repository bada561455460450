/**
 * A store page's tabs (SPEC §2: beauty services, beauty classes, store events), in order: the `?tab=` ids and the
 * activity kind each lists. A plain module, so server pages (the store list) and client islands share it.
 */
import type { ActivityKind } from '@/schemas/api/bookings';

export const STORE_TABS = [
  { id: 'beauty-services', kind: 'service' },
  { id: 'beauty-classes', kind: 'class' },
  { id: 'store-events', kind: 'event' },
] as const satisfies readonly { id: string; kind: ActivityKind }[];
export type StoreTabId = (typeof STORE_TABS)[number]['id'];

/** `?tab=` of a query string when it names a store tab, else null. */
export function requestedTab(search: string): StoreTabId | null {
  const tab = new URLSearchParams(search).get('tab');
  return STORE_TABS.find((t) => t.id === tab)?.id ?? null;
}
