/**
 * Public-path helpers safe for the browser bundle (no country registry): locale prefixes follow the
 * "prefix except default" pattern, so `/zh/...` on HK and `/en/...` on TH, and no prefix for the default.
 */
import site from '@/config/site.json';

export const LOCALE_PREFIXES: readonly string[] = site.languages;

/** Splits a leading locale segment (`/zh/...`) off a public path. */
export function splitLocalePrefix(pathname: string): { prefix?: string; rest: string } {
  const match = pathname.match(/^\/([^/?#]+)(\/.*)?$/);
  const first = match?.[1]?.toLowerCase();
  if (first && LOCALE_PREFIXES.includes(first)) return { prefix: first, rest: match?.[2] || '/' };
  return { rest: pathname || '/' };
}

/** The public path of `path` in `lang`: prefixed unless `lang` is the country's default language. */
export function localizedPath(path: string, lang: string, defaultLang: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === defaultLang) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/**
 * Where the language switcher reloads to: the same page in `lang`, with a `language` query parameter
 * unless `lang` is the country's default (SPEC §2).
 */
export function languageSwitchUrl(currentPathname: string, lang: string, defaultLang: string): string {
  const { rest } = splitLocalePrefix(currentPathname);
  const path = localizedPath(rest, lang, defaultLang);
  return lang === defaultLang ? path : `${path}?language=${encodeURIComponent(lang)}`;
}
