/**
 * A `brandGrid` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'brandGrid',
  description: 'A grid of brands (logos where the CMS has one, else names) linking to their brand pages: the brands listed, in order, or every brand A–Z.',
  type: 'object',
  additionalProperties: false,
  contentful: { contentType: 'brandGrid' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    brandSlugs: {
      type: 'array',
      minItems: 1,
      maxItems: 48,
      uniqueItems: true,
      items: { type: 'string', maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' },
    },
    limit: { description: 'At most this many brands (default 12).', type: 'integer', minimum: 1, maximum: 48 },
  },
} as const satisfies CmsSchema;
