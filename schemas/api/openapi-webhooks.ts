/**
 * The incoming webhooks (`app/api/revalidate`, `app/api/revalidate/catalog`, `app/api/payments/webhook`), in the same
 * document as the web API but under their own server `/api`, each with the secret or signature it checks.
 */
import * as W from './webhooks';
import type { EndpointSpec } from './openapi';

const WEBHOOKS = { base: '/api', tag: 'Webhooks', localized: false } as const;

export const WEBHOOK_ENDPOINTS: readonly EndpointSpec[] = [
  {
    ...WEBHOOKS,
    method: 'post', path: '/revalidate', operationId: 'contentChanged', summary: 'Content was published or changed (content service webhook)',
    description: 'Contentful’s webhook shape: `X-Contentful-Topic` `ContentManagement.Entry.*` or `ContentManagement.Asset.*`, the entry in the body. Expires at once the cache tags of the entry (its pages, brand, layout), so the next request renders fresh content.',
    extraParameters: [{ name: 'X-Contentful-Topic', in: 'header', required: true, description: 'What happened, e.g. `ContentManagement.Entry.publish`.', schema: { type: 'string' } }],
    body: W.ContentWebhookBody, response: W.RevalidatedResponse, responseDescription: 'The cache tags expired.',
    errors: { 400: 'A topic that is not an entry or asset change, or a body that is not an entry.', 401: '"Authentication failed." (no or a wrong secret).' },
    access: 'contentWebhook',
  },
  {
    ...WEBHOOKS,
    method: 'post', path: '/revalidate/catalog', operationId: 'catalogChanged', summary: 'Products changed outside the store (restock command, import)',
    description: 'Expires at once the cached pages and listings of the named products, so stock and prices show fresh.',
    body: W.CatalogRevalidateBody, response: W.RevalidatedResponse, responseDescription: 'The cache tags expired.',
    errors: { 400: 'The body is not `{ productSlugs: [...] }` (1–500 product slugs).', 401: '"Authentication failed." (no or a wrong secret).' },
    access: 'catalogWebhook',
  },
  {
    ...WEBHOOKS,
    method: 'post', path: '/payments/webhook', operationId: 'paymentEvent', summary: 'A payment provider event',
    description: 'Moves a payment and its order (paid, failed, expired…); applied once per event `id`: a replay answers 200 and changes nothing.',
    body: W.ProviderEventBody, response: W.ProviderEventResponse, responseDescription: 'Whether the event was applied, and the order’s status.',
    errors: { 400: 'The body is not an event.', 401: 'The signature does not match the body.', 403: true, 413: true, 500: true },
    access: 'paymentWebhook',
  },
];
