'use client';

/**
 * The product button wired to the bag: "Add to bag" sends the variant to the page's cart actor; the button
 * shows "Adding…" until that add is answered (the header's count has already moved). Other states (out of
 * stock, coming soon) are the product button's own. Outside a `BagProvider` it is the plain button.
 */
import type { CartActorRef } from '../../flows/cart/cart.machine';
import { isAdding } from '../../flows/cart/cart.selectors';
import { useActorSelector } from '../../lib/use-actor-selector';
import { ProductButton, type ProductButtonProps } from '../product-card/ProductButton';
import { useBagHandle } from './BagProvider';

export interface AddToBagButtonProps extends Omit<ProductButtonProps, 'onAction'> {
  variantId: number;
}

export function AddToBagButton(props: AddToBagButtonProps) {
  const bag = useBagHandle();
  if (!bag) return <ProductButton {...props} />;
  if (!bag.actor) {
    // A press before the bag's chunk has loaded starts it and sends the add once it runs.
    const { variantId, ...rest } = props;
    return <ProductButton {...rest} onAction={(action) => action === 'add_to_bag' && void bag.start().then((actor) => actor.send({ type: 'ADD', variantId }))} />;
  }
  return <ConnectedButton actor={bag.actor} {...props} />;
}

function ConnectedButton({ actor, variantId, state, ...rest }: AddToBagButtonProps & { actor: CartActorRef }) {
  const adding = useActorSelector(actor, (snapshot) => isAdding(snapshot, variantId));
  return (
    <ProductButton
      {...rest}
      state={state === 'add_to_bag' && adding ? 'adding' : state}
      onAction={(action) => {
        if (action === 'add_to_bag') actor.send({ type: 'ADD', variantId });
      }}
    />
  );
}
