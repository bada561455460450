/**
 * The product button's states (SPEC §4: add to bag, adding, out of stock, waitlist, waitlisted; coming soon:
 * remind me) declared as data: which label each control shows, which action it triggers, and whether it is
 * busy. The bag's actor moves "add to bag" to "adding"; the member's marks (components/wishlist/member-store)
 * move "out of stock" to "waitlisted" and "remind me" to "reminded".
 */
import type { ProductButtonLabels } from './labels';

export type ProductButtonState = 'add_to_bag' | 'adding' | 'out_of_stock' | 'waitlisting' | 'waitlisted' | 'remind_me' | 'reminding' | 'reminded';
export type ProductAction = 'add_to_bag' | 'waitlist' | 'remind_me';

export interface ButtonControl {
  label: keyof ProductButtonLabels;
  /** Without an action the control is shown disabled (a state, not a choice). */
  action?: ProductAction;
  busy?: boolean;
  variant: 'primary' | 'secondary';
}

export const PRODUCT_BUTTON_STATES: Record<ProductButtonState, { controls: ButtonControl[] }> = {
  add_to_bag: { controls: [{ label: 'addToBag', action: 'add_to_bag', variant: 'primary' }] },
  adding: { controls: [{ label: 'adding', busy: true, variant: 'primary' }] },
  out_of_stock: {
    controls: [
      { label: 'outOfStock', variant: 'primary' },
      { label: 'waitlistMe', action: 'waitlist', variant: 'secondary' },
    ],
  },
  waitlisting: {
    controls: [
      { label: 'outOfStock', variant: 'primary' },
      { label: 'waitlistMe', busy: true, variant: 'secondary' },
    ],
  },
  waitlisted: {
    controls: [
      { label: 'outOfStock', variant: 'primary' },
      { label: 'waitlisted', variant: 'secondary' },
    ],
  },
  remind_me: { controls: [{ label: 'remindMe', action: 'remind_me', variant: 'secondary' }] },
  reminding: { controls: [{ label: 'remindMe', busy: true, variant: 'secondary' }] },
  reminded: { controls: [{ label: 'reminded', variant: 'secondary' }] },
};

/**
 * The state shown once the member's marks are known: a waitlisted or reminded variant, or a call under way
 * (`pending`), changes the out-of-stock and coming-soon states; the others are the bag's.
 */
export function memberButtonState(state: ProductButtonState, subscribed: 'waitlist' | 'remind_me' | undefined, pending: { waitlist: boolean; remind: boolean }): ProductButtonState {
  if (state === 'out_of_stock') return subscribed === 'waitlist' ? 'waitlisted' : pending.waitlist ? 'waitlisting' : state;
  if (state === 'remind_me') return subscribed === 'remind_me' ? 'reminded' : pending.remind ? 'reminding' : state;
  return state;
}

/** The button state a product (or one of its variants) starts in. */
export function initialButtonState(productState: 'available' | 'out_of_stock' | 'coming_soon', variantStock?: 'in_stock' | 'low_stock' | 'out_of_stock'): ProductButtonState {
  if (productState === 'coming_soon') return 'remind_me';
  if (productState === 'out_of_stock' || variantStock === 'out_of_stock') return 'out_of_stock';
  return 'add_to_bag';
}
