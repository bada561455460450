/**
 * The editors' studio's forms (issue 18), generated from each block's own JSON Schema: the one the renderer
 * validates with. A block schema describes the fields as the renderer receives them (links resolved); the
 * studio edits them as the content source stores them (a value per locale, links as `{ sys: { id } }`). This
 * module maps one onto the other and nothing else: it runs in the browser (the form) and on the server (the
 * publish check), so it imports only the shared schema definitions.
 */
import { commonSchema } from '@/schemas/cms/common.schema';

export type SchemaNode = Record<string, unknown>;

/**
 * How the studio edits a field: a plain value (in the generated form), an asset picked by id from the image library,
 * product slugs picked by a catalogue search, a rich-text document (its own editor), linked entries of one content
 * type (a list of entries with their own forms), or kept as it is (not edited).
 */
export type FieldKind = 'value' | 'asset' | 'products' | 'richText' | 'entries' | 'kept';

export interface StudioField {
  name: string;
  label: string;
  localized: boolean;
  kind: FieldKind;
  /** Why a kept field is not in the form. */
  keptBecause?: string;
  /** For linked entries: the form of the linked content type (the block's own definition of it). */
  linked?: StudioBlockForm;
}

/** Whether the generated form (react-jsonschema-form) edits the field; the others have editors of their own. */
export const inGeneratedForm = (field: StudioField) => field.kind === 'value';

export interface StudioBlockForm {
  contentType: string;
  /** The block's name for editors, e.g. "Hero banner". */
  name: string;
  description: string;
  fields: StudioField[];
  /** The schema the form renders: one property per field the form edits. */
  formSchema: SchemaNode;
  /** The block's whole rule set over the form's values (required, anyOf, dependencies, if/then). */
  validationSchema: SchemaNode;
}

/** Fields of an entry as the Management API stores them: field → locale → value. */
export type EntryFields = Record<string, Record<string, unknown>>;

export interface AssetLink {
  sys: { type: 'Link'; linkType: 'Asset'; id: string };
}

export interface EntryLink {
  sys: { type: 'Link'; linkType: 'Entry'; id: string };
}

/** `ctaHref` → "Cta href". */
export function words(id: string): string {
  const spaced = id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const COMMON_PREFIX = 'common#/definitions/';
const definitions = commonSchema.definitions as unknown as Record<string, SchemaNode>;

/** A copy of a schema node without the `contentful` annotation (the form's validator need not know it). */
function withoutAnnotation(node: SchemaNode): SchemaNode {
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'contentful') continue;
    copy[key] = value && typeof value === 'object' && !Array.isArray(value) ? withoutAnnotation(value as SchemaNode) : value;
  }
  return copy;
}

function annotation(node: SchemaNode): { type?: string; linkType?: string; localized?: boolean; contentType?: string; name?: string; picker?: string } {
  return (node.contentful as Record<string, never>) ?? {};
}

/** The block's own definition a `#/definitions/<name>` reference names. */
function ownDefinition(schema: SchemaNode, ref: string | undefined): SchemaNode | undefined {
  if (!ref?.startsWith('#/definitions/')) return undefined;
  return ((schema.definitions ?? {}) as Record<string, SchemaNode>)[ref.slice('#/definitions/'.length)];
}

/**
 * The form's property for one block field (absent for a field the generated form does not show), the property
 * the publish check validates (the stored shape: a document, linked entries' ids), and how it is edited.
 */
function fieldOf(name: string, node: SchemaNode, schema: SchemaNode): { field: StudioField; property?: SchemaNode; checked?: SchemaNode } {
  const label = words(name);
  const localized = annotation(node).localized === true;
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  const items = node.items as SchemaNode | undefined;
  if (ref?.startsWith(COMMON_PREFIX)) {
    const definitionName = ref.slice(COMMON_PREFIX.length);
    const definition = definitions[definitionName] ?? {};
    const stored = annotation(definition);
    if (stored.type === 'Link' && stored.linkType === 'Asset') {
      // Chosen in the image library (its own editor), checked as the asset's id.
      const checked = { type: 'string', title: label, minLength: 1 };
      return { field: { name, label, localized, kind: 'asset' }, checked };
    }
    if (stored.type === 'RichText') {
      return { field: { name, label, localized, kind: 'richText' }, checked: { ...withoutAnnotation(definition), title: label } };
    }
    if (definitionName === 'entry') return { field: { name, label, localized, kind: 'kept', keptBecause: 'a linked entry' } };
    const { description, ...rest } = withoutAnnotation(definition);
    const property = { ...rest, title: label, ...(node.description || description ? { description: node.description ?? description } : {}) };
    return { field: { name, label, localized, kind: 'value' }, property, checked: property };
  }
  // Linked entries of one content type the block defines itself (carousel slides, category tiles).
  const linkedFields = (ownDefinition(schema, items?.$ref as string | undefined)?.properties as Record<string, SchemaNode> | undefined)?.fields;
  if (node.type === 'array' && linkedFields && annotation(linkedFields).contentType) {
    const linked = blockForm(linkedFields);
    const { minItems, maxItems } = node as { minItems?: number; maxItems?: number };
    const checked = { type: 'array', title: label, items: { type: 'string' }, ...(minItems ? { minItems } : {}), ...(maxItems ? { maxItems } : {}) };
    return { field: { name, label, localized, kind: 'entries', linked }, checked };
  }
  if (ref || (items && typeof items.$ref === 'string')) {
    return { field: { name, label, localized, kind: 'kept', keptBecause: 'linked entries' } };
  }
  const property = withoutDefault({ ...withoutAnnotation(node), title: label });
  // Product slugs are picked by a search of the catalogue (their own editor), stored and checked as the slugs.
  if (annotation(node).picker === 'products') return { field: { name, label, localized, kind: 'products' }, checked: property };
  return { field: { name, label, localized, kind: 'value' }, property, checked: property };
}

/**
 * A field with a `default` is left out of the entry when empty and the block applies the default; the form must not
 * write it in (react-jsonschema-form fills defaults into its data), so the default is said in the description.
 */
function withoutDefault(property: SchemaNode): SchemaNode {
  if (property.default === undefined) return property;
  const { default: value, ...rest } = property;
  const said = `Left empty: ${String(value)}.`;
  return { ...rest, description: typeof rest.description === 'string' ? `${rest.description} ${said}` : said };
}

/** The studio's form of a block, from the block's schema (`<name>.schema.ts`). */
export function blockForm(schema: SchemaNode): StudioBlockForm {
  const stored = annotation(schema);
  const contentType = stored.contentType;
  if (!contentType) throw new Error('a block schema names its content type (contentful.contentType)');
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  const fields: StudioField[] = [];
  const formProperties: Record<string, SchemaNode> = {};
  const checkedProperties: Record<string, SchemaNode> = {};
  for (const [name, node] of Object.entries(properties)) {
    const { field, property, checked } = fieldOf(name, node, schema);
    fields.push(field);
    if (property) formProperties[name] = property;
    if (checked) checkedProperties[name] = checked;
  }
  const requiredOf = (edited: Record<string, SchemaNode>) => {
    const names = ((schema.required as string[] | undefined) ?? []).filter((name) => name in edited);
    return names.length ? { required: names } : {};
  };
  const formSchema: SchemaNode = { type: 'object', properties: formProperties, ...requiredOf(formProperties) };
  // A rich-text document's nodes refer to themselves (`#/definitions/richTextNode`): the check carries that definition.
  const usesRichText = fields.some((f) => f.kind === 'richText');
  const checkedSchema: SchemaNode = {
    type: 'object',
    properties: checkedProperties,
    ...requiredOf(checkedProperties),
    ...(usesRichText ? { definitions: { richTextNode: withoutAnnotation(definitions.richTextNode) } } : {}),
  };
  const rules: SchemaNode = {};
  for (const key of ['anyOf', 'oneOf', 'allOf', 'dependencies', 'if', 'then', 'else'] as const) {
    if (schema[key] !== undefined) rules[key] = withoutAnnotation({ [key]: schema[key] })[key];
  }
  return {
    contentType,
    name: stored.name ?? words(contentType),
    description: typeof schema.description === 'string' ? schema.description : '',
    fields,
    formSchema,
    validationSchema: { ...checkedSchema, additionalProperties: false, ...rules },
  };
}

const isLink = (value: unknown): value is AssetLink | EntryLink =>
  !!value && typeof value === 'object' && typeof (value as AssetLink).sys?.id === 'string';

export const assetLink = (id: string): AssetLink => ({ sys: { type: 'Link', linkType: 'Asset', id } });
export const entryLink = (id: string): EntryLink => ({ sys: { type: 'Link', linkType: 'Entry', id } });

/** The ids of a field's linked entries, in order (a link without an id is left out). */
export const linkedEntryIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((l) => (isLink(l) ? l.sys.id : undefined)).filter((id): id is string => !!id) : [];

/** A stored value as the form and the publish check see it: an asset's id, linked entries' ids, else as stored. */
function formValueOf(field: StudioField, value: unknown): unknown {
  if (field.kind === 'asset') return isLink(value) ? value.sys.id : undefined;
  if (field.kind === 'entries') return linkedEntryIds(value);
  return value;
}

/** A form value as the content source stores it. */
function storedValueOf(field: StudioField, value: unknown): unknown {
  if (field.kind === 'asset') return assetLink(String(value));
  if (field.kind === 'entries') return (value as string[]).map(entryLink);
  return value;
}

/** The locale a field's value is kept under: its own for a localized field, the default for the others. */
const localeOf = (field: StudioField, locale: string, defaultLocale: string) => (field.localized ? locale : defaultLocale);

/** The form's values of an entry in one locale (no fallback: an empty localized field stays empty). */
export function formDataOf(form: StudioBlockForm, fields: EntryFields, locale: string, defaultLocale: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of form.fields) {
    if (field.kind === 'kept') continue;
    const value = fields[field.name]?.[localeOf(field, locale, defaultLocale)];
    if (value === undefined) continue;
    data[field.name] = formValueOf(field, value);
  }
  return data;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The entry's fields with the values of one locale written in (an emptied value is removed): the generated form's
 * fields always (its data names them all), the others when `data` has them.
 */
export function entryFieldsWith(form: StudioBlockForm, fields: EntryFields, data: Record<string, unknown>, locale: string, defaultLocale: string): EntryFields {
  const next: EntryFields = { ...fields };
  for (const field of form.fields) {
    if (field.kind === 'kept' || (!inGeneratedForm(field) && !(field.name in data))) continue;
    const at = localeOf(field, locale, defaultLocale);
    const values = { ...next[field.name] };
    const value = data[field.name];
    if (isEmpty(value)) delete values[at];
    else values[at] = storedValueOf(field, value);
    if (Object.keys(values).length) next[field.name] = values;
    else delete next[field.name];
  }
  return next;
}

/** The values a shopper in `locale` gets: an empty localized field falls back to the default locale. */
export function valuesWithFallback(form: StudioBlockForm, fields: EntryFields, locale: string, defaultLocale: string): Record<string, unknown> {
  return { ...formDataOf(form, fields, defaultLocale, defaultLocale), ...formDataOf(form, fields, locale, defaultLocale) };
}

/** The locales an entry has own values in, the default first. */
export function localesOf(form: StudioBlockForm, fields: EntryFields, defaultLocale: string): string[] {
  const found = new Set<string>([defaultLocale]);
  for (const field of form.fields) {
    if (field.kind === 'kept' || !field.localized) continue;
    for (const locale of Object.keys(fields[field.name] ?? {})) found.add(locale);
  }
  return [...found];
}
