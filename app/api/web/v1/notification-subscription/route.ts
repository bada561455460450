import { cancelSubscription } from '@/commerce/waitlist/subscriptions';
import { parseJsonBody } from '@/server/api/handler';
import { listSubscriptionsRoute, memberRoute, subscriptionsAnswer } from '@/server/waitlist/subscription-route';
import { SUBSCRIPTION_MESSAGES, SubscriptionChange } from '@/schemas/api/bag';

/** `GET notification-subscription`: every waitlist and notify-me subscription of the member in the country. */
export const GET = listSubscriptionsRoute;

/** `POST notification-subscription`: `{ id, action: 'cancel' }` cancels one of the member's own subscriptions. */
export const POST = memberRoute(async (input) => {
  const body = await parseJsonBody(input.request, SubscriptionChange);
  if (!body.ok) return body.response;
  await cancelSubscription(input.pool, input.accountId, { id: body.data.id });
  return subscriptionsAnswer(input, undefined, SUBSCRIPTION_MESSAGES.cancelled);
});
