/**
 * The member's calls behind the hearts and the waitlist / remind-me buttons (SPEC §7 `wishlist/`, `waitlist/`,
 * `notification-subscription/`), loaded on first use so that pages do not ship the API client in their
 * first-load JavaScript. A guest is sent to `/sign_in` with `return_to` holding the current path plus what
 * they asked for (`wish`, `waitlist` or `remind` = the variant); back on the page, signed in, the first list
 * loaded completes it and takes the parameter out of the URL. Reads are queries of the page's query layer
 * (SPEC §7's retries, 5 minutes fresh; `wishlist`, `notification-subscription`, `variants`), writes are mutations
 * (never retried) whose answers set those queries, or mark them stale where an answer lists only part.
 */
import { browserApiClient, type ApiLocale } from '../account/account-api';
import { hasSession } from '../account/session';
import { ApiError } from '@/lib/api-client/client';
import { splitLocalePrefix } from '@/lib/locale/paths';
import { SubscriptionsResponse, WishListResponse, type WishListItem } from '@/schemas/api/bag';
import { VariantsResponse } from '@/schemas/api/catalog';
import { memberSnapshot, setMemberState, type MemberContext, type MemberList, type SubscriptionKind } from './member-store';
import type { z } from 'zod';
import { fullNavigation } from '../account/location';
import { apiKey, pathKey } from '@/lib/api-client/query-keys';
import { pageQueryClient, readQuery, runMutation } from '../query/page-client';

type Subscription = z.infer<typeof SubscriptionsResponse>['items'][number];
type WishItem = z.infer<typeof WishListItem>;
export type PricedVariant = VariantsResponse['items'][number];

/** The query parameters that carry a guest's intent through sign-in. */
export const INTENT_PARAMS = { wish: 'wish', waitlist: 'waitlist', remind_me: 'remind' } as const;
type Intent = keyof typeof INTENT_PARAMS;

/** The page's country and language, from `<html lang>` (the root layout writes the country locale: `en-SG`, `zh-HK`). */
export function pageApiLocale(lang = document.documentElement.lang): ApiLocale {
  const [language, country] = lang.split('-');
  return { country: (country || 'sg').toLowerCase(), language: (language || 'en').toLowerCase() };
}

const client = () => browserApiClient(pageApiLocale());
const wishListKey = () => apiKey('wishlist', pageApiLocale());
const subscriptionsKey = () => apiKey('notification-subscription', pageApiLocale());

/** `/sign_in?return_to=<this page, with the intent>` in the page's language. */
export function signInUrl(intent: Partial<Record<Intent, number>>, location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const params = new URLSearchParams(location.search);
  for (const name of Object.values(INTENT_PARAMS)) params.delete(name);
  for (const [key, variantId] of Object.entries(intent)) params.set(INTENT_PARAMS[key as Intent], String(variantId));
  const query = params.toString();
  const { prefix } = splitLocalePrefix(location.pathname);
  return `${prefix ? `/${prefix}` : ''}/sign_in?return_to=${encodeURIComponent(location.pathname + (query ? `?${query}` : ''))}`;
}

/** Where the guest goes (a full navigation; the sign-in page brings them back). Replaced in tests. */
export let navigate = (url: string): void => fullNavigation(url);
export function setNavigate(next: (url: string) => void): void {
  navigate = next;
}

const signIn = (intent: Partial<Record<Intent, number>>) => navigate(signInUrl(intent));

function withPending(key: string, on: boolean) {
  setMemberState(({ pending }) => {
    const next = new Set(pending);
    if (on) next.add(key);
    else next.delete(key);
    return { pending: next };
  });
}

function applyWishList(items: readonly { variantId: number }[]) {
  setMemberState(() => ({ wished: new Set(items.map((i) => i.variantId)) }));
}

/** Takes the active subscriptions of the answer (only those of `kind` when the answer lists one kind). */
function applySubscriptions(items: readonly Subscription[], kind?: SubscriptionKind) {
  setMemberState(({ subscribed }) => {
    const next = new Map(kind ? [...subscribed].filter(([, k]) => k !== kind) : []);
    for (const item of items) if (item.status === 'active') next.set(item.variantId, item.kind);
    return { subscribed: next };
  });
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** A failed call: a lapsed login goes to sign-in with the intent, anything else is announced. */
function failed(error: unknown, ctx: MemberContext, intent: Partial<Record<Intent, number>>) {
  if (isUnauthorized(error)) return signIn(intent);
  ctx.notify?.({ type: 'error', title: ctx.labels.failed });
}

/**
 * Changes made per list: a read sent before a change and answered after it is older than the change's own
 * answer, so it is not applied (a slow first read must not undo a press made meanwhile).
 */
const changes: Record<MemberList, number> = { wishlist: 0, subscriptions: 0 };

export async function fetchWishList(): Promise<WishItem[]> {
  const before = changes.wishlist;
  const { items } = await readQuery(wishListKey(), (signal) => client().get('wishlist', { schema: WishListResponse, signal }));
  if (changes.wishlist === before) applyWishList(items);
  return items;
}

export async function fetchSubscriptions(): Promise<Subscription[]> {
  const before = changes.subscriptions;
  const { items } = await readQuery(subscriptionsKey(), (signal) => client().get('notification-subscription', { schema: SubscriptionsResponse, signal }));
  if (changes.subscriptions === before) applySubscriptions(items);
  return items;
}

/** Price and stock in the page's country for the given variants (50 per call); variants not sold here are left out. */
export async function fetchVariants(ids: readonly number[]): Promise<PricedVariant[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += 50) chunks.push(ids.slice(i, i + 50));
  const answers = await Promise.all(chunks.map((chunk) => readQuery(apiKey('variants', pageApiLocale(), { ids: chunk.join(',') }), (signal) => client().get('variants', { schema: VariantsResponse, query: { ids: chunk.join(',') }, signal }))));
  return answers.flatMap((a) => a.items);
}

let intentHandled = false;

/** Loads a list for the page (signed in), then completes a guest's intent once. */
export async function loadList(list: MemberList, ctx: MemberContext): Promise<void> {
  try {
    await (list === 'wishlist' ? fetchWishList() : fetchSubscriptions());
  } catch {
    // The page stays usable without the member's marks; a click tries again.
  }
  await completeIntent(ctx);
}

export async function completeIntent(ctx: MemberContext, location: Location = window.location): Promise<void> {
  if (intentHandled || !hasSession()) return;
  intentHandled = true;
  const params = new URLSearchParams(location.search);
  const asked = (Object.entries(INTENT_PARAMS) as [Intent, string][])
    .map(([intent, name]) => [intent, Number(params.get(name))] as const)
    .filter(([, id]) => Number.isInteger(id) && id > 0);
  if (!asked.length && !Object.values(INTENT_PARAMS).some((name) => params.has(name))) return;
  for (const name of Object.values(INTENT_PARAMS)) params.delete(name);
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  for (const [intent, variantId] of asked) {
    if (intent === 'wish') await setWish(variantId, true, ctx);
    else await subscribeTo(variantId, intent, ctx);
  }
}

/** Keeps (`saved`) or drops a variant; optimistic, rolled back when refused. */
export async function setWish(variantId: number, saved: boolean, ctx: MemberContext): Promise<boolean> {
  const key = `wish:${variantId}`;
  if (memberSnapshot().pending.has(key)) return false;
  const before = memberSnapshot().wished;
  changes.wishlist++;
  withPending(key, true);
  setMemberState(({ wished }) => {
    const next = new Set(wished);
    if (saved) next.add(variantId);
    else next.delete(variantId);
    return { wished: next };
  });
  try {
    const answer = await runMutation(() => client().put('wishlist', { variantId, saved }, { schema: WishListResponse }), undefined);
    pageQueryClient().setQueryData(wishListKey(), answer);
    applyWishList(answer.items);
    if (saved) ctx.notify?.({ type: 'success', title: ctx.labels.wishAdded });
    return true;
  } catch (error) {
    setMemberState(() => ({ wished: before }));
    failed(error, ctx, { wish: variantId });
    return false;
  } finally {
    withPending(key, false);
  }
}

export async function toggleWish(variantId: number, ctx: MemberContext): Promise<boolean> {
  if (!hasSession()) {
    signIn({ wish: variantId });
    return false;
  }
  return setWish(variantId, !memberSnapshot().wished.has(variantId), ctx);
}

/** "Waitlist me" (`PUT waitlist`) or "Remind me" (`POST notification-subscription/subscribe`). */
export async function subscribeTo(variantId: number, kind: SubscriptionKind, ctx: MemberContext): Promise<boolean> {
  if (!hasSession()) {
    signIn({ [kind]: variantId });
    return false;
  }
  const key = `${kind}:${variantId}`;
  if (memberSnapshot().pending.has(key)) return false;
  changes.subscriptions++;
  withPending(key, true);
  try {
    if (kind === 'waitlist') {
      applySubscriptions((await runMutation(() => client().put('waitlist', { variantId, waitlisted: true }, { schema: SubscriptionsResponse }), undefined)).items, 'waitlist');
    } else {
      applySubscriptions((await runMutation(() => client().post('notification-subscription/subscribe', { variantId, kind }, { schema: SubscriptionsResponse }), undefined)).items);
    }
    // The answer may list one kind only: the subscriptions are read afresh next time.
    void pageQueryClient().invalidateQueries({ queryKey: pathKey('notification-subscription') });
    ctx.notify?.({ type: 'success', title: kind === 'waitlist' ? ctx.labels.waitlisted : ctx.labels.registered });
    return true;
  } catch (error) {
    failed(error, ctx, { [kind]: variantId });
    return false;
  } finally {
    withPending(key, false);
  }
}

/** Cancels one of the member's subscriptions; the answer is every subscription of the country. */
export async function cancelSubscription(id: number): Promise<Subscription[]> {
  changes.subscriptions++;
  const answer = await runMutation(() => client().post('notification-subscription', { id, action: 'cancel' }, { schema: SubscriptionsResponse }), undefined);
  pageQueryClient().setQueryData(subscriptionsKey(), answer);
  const { items } = answer;
  applySubscriptions(items);
  return items;
}

/** Tests: forget that the intent was handled. */
export function resetActions(): void {
  intentHandled = false;
}
