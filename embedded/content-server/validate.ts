// Field validation for entries written through the Management API and for seed entries.
// Mirrors what Contentful checks on save (known fields, known locales, value types) and on publish
// (required fields have a value in the default locale).
import type { ValidationIssue } from './errors';
import type { ContentTypeDef, FieldDef, FieldItems, LocaleDef, LocalizedFields } from './types';

const SYMBOL_MAX = 256;
const TEXT_MAX = 50_000;

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const isLink = (v: unknown): v is { sys: { type: 'Link'; linkType: string; id: string } } =>
  isPlainObject(v) &&
  isPlainObject(v.sys) &&
  v.sys.type === 'Link' &&
  typeof v.sys.linkType === 'string' &&
  typeof v.sys.id === 'string';

/** Checks a `{ field: { locale: value } }` object; returns every problem found (empty = valid). */
export function validateFields(
  fields: unknown,
  contentType: ContentTypeDef,
  locales: LocaleDef[],
): ValidationIssue[] {
  if (!isPlainObject(fields)) {
    return [{ name: 'type', path: ['fields'], details: 'fields must be an object keyed by field id' }];
  }
  const issues: ValidationIssue[] = [];
  const defs = new Map(contentType.fields.map((f) => [f.id, f]));
  const codes = new Set(locales.map((l) => l.code));
  const defaultCode = locales.find((l) => l.default)?.code;

  for (const [fieldId, perLocale] of Object.entries(fields)) {
    const def = defs.get(fieldId);
    if (!def) {
      issues.push({
        name: 'unknown',
        path: ['fields', fieldId],
        details: `The field "${fieldId}" does not exist on content type "${contentType.sys.id}"`,
      });
      continue;
    }
    if (!isPlainObject(perLocale)) {
      issues.push({ name: 'type', path: ['fields', fieldId], details: 'a field value must be an object keyed by locale' });
      continue;
    }
    for (const [code, value] of Object.entries(perLocale)) {
      const path = ['fields', fieldId, code];
      if (!codes.has(code)) {
        issues.push({ name: 'unknown', path, details: `The locale "${code}" does not exist in this space` });
        continue;
      }
      if (!def.localized && code !== defaultCode) {
        issues.push({
          name: 'unknown',
          path,
          details: `The field "${fieldId}" is not localized; only the default locale "${defaultCode}" may be set`,
        });
        continue;
      }
      if (value === null || value === undefined) continue; // removes the value
      const problem = checkValue(value, def.type, def.linkType, def.items);
      if (problem) issues.push({ name: 'type', path, details: problem, value });
    }
  }
  return issues;
}

/** Required fields without a value in the default locale (checked on publish, as Contentful does). */
export function missingRequired(fields: LocalizedFields, contentType: ContentTypeDef, defaultCode: string) {
  const issues: ValidationIssue[] = [];
  for (const def of contentType.fields) {
    if (!def.required || def.disabled || def.omitted) continue;
    const value = fields[def.id]?.[defaultCode];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      issues.push({ name: 'required', path: ['fields', def.id, defaultCode], details: `The field "${def.id}" is required` });
    }
  }
  return issues;
}

/** Drops `null` locale values (a PUT with `null` removes that locale's value). */
export function withoutNulls(fields: Record<string, Record<string, unknown>>): LocalizedFields {
  const out: LocalizedFields = {};
  for (const [fieldId, perLocale] of Object.entries(fields)) {
    const kept = Object.entries(perLocale).filter(([, v]) => v !== null && v !== undefined);
    if (kept.length > 0) out[fieldId] = Object.fromEntries(kept);
  }
  return out;
}

function checkValue(
  value: unknown,
  type: FieldDef['type'],
  linkType: string | undefined,
  items: FieldItems | undefined,
): string | null {
  const expected = `expected type: ${type}`;
  switch (type) {
    case 'Symbol':
      if (typeof value !== 'string') return expected;
      return value.length > SYMBOL_MAX ? `a Symbol is at most ${SYMBOL_MAX} characters` : null;
    case 'Text':
      if (typeof value !== 'string') return expected;
      return value.length > TEXT_MAX ? `a Text is at most ${TEXT_MAX} characters` : null;
    case 'Integer':
      return Number.isInteger(value) ? null : expected;
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value) ? null : expected;
    case 'Boolean':
      return typeof value === 'boolean' ? null : expected;
    case 'Date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : `${expected} (ISO 8601)`;
    case 'Object':
      return typeof value === 'object' && value !== null ? null : `${expected} (a JSON object or array)`;
    case 'RichText':
      return isPlainObject(value) && value.nodeType === 'document' ? null : `${expected} (a document node)`;
    case 'Location':
      return isPlainObject(value) && typeof value.lat === 'number' && typeof value.lon === 'number'
        ? null
        : `${expected} ({ lat, lon })`;
    case 'Link':
      if (!isLink(value)) return `${expected} ({ sys: { type: 'Link', linkType, id } })`;
      return linkType && value.sys.linkType !== linkType ? `expected a link to an ${linkType}` : null;
    case 'Array': {
      if (!Array.isArray(value)) return expected;
      if (!items) return null;
      for (const [i, item] of value.entries()) {
        const problem = checkValue(item, items.type, items.linkType, undefined);
        if (problem) return `item ${i}: ${problem}`;
      }
      return null;
    }
    default:
      return `unsupported field type ${String(type)}`;
  }
}
