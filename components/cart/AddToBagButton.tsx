'use client';

/**
 * The product button wired to the bag: "Add to bag" sends the variant to the page's cart actor; the button
 * shows "Adding…" until that add is answered (the header's count has already moved). Other states (out of
 * stock, coming soon) are the product button's own. Outside a `BagProvider` it is the plain button.
 */
import { useSelector } from '@xstate/react';
import { isAdding, type CartActorRef } from '../../flows/cart/cart.machine';
import { ProductButton, type ProductButtonProps } from '../product-card/ProductButton';
import { useBagActor } from './BagProvider';

export interface AddToBagButtonProps extends Omit<ProductButtonProps, 'onAction'> {
  variantId: number;
}

export function AddToBagButton(props: AddToBagButtonProps) {
  const actor = useBagActor();
  return actor ? <ConnectedButton actor={actor} {...props} /> : <ProductButton {...props} />;
}

function ConnectedButton({ actor, variantId, state, ...rest }: AddToBagButtonProps & { actor: CartActorRef }) {
  const adding = useSelector(actor, (snapshot) => isAdding(snapshot, variantId));
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
