/**
 * Plural messages for client islands without shipping a message catalogue or an ICU runtime: the server
 * formats a message once per plural category of the locale (with a sample count) and turns the formatted
 * sample back into a `{count}` placeholder; the island picks the category with `Intl.PluralRules` and
 * fills in the number. Other arguments can be passed through as placeholders, e.g. `{ rating: '{rating}' }`.
 */

/** Message text per plural category (`one`, `other`, …), each with a `{count}` placeholder. */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Samples chosen to avoid digits that messages themselves contain (such as "out of 5").
const SAMPLES = [1, 2, 3, 4, 6, 7, 8, 9, 0, 11, 12, 21, 22, 101, 102, 1001, 7919];

export function pluralTemplates(
  format: (values: Record<string, string | number>) => string,
  locale: string,
  values: Record<string, string | number> = {},
): PluralTemplates {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const templates: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((n) => rules.select(n) === category);
    if (sample === undefined) continue;
    const text = format({ ...values, count: sample });
    const digits = numbers.format(sample);
    const at = text.indexOf(digits);
    if (at === -1 || text.indexOf(digits, at + digits.length) !== -1) {
      throw new Error(`pluralTemplates: cannot find the count ${digits} exactly once in "${text}"`);
    }
    templates[category] = text.slice(0, at) + '{count}' + text.slice(at + digits.length);
  }
  if (!templates.other) throw new Error(`pluralTemplates: no "other" form for ${locale}`);
  return templates as PluralTemplates;
}

/** Replaces `{name}` placeholders with values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The plural form for `count` with the number formatted for the locale and other placeholders filled. */
export function plural(templates: PluralTemplates, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(locale).select(count);
  const template = templates[category] ?? templates.other;
  return fill(template, { ...values, count: new Intl.NumberFormat(locale).format(count) });
}
