/** The Beauty Pass perks endpoints of the OpenAPI document (issue 9; see openapi.ts for the shape). */
import { BagResponse, BAG_MESSAGES, InvalidPromotion } from './bag';
import type { EndpointSpec } from './openapi';
import * as P from './perks';

const mutation: EndpointSpec['errors'] = { 400: true, 403: true, 413: true, 500: true };

export const PERK_ENDPOINTS: readonly EndpointSpec[] = [
  {
    method: 'get', path: '/beauty-pass/offers', operationId: 'listMemberOffers', tag: 'Beauty Pass', summary: 'The member’s Beauty Pass offers',
    description: 'Offers from the member’s tier, birthday month, employee flag and joining day, each with its minimum spend, valid-till date and state (available, fully redeemed, expired, or automatic: a perk that applies by itself), and whether the bag meets its terms now.',
    response: P.MemberOffersResponse, responseDescription: 'The offers, soonest to expire first.', errors: { 400: true, 401: `"${BAG_MESSAGES.signInForOffers}"`, 500: true },
  },
  {
    method: 'post', path: '/cart/member-offer', operationId: 'applyMemberOffer', tag: 'Bag', summary: 'Apply a Beauty Pass offer to the bag',
    description: 'An offer takes the promo code’s place: one promotion per order. Like a code it does not stack with the staff discount (the better applies). Placing the order uses it once; a failed, expired or cancelled payment gives it back.',
    body: P.MemberOfferApply, response: BagResponse, responseDescription: `The bag; message "${BAG_MESSAGES.offerAdded}".`,
    errors: { ...mutation, 401: `"${BAG_MESSAGES.signInForOffers}"`, 404: `"${BAG_MESSAGES.offerNotFound}"`, 409: `"${BAG_MESSAGES.offerFullyRedeemed}", "${BAG_MESSAGES.codeInsteadOfOffer}", or a perk that applies by itself.`, 422: `"${BAG_MESSAGES.promotionInvalid}" with \`reason\` (min_spend, expired) and the \`help\` list.` },
    errorBodies: { 422: InvalidPromotion },
  },
  { method: 'delete', path: '/cart/member-offer', operationId: 'removeMemberOffer', tag: 'Bag', summary: 'Take the Beauty Pass offer off the bag', response: BagResponse, responseDescription: `The bag; message "${BAG_MESSAGES.offerRemoved}".`, errors: mutation },
  {
    method: 'get', path: '/beauty-pass/sale-prices', operationId: 'listMemberSalePrices', tag: 'Beauty Pass', summary: 'The sale prices the shopper may buy at now',
    description: 'Gold members buy sale prices from the sale’s gold start (early sale access), black members from its black start (Beauty Pass Sale access), everyone from its public start.',
    query: P.SalePricesQuery, parameterDocs: { variantIds: 'Comma-separated variant ids (1–100).' }, response: P.SalePricesResponse, responseDescription: 'The member’s tier and the variants with a sale price open to them.', errors: { 400: true, 500: true },
  },
  { method: 'get', path: '/beauty-pass/sales', operationId: 'listSales', tag: 'Beauty Pass', summary: 'Sales of the country and their members’ windows', response: P.SalesResponse, responseDescription: 'Sales that have not ended, with their prices.', errors: { 400: true, 500: true } },
];
