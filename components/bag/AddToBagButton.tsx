'use client';

/**
 * The product button wired to the bag and to the member's marks: "Add to bag" sends the variant to the
 * page's cart actor and shows "Adding…" until that add is answered (the header's count has already moved);
 * "Waitlist me" and "Remind me" go through the member store (components/wishlist), which shows "Waitlisted"
 * and "Reminder set" for what the signed-in member already asked for. Outside a `BagProvider` "Add to bag"
 * does nothing (a story or test of a card alone).
 */
import { useState } from 'react';
import type { CartActorRef } from '@/flows/bag/bag.machine';
import { isAdding } from '@/flows/bag/bag.selectors';
import { useActorSelector } from '@/lib/use-actor-selector';
import { ProductButton, type ProductButtonProps } from '../product-card/ProductButton';
import { memberButtonState, type ProductAction, type ProductButtonState } from '../product-card/product-button-states';
import { subscribeTo, useMemberState } from '../wishlist/member-store';
import { useMemberContext } from '../wishlist/use-member';
import { useBagHandle } from './BagProvider';

export interface AddToBagButtonProps extends Omit<ProductButtonProps, 'onAction'> {
  variantId: number;
}

export function AddToBagButton(props: AddToBagButtonProps) {
  const bag = useBagHandle();
  const { variantId, state, labels } = props;
  const ctx = useMemberContext(labels);
  const marked = state === 'out_of_stock' || state === 'remind_me';
  const { subscribed, pending } = useMemberState(marked ? 'subscriptions' : null, ctx);
  const shown = memberButtonState(state, subscribed.get(variantId), { waitlist: pending.has(`waitlist:${variantId}`), remind: pending.has(`remind_me:${variantId}`) });
  const onMember = (action: ProductAction) => {
    if (action === 'waitlist' || action === 'remind_me') subscribeTo(variantId, action, ctx);
  };
  if (bag?.actor) return <ConnectedButton actor={bag.actor} {...props} state={shown} onMember={onMember} />;
  return <StartingButton {...props} state={shown} onMember={onMember} start={bag?.start} />;
}

/** Before the bag runs: the first press starts it ("Adding…" while its chunk loads) and sends the add. */
function StartingButton({ variantId, state, onMember, start, ...rest }: AddToBagButtonProps & { state: ProductButtonState; onMember: (action: ProductAction) => void; start?: () => Promise<CartActorRef> }) {
  const [starting, setStarting] = useState(false);
  return (
    <ProductButton
      {...rest}
      state={starting && state === 'add_to_bag' ? 'adding' : state}
      onAction={(action) => {
        if (action !== 'add_to_bag') return onMember(action);
        if (!start || starting) return;
        setStarting(true);
        void start().then((actor) => actor.send({ type: 'ADD', variantId }));
      }}
    />
  );
}

function ConnectedButton({ actor, variantId, state, onMember, ...rest }: AddToBagButtonProps & { actor: CartActorRef; state: ProductButtonState; onMember: (action: ProductAction) => void }) {
  const adding = useActorSelector(actor, (snapshot) => isAdding(snapshot, variantId));
  return (
    <ProductButton
      {...rest}
      state={state === 'add_to_bag' && adding ? 'adding' : state}
      onAction={(action) => {
        if (action === 'add_to_bag') actor.send({ type: 'ADD', variantId });
        else onMember(action);
      }}
    />
  );
}
