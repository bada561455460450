/**
 * A `video` entry's fields as the renderer receives them (links resolved, assets as ContentAssets): what
 * the renderer validates, the content type the content source stores (renderer/content-types.ts) and the
 * block's props type (`FieldsOf`), from this one object.
 */
import type { CmsSchema } from '@/schemas/cms/common.schema';

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'video',
  description: 'Normalized fields of a video entry: a title, a poster image, the film\'s source and optional captions.',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'poster', 'src'],
  contentful: { contentType: 'video' },
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, contentful: { localized: true } },
    poster: { $ref: 'common#/definitions/imageAsset' },
    src: { $ref: 'common#/definitions/href' },
    captionsSrc: { $ref: 'common#/definitions/href' },
    caption: { type: 'string', minLength: 1, maxLength: 300, contentful: { type: 'Text', localized: true } },
  },
} as const satisfies CmsSchema;
