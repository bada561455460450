/**
 * The store's incoming webhooks (outside `/api/web/v1`, documented in the same OpenAPI document with their own
 * server `/api`): the content webhook and the catalogue refresh (a shared secret in a header), and the payment
 * provider's events (an HMAC-SHA256 signature of the raw body). Their bodies, shared by the routes and the document.
 */
import { z } from 'zod';
import { SandboxPaymentEventBody } from './orders';

const localized = z.record(z.string(), z.unknown());

/** `POST /api/revalidate`: a Contentful entry or asset, as Contentful's webhook sends it. */
export const ContentWebhookBody = z.object({
  sys: z.object({
    id: z.string().min(1),
    type: z.string().optional(),
    contentType: z.object({ sys: z.object({ id: z.string() }) }).optional(),
  }),
  fields: z.record(z.string(), localized).optional(),
});

/** `POST /api/revalidate/catalog`: the products whose cached pages and listings expire. */
export const CatalogRevalidateBody = z.object({ productSlugs: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a product slug')).min(1).max(500) });

/** Both revalidation webhooks answer the cache tags they expired. */
export const RevalidatedResponse = z.object({ revalidated: z.array(z.string()) });

/** `POST /api/payments/webhook`: one provider event (applied once per `id`). */
export const ProviderEventBody = z.object({
  id: z.string().min(1).max(200),
  paymentId: z.string().regex(/^\d+$/),
  type: SandboxPaymentEventBody.shape.type,
});

/** What applying an event did: applied (the order's new status), or not and why (a replay changes nothing). */
export const ProviderEventResponse = z.object({
  applied: z.boolean(),
  status: z.string().optional(),
  reason: z.enum(['replayed', 'not_allowed', 'unknown_payment']).optional(),
});
