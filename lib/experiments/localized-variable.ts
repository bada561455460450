/** Reads a text variable that is one string, or one string per language (`{ "en": …, "th": … }`, English as fallback). */
export function localizedVariable(value: unknown, lang: string): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const byLang = value as Record<string, unknown>;
    const text = byLang[lang] ?? byLang.en;
    return typeof text === 'string' && text.trim() ? text : undefined;
  }
  return undefined;
}
