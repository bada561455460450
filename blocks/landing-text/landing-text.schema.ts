/**
 * A `landingText` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Landing text block fields (normalized)',
  description: 'Introductory text of a landing or category page, clamped to collapsedLines lines with Read more / Read less. Paragraphs are separated by a blank line; a single line break is kept.',
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  contentful: { contentType: 'landingText' },
  properties: {
    heading: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S', contentful: { localized: true } },
    body: {
      type: 'string',
      minLength: 1,
      maxLength: 10000,
      pattern: '\\S',
      contentful: { type: 'Text', localized: true },
    },
    collapsedLines: { type: 'integer', minimum: 1, maximum: 20, default: 4 },
  },
} as const satisfies CmsSchema;
