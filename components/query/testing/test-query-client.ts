/**
 * The query client of tests and stories: SPEC §7's policy as the page has it (which statuses, how many retries,
 * none for writes) but no wait between retries, so a read that fails for good shows its failure at once.
 */
import { createQueryClient } from '@/lib/api-client/query-client';
import { replacePageQueryClient } from '../page-client';

export function testQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** A new page within one test (after `cleanup()`): an empty page query cache, as a fresh page load has. */
export function newPageQueryCache(): void {
  replacePageQueryClient(testQueryClient());
}
