/**
 * Where a tab keeps its checkout in sessionStorage (the draft form, the order attempt's key, what click and
 * collect took out of the bag), and forgetting all of it. Kept apart from the checkout's form logic so the
 * account menu can forget it at sign-out without loading the checkout.
 */
const PREFIX = 'atelier.checkout.';

export const attemptSlot = (scope: string) => `${PREFIX}attempt.${scope}`;
export const draftSlot = (scope: string) => `${PREFIX}draft.${scope}`;
export const takenOutSlot = (scope: string) => `${PREFIX}taken-out.${scope}`;

/**
 * Forgets every country's checkout in this tab: at sign-out, so the next person in the tab sees neither the
 * member's contact details and address nor puts back the rewards the member chose.
 */
export function forgetTabCheckout(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = tabSessionStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function tabSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy settings): nothing was kept
  }
}
