/**
 * Cached store reads for the store pages (server only): `'use cache'` scopes around the catalogue's store
 * service, tagged `catalog` and `stores` (a store's own page also `store:<slug>`), so the pages are
 * prerendered and an edit to a store can expire them.
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getPool } from '@/commerce/db/pool';
import { getStore, listStores } from '@/commerce/catalog/stores';
import { activityCounts, getActivity, listActivities } from '@/commerce/bookings/activities';
import type { ActivityKind, ActivitySummary } from '@/schemas/api/bookings';
import type { StoreLocation } from '@/schemas/api/catalog';
import { countries, isLanguageOf } from '@/config/countries/registry';

function context(countryCode: string, lang: string) {
  const country = countries.get(countryCode);
  if (!country || !isLanguageOf(country, lang)) throw new Error(`No stores for ${countryCode}/${lang}`);
  return { country, lang };
}

export async function loadStores(countryCode: string, lang: string): Promise<StoreLocation[]> {
  'use cache';
  cacheTag('catalog', 'stores');
  cacheLife('hours');
  return listStores(getPool(), context(countryCode, lang));
}

export async function loadStore(countryCode: string, lang: string, slug: string): Promise<StoreLocation | null> {
  'use cache';
  cacheTag('catalog', 'stores', `store:${slug}`);
  cacheLife('hours');
  return getStore(getPool(), context(countryCode, lang), slug);
}

/** How many services, classes and events each store of the country offers (the store list's tab links). */
export async function loadActivityCounts(countryCode: string): Promise<Record<string, Record<ActivityKind, number>>> {
  'use cache';
  cacheTag('catalog', 'stores', 'bookings');
  cacheLife('hours');
  return Object.fromEntries(await activityCounts(getPool(), countryCode));
}

/**
 * The kind of an active activity of the country, or null when it has none by that id: a happening page's check,
 * so an unknown id answers 404 (the page itself stays a static shell; the island reads the details).
 */
export async function loadActivityKind(countryCode: string, lang: string, id: number): Promise<ActivityKind | null> {
  'use cache';
  cacheTag('catalog', 'bookings', `activity:${id}`);
  cacheLife('hours');
  return (await getActivity(getPool(), context(countryCode, lang), id))?.kind ?? null;
}

/** A store's active events with their next session (the store page's Event structured data). */
export async function loadStoreEvents(countryCode: string, lang: string, slug: string): Promise<ActivitySummary[]> {
  'use cache';
  cacheTag('catalog', 'bookings', `store:${slug}`);
  cacheLife('hours');
  return listActivities(getPool(), context(countryCode, lang), { store: slug, kind: 'event' });
}
