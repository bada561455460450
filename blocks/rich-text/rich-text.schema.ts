/**
 * A `richText` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Rich text block fields (normalized)',
  description: 'A Contentful rich-text document. The shape is checked loosely (a document of nodes, text nodes with a value and marks); links are checked at render time by the scheme allow list.',
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  contentful: { contentType: 'richText' },
  properties: { body: { $ref: 'common#/definitions/richTextDocument', contentful: { localized: true } } },
} as const satisfies CmsSchema;
