/**
 * A `storeLocatorTeaser` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'storeLocatorTeaser',
  description: 'Normalized fields of a store locator teaser entry. The link always goes to the store locator, so there is no href field.',
  type: 'object',
  additionalProperties: false,
  required: ['heading'],
  contentful: { contentType: 'storeLocatorTeaser' },
  properties: {
    heading: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    body: { type: 'string', minLength: 1, maxLength: 600, contentful: { type: 'Text', localized: true } },
    ctaLabel: { type: 'string', minLength: 1, maxLength: 40, contentful: { localized: true } },
    image: { $ref: 'common#/definitions/imageAsset' },
  },
} as const satisfies CmsSchema;
