/** A text in every catalogue language. */
export interface L10n {
  en: string;
  th: string;
  id: string;
  zh: string;
}

export const CATALOG_LANGS = ['en', 'id', 'th', 'zh'] as const;
export type CatalogLang = (typeof CATALOG_LANGS)[number];

export function l10n(en: string, th: string, id: string, zh: string): L10n {
  return { en, th, id, zh };
}
