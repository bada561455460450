import { useEffect, type RefObject } from 'react';

/**
 * Closes an open `<details>` menu on Escape (giving focus back to its summary) and on a pointer press
 * outside it: the header's account and bag menus.
 */
export function useDisclosureDismiss(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref]);
}
