/**
 * A `legalSection` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Legal section block fields (normalized)',
  description: 'One collapsible section of a legal page (terms, privacy). The body is a Contentful rich-text document, checked loosely; its definitions are the rich-text block\'s.',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'body'],
  contentful: { contentType: 'legalSection' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S', contentful: { localized: true } },
    body: { $ref: 'common#/definitions/richTextDocument', contentful: { localized: true } },
  },
} as const satisfies CmsSchema;
