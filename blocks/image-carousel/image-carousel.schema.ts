/**
 * A `imageCarousel` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'imageCarousel',
  description: 'Normalized fields of an image carousel entry: an optional title and 1 to 12 linked carouselSlide entries.',
  type: 'object',
  additionalProperties: false,
  required: ['slides'],
  contentful: { contentType: 'imageCarousel' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    slides: { type: 'array', minItems: 1, maxItems: 12, items: { $ref: '#/definitions/carouselSlide' } },
  },
  definitions: {
    carouselSlide: {
      description: 'A linked carouselSlide entry, normalized: { id, contentType, fields }.',
      type: 'object',
      additionalProperties: false,
      required: ['id', 'contentType', 'fields'],
      properties: {
        id: { type: 'string', minLength: 1 },
        contentType: { type: 'string', enum: ['carouselSlide'] },
        fields: {
          type: 'object',
          additionalProperties: false,
          required: ['image'],
          contentful: { contentType: 'carouselSlide' },
          properties: {
            image: { $ref: 'common#/definitions/imageAsset' },
            heading: { type: 'string', minLength: 1, maxLength: 80, contentful: { localized: true } },
            href: { $ref: 'common#/definitions/href' },
          },
        },
      },
    },
  },
} as const satisfies CmsSchema;
