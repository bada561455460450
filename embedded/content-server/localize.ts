// Locale fallback: how the delivery API turns `{ field: { locale: value } }` into `{ field: value }`.
import type { FieldDef, LocaleDef, LocalizedFields } from './types';

/** Asset fields are not declared by a content type; in Contentful they are all localized. */
export const ASSET_FIELDS: FieldDef[] = [
  { id: 'title', name: 'Title', type: 'Symbol', localized: true, required: false },
  { id: 'description', name: 'Description', type: 'Text', localized: true, required: false },
  { id: 'file', name: 'File', type: 'Object', localized: true, required: false },
];

/** `code`, then its fallbackCode, then that one's, … (stops at a cycle or an unknown code). */
export function localeChain(locales: LocaleDef[], code: string): string[] {
  const byCode = new Map(locales.map((l) => [l.code, l]));
  const chain: string[] = [];
  let current: string | null | undefined = code;
  while (current && byCode.has(current) && !chain.includes(current)) {
    chain.push(current);
    current = byCode.get(current)?.fallbackCode;
  }
  return chain;
}

export function defaultLocale(locales: LocaleDef[]): string {
  const found = locales.find((l) => l.default) ?? locales[0];
  if (!found) throw new Error('the space has no locales');
  return found.code;
}

/**
 * The value of one field for a locale chain: the first locale in the chain that has a value.
 * A non-localized field is always read from the default locale. `undefined` = no value anywhere.
 */
export function fieldValue(
  fields: LocalizedFields,
  field: Pick<FieldDef, 'id' | 'localized'>,
  chain: string[],
  defaultCode: string,
): unknown {
  const perLocale = fields[field.id];
  if (!perLocale) return undefined;
  if (!field.localized) return perLocale[defaultCode];
  for (const code of chain) {
    if (perLocale[code] !== undefined) return perLocale[code];
  }
  return undefined;
}

/** Every field flattened to one locale (fields without a value are omitted), in content type order. */
export function flattenFields(
  fields: LocalizedFields,
  defs: FieldDef[],
  chain: string[],
  defaultCode: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of defs) {
    if (def.omitted) continue;
    const value = fieldValue(fields, def, chain, defaultCode);
    if (value !== undefined) out[def.id] = structuredClone(value);
  }
  return out;
}

/** Every field with all its locales (the `locale=*` shape), omitting omitted fields. */
export function allLocaleFields(fields: LocalizedFields, defs: FieldDef[]): LocalizedFields {
  const out: LocalizedFields = {};
  for (const def of defs) {
    if (def.omitted || !fields[def.id]) continue;
    out[def.id] = structuredClone(fields[def.id]);
  }
  return out;
}
