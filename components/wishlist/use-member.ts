'use client';

/**
 * The hooks the hearts and product buttons share: the page's `notify` when there is a notification provider
 * (a card in a story or test renders without one), and the page context handed to the member's lazy actions.
 */
import { useContext, useMemo } from 'react';
import { NotifyContext } from '../notifications/notify-context';
import type { ProductButtonLabels } from '../product-card/labels';
import type { MemberContext } from './member-store';

export function useMemberContext(labels: ProductButtonLabels): MemberContext {
  // Not `useNotify()`: outside a provider there is simply nobody to tell.
  const notify = useContext(NotifyContext);
  return useMemo(() => ({ labels, notify: notify ?? undefined }), [notify, labels]);
}
