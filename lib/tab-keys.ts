/**
 * The keyboard of an ARIA tab list (WAI-ARIA authoring practices): ArrowRight and ArrowLeft move to the next
 * and previous tab, wrapping around; Home and End to the first and last. Used by every tab list of the store
 * (the bag's rewards, a store page's activities).
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
