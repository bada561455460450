'use client';

/**
 * The heart (wish list) toggle of product cards and the product page: one small button, its state in
 * `aria-pressed` and its accessible name "Add {product} to wish list" / "Remove {product} from wish list";
 * the heart itself is drawn by CSS (`.wish`), so a card adds no icon markup. The member's list is asked for
 * only when signed in; a guest's press goes to sign-in and the item is added on the way back.
 */
import { fill } from '@/lib/i18n/plural-templates';
import type { ProductButtonLabels } from '../product-card/labels';
import { toggleWish, useMemberState } from './member-store';
import { useMemberContext } from './use-member';

export interface WishButtonProps {
  variantId: number;
  /** The product's name, read in the button's name. */
  product: string;
  labels: ProductButtonLabels;
  className?: string;
}

export function WishButton({ variantId, product, labels, className }: WishButtonProps) {
  const ctx = useMemberContext(labels);
  const { wished, pending } = useMemberState('wishlist', ctx);
  const on = wished.has(variantId);
  return (
    <button
      type="button"
      className={className ? `wish ${className}` : 'wish'}
      aria-pressed={on}
      aria-label={fill(on ? labels.wishRemove : labels.wishAdd, { product })}
      aria-busy={pending.has(`wish:${variantId}`) || undefined}
      onClick={() => toggleWish(variantId, ctx)}
    />
  );
}
