/**
 * A `imageWithText` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'imageWithText',
  description: 'Normalized fields of an image-with-text entry: an image beside a heading, copy and an optional link.',
  type: 'object',
  additionalProperties: false,
  required: ['image', 'heading'],
  contentful: { contentType: 'imageWithText' },
  properties: {
    image: { $ref: 'common#/definitions/imageAsset' },
    heading: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    body: { type: 'string', minLength: 1, maxLength: 1200, contentful: { type: 'Text', localized: true } },
    ctaLabel: { type: 'string', minLength: 1, maxLength: 40, contentful: { localized: true } },
    ctaHref: { $ref: 'common#/definitions/href' },
    imagePosition: { type: 'string', enum: ['left', 'right'] },
  },
  dependencies: { ctaLabel: ['ctaHref'], ctaHref: ['ctaLabel'] },
} as const satisfies CmsSchema;
