/**
 * A `productCarousel` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'productCarousel',
  description: 'A horizontally scrolling row of product cards: picked products (slugs or SKUs, in order) or a source (new, sale, bestsellers, top rated).',
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  contentful: { contentType: 'productCarousel' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    productRefs: {
      description: 'Product slugs or variant SKUs, in display order.',
      type: 'array',
      minItems: 1,
      maxItems: 24,
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' },
      contentful: { picker: 'products' },
    },
    source: { type: 'string', enum: ['new', 'sale', 'bestsellers', 'top_rated'] },
    limit: { description: 'At most this many products (default 12).', type: 'integer', minimum: 1, maximum: 24 },
  },
  anyOf: [{ required: ['productRefs'] }, { required: ['source'] }],
} as const satisfies CmsSchema;
