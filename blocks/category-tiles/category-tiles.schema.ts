/**
 * A `categoryTiles` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'categoryTiles',
  description: 'Normalized fields of a category tiles entry: an optional title and 1 to 12 linked categoryTile entries.',
  type: 'object',
  additionalProperties: false,
  required: ['tiles'],
  contentful: { contentType: 'categoryTiles' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    tiles: { type: 'array', minItems: 1, maxItems: 12, items: { $ref: '#/definitions/categoryTile' } },
  },
  definitions: {
    categoryTile: {
      description: 'A linked categoryTile entry, normalized: { id, contentType, fields }.',
      type: 'object',
      additionalProperties: false,
      required: ['id', 'contentType', 'fields'],
      properties: {
        id: { type: 'string', minLength: 1 },
        contentType: { type: 'string', enum: ['categoryTile'] },
        fields: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'href'],
          contentful: { contentType: 'categoryTile' },
          properties: {
            label: { type: 'string', minLength: 1, maxLength: 40, contentful: { localized: true } },
            image: { $ref: 'common#/definitions/decorativeImageAsset' },
            href: { $ref: 'common#/definitions/href' },
          },
        },
      },
    },
  },
} as const satisfies CmsSchema;
