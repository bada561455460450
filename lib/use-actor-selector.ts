'use client';

/**
 * A selection of an actor's snapshot for a React component, re-rendering only when the selection changes
 * (by `equal`, `Object.is` by default). It needs nothing of xstate at run time — any object with
 * `subscribe` and `getSnapshot` will do — so components that read an actor created in a lazily loaded
 * chunk do not bring xstate into a page's first load.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';

export interface Observable<S> {
  subscribe(listener: () => void): { unsubscribe(): void };
  getSnapshot(): S;
}

export function useActorSelector<S, T>(actor: Observable<S>, select: (snapshot: S) => T, equal: (a: T, b: T) => boolean = Object.is): T {
  const last = useRef<{ snapshot: S; value: T } | null>(null);
  const subscribe = useCallback((listener: () => void) => {
    const subscription = actor.subscribe(listener);
    return () => subscription.unsubscribe();
  }, [actor]);
  const read = () => {
    const snapshot = actor.getSnapshot();
    const previous = last.current;
    if (previous && previous.snapshot === snapshot) return previous.value;
    const value = select(snapshot);
    last.current = { snapshot, value: previous && equal(previous.value, value) ? previous.value : value };
    return last.current.value;
  };
  return useSyncExternalStore(subscribe, read, read);
}
