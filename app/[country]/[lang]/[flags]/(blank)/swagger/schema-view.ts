/**
 * Reading an OpenAPI document for people: JSON Schemas as short type labels ("array of ProductSummary",
 * "integer 1–1000, default 1") and field lists. Pure functions of the document; the swagger page renders them.
 */
import { COMPONENT_REF_PREFIX, type JsonSchema, type OpenApiDocument, type OpenApiParameter, type Ref } from '@/schemas/api/openapi';

/** One property of an object schema, ready to list. */
export interface FieldRow {
  name: string;
  required: boolean;
  type: TypeLabel;
  constraints: string[];
  description?: string;
  /** Fields of an inline object (or array of inline objects); shared shapes are linked instead. */
  children: FieldRow[];
}

/** A type as text, with the component it names (for a link) when it is a shared shape. */
export interface TypeLabel {
  text: string;
  ref?: string;
}

const isSchema = (s: unknown): s is JsonSchema => typeof s === 'object' && s !== null && !Array.isArray(s);

/** The component name of a `#/components/schemas/<name>` reference, else undefined. */
export function componentName(ref: string | undefined): string | undefined {
  return ref?.startsWith(COMPONENT_REF_PREFIX) ? ref.slice(COMPONENT_REF_PREFIX.length) : undefined;
}

/** Follows a top-level `$ref` to its component (one step), for showing a named shape's own fields. */
export function resolveSchema(schema: JsonSchema, doc: OpenApiDocument): { name?: string; schema: JsonSchema } {
  const name = componentName(schema.$ref);
  const target = name ? doc.components.schemas[name] : undefined;
  return target ? { name, schema: target } : { schema };
}

/** A parameter, following `#/components/parameters/<name>`. */
export function resolveParameter(p: OpenApiParameter | Ref, doc: OpenApiDocument): OpenApiParameter | undefined {
  if (!('$ref' in p)) return p;
  const name = p.$ref.replace('#/components/parameters/', '');
  return doc.components.parameters[name];
}

const nullOnly = (s: JsonSchema) => s.type === 'null';

/** "string", "array of Money", "integer or null", `one of "a", "b"`. */
export function typeLabel(schema: JsonSchema): TypeLabel {
  const ref = componentName(schema.$ref);
  if (ref) return { text: ref, ref };
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const others = variants.filter((v) => !nullOnly(v));
    const labels = others.map(typeLabel);
    const nullable = others.length < variants.length;
    const text = labels.map((l) => l.text).join(' or ') + (nullable ? ' or null' : '');
    return { text, ref: labels.length === 1 ? labels[0].ref : undefined };
  }
  if (schema.const !== undefined) return { text: JSON.stringify(schema.const) };
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (type === 'array') {
    const inner = isSchema(schema.items) ? typeLabel(schema.items) : { text: 'any' };
    return { text: `array of ${inner.text}`, ref: inner.ref };
  }
  if (type === 'object' && !schema.properties && isSchema(schema.additionalProperties)) {
    const inner = typeLabel(schema.additionalProperties);
    return { text: `map of ${inner.text}`, ref: inner.ref };
  }
  return { text: type ?? 'any' };
}

const range = (min: number | undefined, max: number | undefined, unit = '') => {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${min}${suffix}` : `${min}–${max}${suffix}`;
  if (min !== undefined) return `at least ${min}${suffix}`;
  if (max !== undefined) return `at most ${max}${suffix}`;
  return undefined;
};

/** The rules a value must follow, as short phrases: bounds, lengths, pattern, allowed values, default. */
export function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const target = schema.anyOf?.find((v) => !nullOnly(v)) ?? schema;
  if (target.enum) out.push(`one of ${target.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  const min = typeof target.exclusiveMinimum === 'number' ? undefined : target.minimum;
  const numeric = range(min, target.maximum);
  if (numeric) out.push(numeric);
  if (typeof target.exclusiveMinimum === 'number') out.push(`above ${target.exclusiveMinimum}`);
  if (typeof target.exclusiveMaximum === 'number') out.push(`below ${target.exclusiveMaximum}`);
  const length = range(target.minLength, target.maxLength, 'characters');
  if (length) out.push(length);
  const items = range(target.minItems, target.maxItems, 'items');
  if (items) out.push(items);
  if (target.pattern) out.push(`pattern ${target.pattern}`);
  if (target.format) out.push(`format ${target.format}`);
  if (isSchema(target.propertyNames) && target.propertyNames.pattern) out.push(`keys match ${target.propertyNames.pattern}`);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** The inline object a field holds (itself, an array's items, a nullable's non-null side), if any. */
function inlineObject(schema: JsonSchema): JsonSchema | undefined {
  if (schema.$ref) return undefined;
  if (schema.properties) return schema;
  if (schema.type === 'array' && isSchema(schema.items)) return inlineObject(schema.items);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const others = variants.filter((v) => !nullOnly(v));
    return others.length === 1 ? inlineObject(others[0]) : undefined;
  }
  return undefined;
}

/** The fields of an object schema; inline nested objects are listed as children, shared shapes linked. */
export function fieldRows(schema: JsonSchema, depth = 0): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const s: JsonSchema = isSchema(property) ? property : {};
    const nested = depth < 6 ? inlineObject(s) : undefined;
    return {
      name,
      required: required.has(name),
      type: typeLabel(s),
      constraints: constraintsOf(s),
      ...(s.description ? { description: s.description } : {}),
      children: nested ? fieldRows(nested, depth + 1) : [],
    };
  });
}

/** Splits text on `backticks` into plain and code parts, for rendering descriptions. */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? { code: true, text: part.slice(1, -1) } : { code: false, text: part }));
}

/** Operations grouped by their first tag, in the document's tag order; `base` is the server the path is under. */
export function operationsByTag(doc: OpenApiDocument, defaultBase: string) {
  type Entry = { method: string; path: string; base: string; operation: NonNullable<OpenApiDocument['paths'][string]['get']> };
  const groups = doc.tags.map((tag) => ({ ...tag, operations: [] as Entry[] }));
  for (const [path, { servers, ...item }] of Object.entries(doc.paths)) {
    const base = servers?.[0]?.url ?? defaultBase;
    for (const [method, operation] of Object.entries(item)) {
      if (!operation) continue;
      const entry = { method, path, base, operation };
      const group = groups.find((g) => g.name === operation.tags[0]);
      if (group) group.operations.push(entry);
      else groups.push({ name: operation.tags[0] ?? 'Other', description: '', operations: [entry] });
    }
  }
  return groups.filter((g) => g.operations.length > 0);
}
