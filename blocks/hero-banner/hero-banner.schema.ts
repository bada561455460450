/**
 * A `heroBanner` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'heroBanner',
  description: 'Normalized fields of a hero banner entry: a large image, heading, optional copy and one call to action.',
  type: 'object',
  additionalProperties: false,
  required: ['heading', 'image'],
  contentful: { contentType: 'heroBanner' },
  properties: {
    eyebrow: { type: 'string', minLength: 1, maxLength: 60, contentful: { localized: true } },
    heading: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    body: { type: 'string', minLength: 1, maxLength: 600, contentful: { type: 'Text', localized: true } },
    image: { $ref: 'common#/definitions/imageAsset' },
    ctaLabel: { type: 'string', minLength: 1, maxLength: 40, contentful: { localized: true } },
    ctaHref: { $ref: 'common#/definitions/href' },
    theme: { type: 'string', enum: ['light', 'dark'] },
  },
  dependencies: { ctaLabel: ['ctaHref'], ctaHref: ['ctaLabel'] },
} as const satisfies CmsSchema;
