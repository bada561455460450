/**
 * A `productListing` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'productListing',
  description: 'A product grid with filters, sort, result count and show more: the products of a category path, a brand, the sale or what is new (or all of them).',
  type: 'object',
  additionalProperties: false,
  contentful: { contentType: 'productListing' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    category: {
      description: 'A category path of one to three slugs, e.g. makeup or makeup/lips/lipstick.',
      type: 'string',
      maxLength: 200,
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$',
    },
    brand: { description: 'A brand slug.', type: 'string', maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
    source: {
      description: 'all products (default), only discounted ones, or only new ones.',
      type: 'string',
      enum: ['all', 'sale', 'new'],
    },
    pageSize: {
      description: 'Products per page (default 24; 8 is two rows of four).',
      type: 'integer',
      minimum: 8,
      maximum: 48,
    },
  },
} as const satisfies CmsSchema;
