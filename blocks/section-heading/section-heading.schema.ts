/**
 * A `sectionHeading` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Section heading block fields (normalized)',
  description: 'A section heading (h2) with an optional subheading, or, without a heading, a vertical spacer. A subheading needs a heading; a spacer needs some space.',
  type: 'object',
  additionalProperties: false,
  contentful: { contentType: 'sectionHeading' },
  properties: {
    heading: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S', contentful: { localized: true } },
    subheading: { type: 'string', minLength: 1, maxLength: 240, pattern: '\\S', contentful: { localized: true } },
    spacing: { enum: ['none', 'small', 'large'], default: 'small' },
  },
  dependencies: { subheading: ['heading'] },
  if: { not: { required: ['heading'] } },
  then: { properties: { spacing: { enum: ['small', 'large'] } } },
} as const satisfies CmsSchema;
