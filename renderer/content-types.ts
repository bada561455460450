/**
 * Block content types, generated from the blocks' schemas: a block's `<name>.schema.ts` is the one place that
 * says which fields its entries have, so the content source's content type (what the embedded content server
 * serves and validates editors' writes against, in Contentful's shape) is derived from it, with the linked entry
 * types it describes inline (a carousel slide, a category tile). Non-block types (page, layout, brand…) stay in
 * `demo-data/content/content-types.json`.
 *
 * How a schema maps onto Contentful fields:
 * - `contentful.contentType` on an object schema makes it a content type (name: the id in words unless
 *   `contentful.name`; display field: the first field unless `contentful.displayField`);
 * - a property is required when the schema requires it, localized when it says `contentful: { localized: true }`;
 * - its type is `contentful.type` when given (on the property or the shared definition it refers to: `Text`,
 *   `RichText`, an asset `Link`), a `Link` to an entry when it is a linked entry (`{ id, contentType, fields }`
 *   whose fields schema names a content type), else from the JSON type: string or enum → `Symbol`, integer →
 *   `Integer`, number → `Number`, boolean → `Boolean`, object → `Object`, array → `Array` of those.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { commonSchema, type ContentfulAnnotation } from '@/schemas/cms/common.schema';
import type { JsonSchema } from './types';

type FieldType = 'Symbol' | 'Text' | 'Integer' | 'Number' | 'Boolean' | 'Object' | 'RichText' | 'Link' | 'Array';
type LinkType = 'Asset' | 'Entry';

export interface ContentTypeField {
  id: string;
  name: string;
  type: FieldType;
  localized: boolean;
  required: boolean;
  linkType?: LinkType;
  items?: { type: FieldType; linkType?: LinkType };
}

/** A content type in the shape of the content source's seed (`content-types.json`) and Management API. */
export interface ContentTypeDefinition {
  sys: { id: string };
  name: string;
  displayField: string;
  fields: ContentTypeField[];
}

interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  items?: SchemaNode;
  required?: readonly string[];
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  contentful?: ContentfulAnnotation;
}

const COMMON = commonSchema as unknown as SchemaNode;

/** The schema a `$ref` names: a definition of the block's own schema (`#/…`) or of the shared one (`common#/…`). */
function resolve(node: SchemaNode, root: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const [doc, pointer = ''] = node.$ref.split('#');
  const base = doc === '' ? root : doc === commonSchema.$id ? COMMON : undefined;
  if (!base) throw new Error(`cannot resolve $ref ${node.$ref}`);
  const target = pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], base) as SchemaNode | undefined;
  if (!target) throw new Error(`cannot resolve $ref ${node.$ref}`);
  return resolve(target, doc === '' ? root : COMMON);
}

/** The content type a linked-entry schema (`{ id, contentType, fields }`) stands for, if it is one. */
function linkedFields(node: SchemaNode): SchemaNode | undefined {
  const fields = node.properties?.fields;
  return fields?.contentful?.contentType ? fields : undefined;
}

function words(id: string): string {
  const spaced = id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** `{ type, linkType }` of a value schema (a property, or an array's items). */
function valueType(node: SchemaNode, root: SchemaNode, found: SchemaNode[]): { type: FieldType; linkType?: LinkType } {
  const target = resolve(node, root);
  const annotation = { ...target.contentful, ...node.contentful };
  if (annotation.type) return { type: annotation.type, ...(annotation.linkType ? { linkType: annotation.linkType } : {}) };
  const linked = linkedFields(target);
  if (linked) {
    found.push(linked);
    return { type: 'Link', linkType: 'Entry' };
  }
  const jsonType = Array.isArray(target.type) ? target.type.find((t) => t !== 'null') : target.type;
  switch (jsonType ?? (target.enum?.every((v) => typeof v === 'string') ? 'string' : undefined)) {
    case 'string':
      return { type: 'Symbol' };
    case 'integer':
      return { type: 'Integer' };
    case 'number':
      return { type: 'Number' };
    case 'boolean':
      return { type: 'Boolean' };
    case 'object':
      return { type: 'Object' };
    default:
      throw new Error(`no content type field for ${JSON.stringify(node)}`);
  }
}

function contentTypeOfFields(fieldsSchema: SchemaNode, root: SchemaNode, found: SchemaNode[]): ContentTypeDefinition {
  const { contentType: id, name, displayField } = fieldsSchema.contentful ?? {};
  if (!id) throw new Error('the schema has no contentful.contentType');
  const required = new Set(fieldsSchema.required ?? []);
  const fields = Object.entries(fieldsSchema.properties ?? {}).map(([fieldId, property]): ContentTypeField => {
    const target = resolve(property, root);
    const base = { id: fieldId, name: fieldId, localized: property.contentful?.localized ?? false, required: required.has(fieldId) };
    if (target.type === 'array' && !property.contentful?.type) {
      return { ...base, type: 'Array', items: valueType(target.items ?? {}, root, found) };
    }
    const { type, linkType } = valueType(property, root, found);
    return { ...base, type, ...(linkType ? { linkType } : {}) };
  });
  return { sys: { id }, name: name ?? words(id), displayField: displayField ?? fields[0]?.id ?? '', fields };
}

/** The content types a block schema defines: the block's own first, then the linked entry types it describes. */
export function contentTypesOf(schema: JsonSchema): ContentTypeDefinition[] {
  const root = schema as SchemaNode;
  const types: ContentTypeDefinition[] = [];
  const pending: SchemaNode[] = [root];
  const seen = new Set<SchemaNode>();
  while (pending.length > 0) {
    const next = pending.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    types.push(contentTypeOfFields(next, root, pending));
  }
  return types;
}

/** The repository's `blocks/` folder. */
export const BLOCKS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../blocks');

/** Every block folder's schema (`<dir>/<name>/<name>.schema.ts`, export `schema`), by folder name. */
export async function blockSchemas(blocksDir = BLOCKS_DIR): Promise<Map<string, JsonSchema>> {
  const folders = (await readdir(blocksDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const schemas = new Map<string, JsonSchema>();
  for (const name of folders) {
    const file = path.join(blocksDir, name, `${name}.schema.ts`);
    const loaded = (await import(pathToFileURL(file).href).catch((error: unknown) => {
      throw new Error(`blocks/${name} has no readable ${name}.schema.ts (${error instanceof Error ? error.message : error})`);
    })) as { schema?: JsonSchema };
    if (!loaded.schema) throw new Error(`${file} does not export \`schema\``);
    schemas.set(name, loaded.schema);
  }
  return schemas;
}

/**
 * The content types of every block under `blocksDir`, for the content source (the embedded content server
 * seeds with them, scripts/content.ts). Throws when two blocks define the same content type.
 */
export async function blockContentTypes(blocksDir = BLOCKS_DIR): Promise<ContentTypeDefinition[]> {
  const types = [...(await blockSchemas(blocksDir)).values()].flatMap(contentTypesOf);
  const ids = types.map((t) => t.sys.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`two blocks define the content type ${twice}`);
  return types;
}
