'use client';

import type { ApiLocale } from '../account/account-api';
import type { BagApi } from './bag-api';
import type { Read } from './use-bag';
import { apiKey } from '@/lib/api-client/query-keys';
import { loadState, useApiQuery } from '../query/use-api-query';

/** A number per bag answer (its object), so a query key can say which bag a read follows. */
const versions = new WeakMap<object, number>();
let lastVersion = 0;
function versionOf(version: unknown): unknown {
  if (typeof version !== 'object' || version === null) return version ?? null;
  let n = versions.get(version);
  if (n === undefined) versions.set(version, (n = ++lastVersion));
  return n;
}

/**
 * A read of the bag's API (offers, samples, rewards: `path`) made again whenever `version` changes (a new bag),
 * so what is applicable or selected follows the bag. A query of the page's query layer keyed by the bag's
 * version; the previous answer stays shown while the next loads. `read` lets tests and stories pass fake calls.
 */
export function useBagRead<T>(locale: ApiLocale, path: string, read: (api: BagApi, signal: AbortSignal) => Promise<T>, version: unknown): Read<T> {
  const query = useApiQuery(
    apiKey(path, locale, { bag: versionOf(version) }),
    (signal) => import('./bag-api').then(({ bagApi }) => read(bagApi(locale), signal)),
    { keepPrevious: true },
  );
  const state = loadState(query);
  return state.state === 'ready' ? state : state.state === 'failed' ? { state: 'failed', error: state.error } : { state: 'loading' };
}
