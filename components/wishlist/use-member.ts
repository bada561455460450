'use client';

/**
 * The hooks the hearts and product buttons share: the notification centre when there is one (a card in a
 * story or test renders without it), and the page context handed to the member's lazy actions.
 */
import { useMemo } from 'react';
import { NotificationsContext } from '../notifications/notifications-context';
import type { ProductButtonLabels } from '../product-card/labels';
import type { MemberContext, MemberNotify } from './member-store';

type CentreRef = ReturnType<typeof NotificationsContext.useActorRef>;

/** `useNotify()` that answers undefined outside a `NotificationsProvider` instead of throwing. */
function useOptionalCentre(): CentreRef | undefined {
  try {
    return NotificationsContext.useActorRef();
  } catch {
    return undefined;
  }
}

export function useMemberContext(labels: ProductButtonLabels): MemberContext {
  const centre = useOptionalCentre();
  return useMemo(() => {
    const notify: MemberNotify | undefined = centre ? (item) => centre.send({ type: 'NOTIFY', item, at: Date.now() }) : undefined;
    return { labels, notify };
  }, [centre, labels]);
}
