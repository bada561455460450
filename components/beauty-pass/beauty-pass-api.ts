/**
 * The Beauty Pass pages' calls in the browser (`beauty-pass`, SPEC §7 `rewards/`), through the accounts' API
 * client so an expired login is refreshed under the one lock. Islands load this module on first use.
 */
import { browserApiClient, type ApiLocale } from '../account/account-api';
import { BeautyPassResponse } from '@/schemas/api/beauty-pass';
import { RewardsResponse } from '@/schemas/api/bag';

export function beautyPassApi(locale: ApiLocale) {
  const client = browserApiClient(locale);
  return {
    beautyPass: (signal?: AbortSignal) => client.get('beauty-pass', { schema: BeautyPassResponse, signal }),
    rewards: (signal?: AbortSignal) => client.get('rewards', { schema: RewardsResponse, signal }),
  };
}
export type BeautyPassApi = ReturnType<typeof beautyPassApi>;
