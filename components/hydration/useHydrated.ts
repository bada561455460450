import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true once the component has hydrated: for what needs JavaScript
 * to work (a copy button, a Read more toggle), so that without it the server HTML stays complete and usable.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
