/**
 * The strings of one catalogue section (every key under a prefix such as `bag.` or `order.`), translated for a
 * country and language, with the prefix dropped and `{placeholders}` left for the island to fill. Client islands
 * get these strings, not the catalogue; built once per section and locale.
 */
import type { CountryConfig, LanguageCode } from '@/config/countries/types';
import { intlLocale } from '@/config/countries/registry';
import { catalogues, type MessageKey } from './catalogues';
import { getTranslator } from './intl';

/** The keys of a section without its prefix: `SectionKey<'bag.'>` is `'title' | 'viewBag' | …`. */
export type SectionKey<P extends string> = MessageKey extends infer K ? (K extends `${P}${infer Rest}` ? Rest : never) : never;
export type SectionLabels<P extends string> = Record<SectionKey<P>, string>;

const cache = new Map<string, Record<string, string>>();

export function sectionLabels<P extends string>(prefix: P, { country, lang }: { country: CountryConfig; lang: LanguageCode }): SectionLabels<P> {
  const id = `${prefix} ${intlLocale(country, lang)}`;
  const known = cache.get(id);
  if (known) return known as SectionLabels<P>;
  const t = getTranslator(country, lang);
  const built: Record<string, string> = {};
  for (const key of Object.keys(catalogues.en) as MessageKey[]) {
    if (!key.startsWith(prefix)) continue;
    const keep = Object.fromEntries([...catalogues.en[key].matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `{${name}}`]));
    built[key.slice(prefix.length)] = t(key, keep);
  }
  cache.set(id, built);
  return built as SectionLabels<P>;
}
