import { cancelSubscription, subscribe } from '@/commerce/waitlist/subscriptions';
import { parseJsonBody } from '@/server/api/handler';
import { memberRoute, subscriptionsAnswer } from '@/server/waitlist/subscription-route';
import { SUBSCRIPTION_MESSAGES, WaitlistUpdate } from '@/schemas/api/bag';

/** `GET waitlist`: the member's waitlist in the country (active and past entries, newest first). */
export const GET = memberRoute(async (input) => subscriptionsAnswer(input, 'waitlist'));

/** `PUT waitlist`: "Waitlist me" (`waitlisted: true`, for a variant out of stock) or leave the waitlist. */
export const PUT = memberRoute(async (input) => {
  const body = await parseJsonBody(input.request, WaitlistUpdate);
  if (!body.ok) return body.response;
  const where = { variantId: body.data.variantId, country: input.locale.country.code, kind: 'waitlist' as const };
  if (body.data.waitlisted) await subscribe(input.pool, input.accountId, where.variantId, where.country, 'waitlist');
  else await cancelSubscription(input.pool, input.accountId, where);
  return subscriptionsAnswer(input, 'waitlist', body.data.waitlisted ? SUBSCRIPTION_MESSAGES.waitlisted : SUBSCRIPTION_MESSAGES.cancelled);
});
