import { subscribe } from '@/commerce/waitlist/subscriptions';
import { parseJsonBody } from '@/server/api/handler';
import { listSubscriptionsRoute, memberRoute, subscriptionsAnswer } from '@/server/waitlist/subscription-route';
import { SUBSCRIPTION_MESSAGES, SubscribeBody } from '@/schemas/api/bag';

/** `GET notification-subscription/subscribe`: the member's subscriptions, as the root's list (SPEC §7 list, create). */
export const GET = listSubscriptionsRoute;

/** `POST notification-subscription/subscribe`: "Waitlist me" or "Remind me" for a variant in the country. */
export const POST = memberRoute(async (input) => {
  const body = await parseJsonBody(input.request, SubscribeBody);
  if (!body.ok) return body.response;
  await subscribe(input.pool, input.accountId, body.data.variantId, input.locale.country.code, body.data.kind);
  return subscriptionsAnswer(input, undefined, body.data.kind === 'waitlist' ? SUBSCRIPTION_MESSAGES.waitlisted : SUBSCRIPTION_MESSAGES.notifyMeRegistered);
});
