/**
 * Reads of the cart actor's snapshot that the page's islands share. Kept apart from the machine, with type
 * imports only, so the header and the product buttons can use them without loading xstate.
 */
import type { CartSnapshot } from './bag.machine';

/** The header's count: the server's, plus adds not answered yet (null until the first answer). */
export function selectCount(snapshot: CartSnapshot): number | null {
  const { serverCount, pending } = snapshot.context;
  const waiting = pending.reduce((sum, p) => sum + p.quantity, 0);
  return serverCount === null ? (waiting ? waiting : null) : serverCount + waiting;
}

/** Whether an add of this variant is waiting or in flight (its button shows "Adding…"). */
export const isAdding = (snapshot: CartSnapshot, variantId: number) => snapshot.context.pending.some((p) => p.variantId === variantId);
