'use client';

import type { ProductButtonLabels } from './labels';
import { PRODUCT_BUTTON_STATES, type ProductAction, type ProductButtonState } from './product-button-states';

export interface ProductButtonProps {
  state: ProductButtonState;
  labels: ProductButtonLabels;
  /** Id of the element naming the product (its card or page heading), read after the button's label. */
  describedBy?: string;
  /** Called with the chosen action; the bag and waitlist issues wire it. */
  onAction?: (action: ProductAction) => void;
}

/** The product button (full width): its controls come from the state table. */
export function ProductButton({ state, labels, describedBy, onAction }: ProductButtonProps) {
  const { controls } = PRODUCT_BUTTON_STATES[state];
  return (
    <div className="product-button" data-state={state} data-slot="product-button">
      {controls.map((control) => (
        <button
          key={control.label}
          type="button"
          className={`button product-button__control${control.variant === 'secondary' ? ' button--secondary' : ''}`}
          disabled={!control.action}
          aria-busy={control.busy || undefined}
          aria-describedby={describedBy}
          onClick={control.action ? () => onAction?.(control.action!) : undefined}
        >
          {labels[control.label]}
        </button>
      ))}
    </div>
  );
}
