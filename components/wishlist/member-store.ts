/**
 * What the signed-in member has marked, shared by every heart and product button of the page: the wished
 * variants and the active waitlist / remind-me subscriptions. A plain external store (read with
 * `useSyncExternalStore`), so a card carries only a few lines of code: the API client, the sign-in redirect
 * and the completion of a guest's intent after sign-in live in `member-actions.ts`, a chunk loaded on the
 * first interaction, or at once when the `jwt-data` cookie says the shopper is signed in (SPEC §6: only then
 * is the member's state asked for).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { ProductButtonLabels } from '../product-card/labels';
import { hasSession } from '../account/session';

export type SubscriptionKind = 'waitlist' | 'remind_me';
/** What a page asks the API for: the wish list (hearts) or the subscriptions (waitlist and remind-me buttons). */
export type MemberList = 'wishlist' | 'subscriptions';

export interface MemberState {
  wished: ReadonlySet<number>;
  /** Active subscriptions by variant. */
  subscribed: ReadonlyMap<number, SubscriptionKind>;
  /** Keys of the calls under way: `wish:<variant>`, `waitlist:<variant>`, `remind_me:<variant>`. */
  pending: ReadonlySet<string>;
}

/** A toast, as the notification centre takes it (`useNotify`); absent outside a `NotificationsProvider`. */
export type MemberNotify = (item: { type: 'success' | 'error'; title: string }) => void;

/** What the lazy actions need from the page: translated messages and the notification centre. */
export interface MemberContext {
  labels: Pick<ProductButtonLabels, 'wishAdded' | 'waitlisted' | 'registered' | 'failed'>;
  notify?: MemberNotify;
}

const EMPTY: MemberState = { wished: new Set(), subscribed: new Map(), pending: new Set() };
let state: MemberState = EMPTY;
const listeners = new Set<() => void>();
const started = new Set<MemberList>();
let context: MemberContext | undefined;

export const memberSnapshot = (): MemberState => state;
const serverSnapshot = (): MemberState => EMPTY;

export function subscribeMember(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setMemberState(change: (current: MemberState) => Partial<MemberState>): void {
  state = { ...state, ...change(state) };
  for (const listener of listeners) listener();
}

/** Tests start each case afresh. */
export function resetMemberStore(): void {
  state = EMPTY;
  started.clear();
  context = undefined;
  for (const listener of listeners) listener();
}

const actions = () => import('./member-actions');

/**
 * Called by the page's hearts and buttons once mounted: the first of each list loads it (signed in only) and
 * completes what a guest asked for before signing in (`?wish=`, `?waitlist=`, `?remind=` in the URL).
 */
export function startMember(list: MemberList, ctx: MemberContext): void {
  context ??= ctx;
  if (started.has(list) || !hasSession()) return;
  started.add(list);
  void actions().then((m) => m.loadList(list, context!));
}

/** Hearts: adds or removes a variant (a guest is sent to sign in first). */
export function toggleWish(variantId: number, ctx: MemberContext): void {
  context ??= ctx;
  void actions().then((m) => m.toggleWish(variantId, ctx));
}

/** "Waitlist me" and "Remind me" (a guest is sent to sign in first). */
export function subscribeTo(variantId: number, kind: SubscriptionKind, ctx: MemberContext): void {
  context ??= ctx;
  void actions().then((m) => m.subscribeTo(variantId, kind, ctx));
}

/** The member state of this page, after `list` is loaded when the shopper is signed in. */
export function useMemberState(list: MemberList | null, ctx: MemberContext): MemberState {
  const snapshot = useSyncExternalStore(subscribeMember, memberSnapshot, serverSnapshot);
  useEffect(() => {
    if (list) startMember(list, ctx);
  }, [list, ctx]);
  return snapshot;
}
