/**
 * The locales an editor edits a page in: those of the page's countries (every country when it names none),
 * each a country and language the store serves (`th-TH` is Thailand in Thai), the default locale first.
 */
import 'server-only';
import { countries, defaultLanguage, intlLocale } from '@/config/countries/registry';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { getTranslator } from '@/lib/i18n/intl';
import type { CountryConfig, LanguageCode } from '@/config/countries/types';
import { DEFAULT_LOCALE } from './content';

export interface StudioLocale {
  locale: string;
  country: string;
  lang: LanguageCode;
  /** e.g. "th-TH (Thailand, th)". */
  label: string;
}

function localesOfCountry(country: CountryConfig): StudioLocale[] {
  return country.languages.map((lang) => {
    const locale = intlLocale(country, lang);
    return { locale, country: country.code, lang, label: `${locale} (${country.name}, ${lang})` };
  });
}

export function studioLocales(countryCodes: readonly string[] = []): StudioLocale[] {
  const chosen = countryCodes.length ? countryCodes.map((c) => countries.get(c)).filter((c): c is CountryConfig => !!c) : countries.list;
  const all = [...countries.list.flatMap(localesOfCountry)];
  const found = new Map<string, StudioLocale>();
  // The default locale always: every other falls back to it.
  const fallback = all.find((l) => l.locale === DEFAULT_LOCALE);
  if (fallback) found.set(fallback.locale, fallback);
  for (const l of chosen.flatMap(localesOfCountry)) if (!found.has(l.locale)) found.set(l.locale, l);
  return [...found.values()];
}

/** The country and language a locale stands for, if the store serves it. */
export function studioLocale(locale: string): StudioLocale | undefined {
  return countries.list.flatMap(localesOfCountry).find((l) => l.locale === locale);
}

/**
 * The preview options' countries and languages (as the preview pages' picker lists them: the store's countries,
 * each language named in English here), each language with its locale; the page's countries (and the default
 * locale's) when it names some.
 */
export function studioPreviewCountries(countryCodes: readonly string[] = []): { code: string; name: string; defaultLanguage: string; languages: { code: string; name: string; locale: string }[] }[] {
  // The default locale's country always, as for the editing locales (the preview starts in the default locale).
  const fallback = studioLocale(DEFAULT_LOCALE)?.country;
  const codes = countryCodes.length ? [...new Set([...(fallback ? [fallback] : []), ...countryCodes])] : [];
  const chosen = codes.length ? codes.map((c) => countries.get(c)).filter((c): c is CountryConfig => !!c) : countries.list;
  const home = (fallback && countries.get(fallback)) || countries.list[0];
  const t = getTranslator(home, 'en');
  return chosen.map((c) => ({
    code: c.code,
    name: c.name,
    defaultLanguage: defaultLanguage(c),
    languages: c.languages.map((lang) => ({ code: lang, name: t(`language.name.${lang}` as MessageKey), locale: intlLocale(c, lang) })),
  }));
}
