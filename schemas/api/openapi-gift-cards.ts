/** The e-gift card endpoints of the OpenAPI document (see openapi.ts for the shape). */
import * as G from './gift-cards';
import { OrderResponse } from './orders';
import { KEY_HEADER } from './openapi-orders';
import type { EndpointSpec } from './openapi';

const BAG_CARD = 'The card applied to the bag (masked code, balance, what this order takes from it, what stays on it) and the bag, whose `totals.giftCardRedeemed` is what the card pays.';
const codeErrors = { 404: `"${G.GIFT_CARD_MESSAGES.invalidCode}"`, 429: 'Too many unknown codes were tried from this address or browser lately; `Retry-After` says when to try again.' } as const;

export const GIFT_CARD_ENDPOINTS: readonly EndpointSpec[] = [
  {
    method: 'post', path: '/gift-cards', operationId: 'buyGiftCard', tag: 'Gift cards', summary: 'Buy an e-gift card',
    description: 'Places an order of one e-gift card (delivered by email), paid with one of the country’s payment methods other than a gift card. The card is issued and emailed to the recipient when the payment is paid. 201 for a new order, 200 when the key had already placed it.',
    extraParameters: [KEY_HEADER], body: G.BuyGiftCardBody, response: OrderResponse, successStatus: 201, responseDescription: 'The order with its payment instructions.',
    errors: { 400: `A field fails its schema ("Character limit exceeded", "Invalid email"), the amount is outside the country’s limits ("${G.GIFT_CARD_MESSAGES.amountOutOfRange}", with \`min\` and \`max\`), or the payment method is not offered.`, 403: true, 404: `"${G.GIFT_CARD_MESSAGES.notSold}"`, 413: true, 422: 'The Idempotency-Key was used for a different order.', 500: true },
  },
  {
    method: 'get', path: '/gift-cards/{code}/balance', operationId: 'getGiftCardBalance', tag: 'Gift cards', summary: 'A card’s balance',
    pathParams: G.GiftCardCodeParams, parameterDocs: { code: 'The card’s code, with or without dashes, any case.' }, response: G.GiftCardBalanceResponse,
    responseDescription: 'Balance (minor units), currency and expiry; nothing else about the card.', errors: { 400: true, ...codeErrors, 500: true }, localized: false,
  },
  { method: 'get', path: '/cart/gift-card', operationId: 'getBagGiftCard', tag: 'Gift cards', summary: 'The card applied to the bag', response: G.BagGiftCardResponse, responseDescription: BAG_CARD, errors: { 400: true, 500: true } },
  {
    method: 'post', path: '/cart/gift-card', operationId: 'applyGiftCard', tag: 'Gift cards', summary: 'Apply an e-gift card to the bag',
    description: 'One card per bag: a new code replaces the card applied before. Placing the order takes the redeemed amount off the card; when the card covers the whole total the order is paid at once.',
    body: G.ApplyGiftCardBody, response: G.BagGiftCardResponse, responseDescription: BAG_CARD,
    errors: { 400: true, 403: true, ...codeErrors, 413: true, 422: `"${G.GIFT_CARD_MESSAGES.otherCountry}", "${G.GIFT_CARD_MESSAGES.expired}" or "${G.GIFT_CARD_MESSAGES.empty}".`, 500: true },
  },
  { method: 'delete', path: '/cart/gift-card', operationId: 'removeGiftCard', tag: 'Gift cards', summary: 'Take the card off the bag', response: G.BagGiftCardResponse, responseDescription: BAG_CARD, errors: { 400: true, 403: true, 500: true } },
];
