/** The bag and wish-list endpoints of the OpenAPI document (see openapi.ts for the shape). */
import * as B from './bag';
import type { EndpointSpec } from './openapi';

const BAG_ANSWER = 'The bag: priced lines, promotions, totals, gift choices, samples and checkout state; `message` is the success text to show, when there is one.';
const lineId = { id: 'The bag line id.' };
const errors = (extra: EndpointSpec['errors'] = {}): EndpointSpec['errors'] => ({ 400: true, 500: true, ...extra });
const mutation = (extra: EndpointSpec['errors'] = {}): EndpointSpec['errors'] => errors({ 403: true, 413: true, ...extra });

/** Every bag endpoint answers with the bag of the signed-in member, else of the browser (its `device-id` cookie, set on the first visit). */
export const BAG_ENDPOINTS: readonly EndpointSpec[] = [
  { method: 'get', path: '/cart', operationId: 'getCart', tag: 'Bag', summary: 'The bag', response: B.BagResponse, responseDescription: BAG_ANSWER, errors: errors() },
  { method: 'get', path: '/cart/bag', operationId: 'getBag', tag: 'Bag', summary: 'The bag (same as `cart`)', response: B.BagResponse, responseDescription: BAG_ANSWER, errors: errors() },
  { method: 'get', path: '/cart/items-count', operationId: 'getItemsCount', tag: 'Bag', summary: 'How many products the bag holds', response: B.ItemsCountResponse, responseDescription: 'The count the header shows.', errors: errors() },
  {
    method: 'post', path: '/cart/line-items', operationId: 'addLineItem', tag: 'Bag', summary: 'Add a product, or choose a gift',
    description: `Adds \`quantity\` (1–${B.MAX_LINE_QUANTITY}) of a variant within the stock left; with \`promotionId\`, chooses a gift of a gift-with-purchase offer the bag qualifies for.`,
    body: B.LineItemCreate, response: B.BagResponse, successStatus: 201, responseDescription: BAG_ANSWER,
    errors: mutation({ 404: 'The variant is not sold in the country, or the offer or gift is not available to this bag.', 409: 'Not enough stock ("Only N left"), coming soon, or the offer’s gifts are all chosen.' }),
  },
  {
    method: 'put', path: '/cart/line-items/{id}', operationId: 'updateLineItem', tag: 'Bag', summary: 'Change a product line’s quantity',
    pathParams: B.LineItemParams, parameterDocs: lineId, body: B.LineItemUpdate, response: B.BagResponse, responseDescription: BAG_ANSWER,
    errors: mutation({ 404: 'No such line in this bag.', 409: 'Not enough stock, or the line is not a product.' }),
  },
  {
    method: 'delete', path: '/cart/line-items/{id}', operationId: 'removeLineItem', tag: 'Bag', summary: 'Remove a line, or move it to the wish list',
    description: 'Removing a chosen gift removes every gift of its offer and the promo code that granted it (the bag asks the shopper to confirm first).',
    pathParams: B.LineItemParams, query: B.LineItemDeleteQuery, parameterDocs: { ...lineId, move_to: '`wishlist`: keep the product on the member’s wish list.' },
    response: B.BagResponse, responseDescription: BAG_ANSWER, errors: mutation({ 401: 'Moving to the wish list needs a signed-in member.', 404: 'No such line in this bag.' }), access: 'optionalMember',
  },
  {
    method: 'post', path: '/cart/discount-coupon', operationId: 'applyDiscountCoupon', tag: 'Bag', summary: 'Apply a promo code',
    description: 'Codes are case sensitive; one per order.', body: B.DiscountCouponCreate, response: B.BagResponse, responseDescription: `${BAG_ANSWER} Message "${B.BAG_MESSAGES.promoAdded}".`,
    errors: mutation({ 409: `"${B.BAG_MESSAGES.onePromoPerOrder}"`, 422: `"${B.BAG_MESSAGES.promotionInvalid}" with \`reason\` and the \`help\` list. A code that exists but does not apply answers as one that does not exist (\`not_found\`) unless it is listed or this bag has had it applied.`, 429: 'Too many codes that did not apply, from this address or on this bag.' }),
    errorBodies: { 422: B.InvalidPromotion },
  },
  { method: 'delete', path: '/cart/discount-coupon', operationId: 'removeDiscountCoupon', tag: 'Bag', summary: 'Remove the promo code (and the gifts it granted)', response: B.BagResponse, responseDescription: BAG_ANSWER, errors: mutation() },
  { method: 'get', path: '/cart/offers', operationId: 'listOffers', tag: 'Bag', summary: 'Promotions of the country, with terms and whether the bag qualifies', response: B.OffersResponse, responseDescription: 'The promotions.', errors: errors() },
  { method: 'get', path: '/cart/samples', operationId: 'listSamples', tag: 'Bag', summary: 'Free samples', response: B.SamplesResponse, responseDescription: 'The samples, what is left and what the bag chose.', errors: errors() },
  {
    method: 'post', path: '/cart/samples', operationId: 'addSample', tag: 'Bag', summary: 'Add a free sample', body: B.SampleCreate, response: B.BagResponse, successStatus: 201,
    responseDescription: `${BAG_ANSWER} Message "${B.BAG_MESSAGES.sampleAdded}".`, errors: mutation({ 404: `"${B.BAG_MESSAGES.offerNotFound}"`, 409: `"${B.BAG_MESSAGES.notAvailable}" (with \`restock\`), the country’s limit, or click and collect.` }),
  },
  { method: 'get', path: '/cart/beauty-pass-offers', operationId: 'listBeautyPassOffers', tag: 'Bag', summary: 'Beauty Pass rewards (under 500 points, 500 and above)', response: B.RewardsResponse, responseDescription: 'The rewards and the member’s points balance.', errors: errors() },
  {
    method: 'post', path: '/cart/beauty-pass-offers', operationId: 'redeemBeautyPassOffer', tag: 'Bag', summary: 'Redeem a reward into the bag', body: B.RewardCreate, response: B.BagResponse, successStatus: 201,
    responseDescription: `${BAG_ANSWER} Message "${B.BAG_MESSAGES.rewardAdded}".`,
    errors: mutation({ 401: `"${B.BAG_MESSAGES.signInToRedeem}"`, 404: `"${B.BAG_MESSAGES.offerNotFound}"`, 409: `"${B.BAG_MESSAGES.notAvailable}" (none left, with \`restock\`), one reward per transaction, not enough points, or not for click and collect.` }),
  },
  { method: 'get', path: '/rewards', operationId: 'listRewards', tag: 'Beauty Pass', summary: 'The rewards boutique (up to 499 points, 500 and above)', description: 'The same rewards and service as `cart/beauty-pass-offers`.', response: B.RewardsResponse, responseDescription: 'The country’s rewards with points, stock state and whether each is in the bag, and the member’s points balance (null for a guest).', errors: errors() },
  {
    method: 'post', path: '/rewards', operationId: 'redeemReward', tag: 'Beauty Pass', summary: 'Redeem a reward into the bag', description: 'The same service as `POST cart/beauty-pass-offers`: members only, one per transaction, within the points balance, quantities limited.', body: B.RewardCreate, response: B.BagResponse, successStatus: 201,
    responseDescription: `${BAG_ANSWER} Message "${B.BAG_MESSAGES.rewardAdded}".`,
    errors: mutation({ 401: `"${B.BAG_MESSAGES.signInToRedeem}"`, 404: `"${B.BAG_MESSAGES.offerNotFound}"`, 409: `"${B.BAG_MESSAGES.notAvailable}" (none left, with \`restock\`), one reward per transaction, not enough points, or not for click and collect.` }),
  },
  { method: 'get', path: '/multiple-gwps', operationId: 'listGiftChoices', tag: 'Bag', summary: 'Gift-with-purchase choices', response: B.GiftChoicesResponse, responseDescription: 'The gift choices of every offer the bag qualifies for.', errors: errors() },
  { method: 'get', path: '/wishlist', operationId: 'getWishList', tag: 'Bag', summary: 'The member’s wish list', response: B.WishListResponse, responseDescription: 'Newest first.', errors: errors({ 401: true, 404: true }) },
  { method: 'put', path: '/wishlist', operationId: 'updateWishList', tag: 'Bag', summary: 'Keep or drop a variant on the wish list', body: B.WishListUpdate, response: B.WishListResponse, responseDescription: `The wish list; message "${B.BAG_MESSAGES.addedToWishList}" when kept.`, errors: mutation({ 401: true, 404: true }) },
  { method: 'get', path: '/waitlist', operationId: 'getWaitlist', tag: 'Waitlist', summary: 'The member’s waitlist in the country', response: B.SubscriptionsResponse, responseDescription: 'Active and past entries, newest first.', errors: errors({ 401: true, 404: true }) },
  {
    method: 'put', path: '/waitlist', operationId: 'updateWaitlist', tag: 'Waitlist', summary: 'Waitlist me, or leave the waitlist', body: B.WaitlistUpdate, response: B.SubscriptionsResponse,
    responseDescription: `The waitlist; message "${B.SUBSCRIPTION_MESSAGES.waitlisted}".`, errors: mutation({ 401: true, 404: 'The variant is not sold in the country.', 409: 'The product is in stock or coming soon.' }),
  },
  { method: 'get', path: '/notification-subscription', operationId: 'listSubscriptions', tag: 'Waitlist', summary: 'Every waitlist and notify-me subscription of the member', response: B.SubscriptionsResponse, responseDescription: 'Newest first.', errors: errors({ 401: true, 404: true }) },
  { method: 'post', path: '/notification-subscription', operationId: 'changeSubscription', tag: 'Waitlist', summary: 'Cancel one of the member’s subscriptions', body: B.SubscriptionChange, response: B.SubscriptionsResponse, responseDescription: 'The subscriptions.', errors: mutation({ 401: true, 404: 'No such subscription of this member.' }) },
  { method: 'get', path: '/notification-subscription/subscribe', operationId: 'listSubscribed', tag: 'Waitlist', summary: 'Every waitlist and notify-me subscription of the member (as GET /notification-subscription)', response: B.SubscriptionsResponse, responseDescription: 'Newest first.', errors: errors({ 401: true, 404: true }) },
  {
    method: 'post', path: '/notification-subscription/subscribe', operationId: 'subscribe', tag: 'Waitlist', summary: 'Waitlist me (out of stock) or remind me (coming soon)', body: B.SubscribeBody, response: B.SubscriptionsResponse,
    responseDescription: `The subscriptions; message "${B.SUBSCRIPTION_MESSAGES.waitlisted}" or "${B.SUBSCRIPTION_MESSAGES.notifyMeRegistered}".`, errors: mutation({ 401: true, 404: 'The variant is not sold in the country.', 409: 'The product is not out of stock (waitlist) or not coming soon (remind me).' }),
  },
];
