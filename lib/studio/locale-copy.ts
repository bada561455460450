/**
 * Copying a locale's content into another as a start for translating it (issue 33), and telling which fields are
 * still untranslated: a localized field whose value in the locale being translated is the very value of the locale it
 * came from. Only empty fields are filled, so a translation already typed is never replaced. Links (linked entries)
 * are not localized and are not copied; they are the same entries in every locale.
 */
import type { EntryFields, StudioField } from './form-schema';

/** The localized fields of a form that hold text, pictures or picks for one locale (not linked entries, not kept ones). */
export const translatableFields = (fields: readonly StudioField[]): StudioField[] => fields.filter((f) => f.localized && f.kind !== 'entries' && f.kind !== 'kept');

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `values` empty in `to` but filled in `from`, filled with a copy of `from`'s value. */
export function withLocaleCopied(fields: readonly StudioField[], values: EntryFields, from: string, to: string): { values: EntryFields; copied: string[] } {
  const copied: string[] = [];
  let next = values;
  for (const field of translatableFields(fields)) {
    const source = values[field.name]?.[from];
    if (isEmpty(source) || !isEmpty(values[field.name]?.[to])) continue;
    next = { ...next, [field.name]: { ...next[field.name], [to]: structuredClone(source) } };
    copied.push(field.name);
  }
  return { values: next, copied };
}

/** The fields whose value in `to` is the same as in `from` (copied and not yet translated), as the form labels them. */
export function untranslatedFields(fields: readonly StudioField[], values: EntryFields, from: string, to: string): StudioField[] {
  if (from === to) return [];
  return translatableFields(fields).filter((field) => {
    const value = values[field.name]?.[to];
    return !isEmpty(value) && same(value, values[field.name]?.[from]);
  });
}
