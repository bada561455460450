/**
 * What a sample or reward with none left says, wherever it is shown — the bag's sample and reward choices and the
 * rewards boutique — so one state reads one way (SPEC §8 "Samples or rewards not available, with a restock
 * message"): "Not available" and that they are restocked often. "Offer fully redeemed" is another state, an offer's
 * (a Beauty Pass perk whose uses ran out), and is not said of a reward.
 */
import type { BagLabels } from './labels';

export type SoldOutLabels = Pick<BagLabels, 'samples.unavailable' | 'message.restock'>;

/** The two strings, picked from the bag's labels (the boutique gets them with its own, `beautyPassLabels`). */
export const soldOutLabels = (labels: SoldOutLabels): SoldOutLabels => ({ 'samples.unavailable': labels['samples.unavailable'], 'message.restock': labels['message.restock'] });

/** The state and the restock text, in place of the item's button. */
export function SoldOut({ labels, className }: { labels: SoldOutLabels; className: { state: string; restock: string } }) {
  return (
    <>
      <p className={className.state} data-state="sold-out">{labels['samples.unavailable']}</p>
      <p className={className.restock}>{labels['message.restock']}</p>
    </>
  );
}
