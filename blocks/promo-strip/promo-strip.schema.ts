/**
 * A `promoStrip` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Promo strip block fields (normalized)',
  description: 'A full-width strip with a short offer, an optional link and an optional promo code to copy. href takes https://, http://, mailto:, tel:, a store path (/…) or a fragment (#…).',
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  contentful: { contentType: 'promoStrip' },
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 160, pattern: '\\S', contentful: { localized: true } },
    href: { type: 'string', maxLength: 2048, pattern: '^(?:https?://|mailto:|tel:|/(?![/\\\\])|#)\\S*$' },
    code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' },
    tone: { enum: ['accent', 'ink'], default: 'ink' },
  },
} as const satisfies CmsSchema;
