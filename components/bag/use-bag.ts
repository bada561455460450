'use client';

/**
 * Hooks the bag's islands share: the page's cart actor with its snapshot. The reads that follow the bag are in
 * `use-bag-read.ts`, so the header (which needs only the actor) does not bring the query layer into first loads.
 */
import type { CartActorRef, CartSnapshot } from '@/flows/bag/bag.machine';
import { useActorSelector } from '@/lib/use-actor-selector';
import { useBagActor } from './BagProvider';

const noActor = 'the bag islands need a BagProvider above them, and render this part once its actor runs';

/**
 * The page's cart actor and a selection of its snapshot (re-rendering only when the selection changes).
 * For the parts of an island rendered once `useBagActor()` is not null.
 */
export function useCart<T>(select: (snapshot: CartSnapshot) => T): [T, CartActorRef] {
  const actor = useBagActor();
  if (!actor) throw new Error(noActor);
  return [useActorSelector(actor, select), actor];
}

export type Read<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; error: unknown };
