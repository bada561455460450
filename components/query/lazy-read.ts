/**
 * A read through the page's query layer (SPEC §7's retries, SPEC §9's stale time, one cache per page) from an
 * island that is on a guest's first load: TanStack Query and the page's client load with the first read (a
 * lazy chunk), so a page whose islands read nothing until the shopper acts does not ship them.
 */
import type { ApiQueryKey } from '@/lib/api-client/query-keys';

export async function readLazily<T>(key: ApiQueryKey, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { readQuery } = await import('./page-client');
  return readQuery(key, read);
}
