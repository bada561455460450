/**
 * Definitions shared by the CMS schemas (block fields, pages, variants): links, images, rich text, linked
 * entries. A schema refers to one with `{ $ref: 'common#/definitions/<name>' }`; the validator
 * (renderer/validate.ts) registers this schema once, and `FieldsOf` (renderer/types.ts) resolves the same
 * references for the block's props type.
 *
 * It is a TypeScript `as const` object, not a `.json` file, so that json-schema-to-ts can read its literal
 * types (a JSON import is typed with plain `string`s); it is still plain JSON Schema data (draft-07).
 *
 * The `contentful` annotation says how a field is stored in the content source; `renderer/content-types.ts`
 * generates each block's content type from it. Validators and type inference ignore it.
 */
import type { ExtendedJSONSchema } from 'json-schema-to-ts';

export interface ContentfulAnnotation {
  /** On the schema of an entry's fields: the content type's id (its name and display field can follow). */
  contentType?: string;
  /** The content type's name; defaults to the id in words (`heroBanner` → "Hero banner"). */
  name?: string;
  /** The field shown as the entry's title to editors; defaults to the first field. */
  displayField?: string;
  /** On a field: its Contentful type, when the JSON Schema alone does not say (`Text`: longer than 256 characters). */
  type?: 'Symbol' | 'Text' | 'RichText' | 'Object' | 'Link';
  linkType?: 'Asset' | 'Entry';
  /** On a field: a value per locale (default: one value for every locale). */
  localized?: boolean;
  /** On a field of product slugs (or SKUs): the studio picks them by a search of the catalogue instead of having them typed. */
  picker?: 'products';
}

/** A CMS JSON Schema: draft-07 plus the `contentful` annotation. */
export type CmsSchema = ExtendedJSONSchema<{ contentful: ContentfulAnnotation }>;

/** A site path starting with a single slash, or an https URL (no http, no `//host`, no other scheme). */
const SITE_PATH_OR_HTTPS = '^(?:/(?![/\\\\])|https://[^\\s/\\\\]+)[^\\s]*$';

/** The properties of an image asset; `title` is its alt text unless it has a description. */
const assetProperties = {
  id: { type: 'string', minLength: 1 },
  url: { type: 'string', maxLength: 2048, pattern: SITE_PATH_OR_HTTPS },
  title: { type: 'string', minLength: 1, maxLength: 200 },
  description: { type: 'string', maxLength: 300 },
  contentType: { type: 'string', pattern: '^image/' },
  width: { type: 'integer', minimum: 1 },
  height: { type: 'integer', minimum: 1 },
} as const;
const assetRequired = ['id', 'url', 'title', 'contentType', 'width', 'height'] as const;

export const commonSchema = {
  $id: 'common',
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Shared CMS definitions',
  definitions: {
    href: {
      description: 'A site path starting with a single slash (/pages/new, /cms/film.mp4), or an https URL.',
      type: 'string',
      maxLength: 2048,
      pattern: SITE_PATH_OR_HTTPS,
    },
    imageAsset: {
      description: 'A ContentAsset: an image with its intrinsic size and a title for its alt text.',
      type: 'object',
      additionalProperties: false,
      required: assetRequired,
      properties: assetProperties,
      contentful: { type: 'Link', linkType: 'Asset' },
    },
    decorativeImageAsset: {
      description: 'A ContentAsset shown beside text that names it (a tile image), so its title may be empty.',
      type: 'object',
      additionalProperties: false,
      required: assetRequired,
      properties: { ...assetProperties, title: { type: 'string', maxLength: 200 } },
      contentful: { type: 'Link', linkType: 'Asset' },
    },
    richTextDocument: {
      description: 'A Contentful rich-text document, checked loosely (a document of nodes, text nodes with a value and marks).',
      type: 'object',
      required: ['nodeType', 'content'],
      properties: {
        nodeType: { const: 'document' },
        data: { type: 'object' },
        content: { type: 'array', minItems: 1, items: { $ref: '#/definitions/richTextNode' } },
      },
      contentful: { type: 'RichText' },
    },
    richTextNode: {
      type: 'object',
      required: ['nodeType'],
      properties: { nodeType: { type: 'string', minLength: 1 }, data: { type: 'object' } },
      if: { properties: { nodeType: { const: 'text' } } },
      then: {
        required: ['value', 'marks'],
        properties: {
          value: { type: 'string' },
          marks: { type: 'array', items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } } },
        },
      },
      else: { required: ['content'], properties: { content: { type: 'array', items: { $ref: '#/definitions/richTextNode' } } } },
    },
    entry: {
      description: 'A linked entry of any content type, normalized: { id, contentType, fields } (checked by its own schema).',
      type: 'object',
      required: ['id', 'contentType', 'fields'],
      properties: { id: { type: 'string' }, contentType: { type: 'string' }, fields: { type: 'object' } },
    },
  },
} as const satisfies CmsSchema;
