/**
 * The page's one QueryClient (SPEC §7's retry policy, SPEC §9's 5-minute stale time: `createQueryClient`),
 * shared by every island of the page, so two islands asking the same thing (the account, the Beauty Pass)
 * share one answer. No React here: code outside components (the wish list's lazy actions, the card prices'
 * batches) reads and writes through it too. Import it only where a read happens — a lazy chunk or an island
 * that is not on a guest's first load — so that pages whose islands read nothing at first do not ship it.
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api-client/query-client';
import type { ApiQueryKey } from '@/lib/api-client/query-keys';

let page: QueryClient | undefined;

export function pageQueryClient(): QueryClient {
  return (page ??= createQueryClient());
}

/** Tests and stories start each case with a fresh client (their own, or a new default one). */
export function replacePageQueryClient(client?: QueryClient): void {
  page?.clear();
  page = client;
}

/**
 * A read outside React: the cached answer while fresh, else one fetch under the page's retry policy. `fresh`
 * always asks (a caller that keeps its own state, such as the cart actor, decides when to read).
 */
export function readQuery<T>(key: ApiQueryKey, read: (signal: AbortSignal) => Promise<T>, { client = pageQueryClient(), fresh = false }: { client?: QueryClient; fresh?: boolean } = {}): Promise<T> {
  return client.fetchQuery({ queryKey: key, queryFn: ({ signal }) => read(signal), ...(fresh ? { staleTime: 0 } : {}) });
}

/** A write outside React, as a mutation: never repeated automatically (SPEC §7). */
export function runMutation<T, V = void>(write: (vars: V) => Promise<T>, vars: V, client: QueryClient = pageQueryClient()): Promise<T> {
  return new MutationObserver<T, unknown, V>(client, { mutationFn: write }).mutate(vars);
}
