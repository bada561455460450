import Ajv from 'ajv';
import countrySchema from '@/schemas/country-config.schema.json';
import { countryConfigFiles } from './index';
import site from '../site.json';
import type { CountryConfig, LanguageCode } from './types';

export type { CountryConfig, LanguageCode } from './types';

/** Every interface language the store knows, whatever the country. */
export const ALL_LANGUAGES: readonly LanguageCode[] = site.languages as LanguageCode[];

export class CountryConfigError extends Error {}

const ajv = new Ajv({ allErrors: true });
const validateCountry = ajv.compile<CountryConfig>(countrySchema);

/** Validates one country file; throws with the schema errors when it is not valid. */
export function parseCountryConfig(data: unknown): CountryConfig {
  if (!validateCountry(data)) {
    const where = (data as { code?: unknown })?.code ?? 'unknown';
    const errors = (validateCountry.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    throw new CountryConfigError(`Country config ${String(where)} is not valid: ${errors}`);
  }
  const config = data;
  for (const lang of config.languages) {
    for (const field of ['intlLocales', 'siteTitle', 'metaDescription'] as const) {
      if (!config[field][lang]) throw new CountryConfigError(`Country config ${config.code} lacks ${field}.${lang}`);
    }
  }
  return config;
}

/** The set of countries the store serves, and the one it falls back to. */
export interface CountryRegistry {
  readonly list: readonly CountryConfig[];
  readonly defaultCountry: CountryConfig;
  /** Case-insensitive look-up; undefined for a code that is not a configured country. */
  get(code: string | null | undefined): CountryConfig | undefined;
}

export function createCountryRegistry(files: readonly unknown[], defaultCode: string = site.defaultCountry): CountryRegistry {
  const list = files.map(parseCountryConfig).sort((a, b) => a.code.localeCompare(b.code));
  const byCode = new Map(list.map((c) => [c.code, c]));
  if (byCode.size !== list.length) throw new CountryConfigError('Two country configs share a code');
  const defaultCountry = byCode.get(defaultCode.toUpperCase());
  if (!defaultCountry) throw new CountryConfigError(`The default country ${defaultCode} has no config`);
  return {
    list,
    defaultCountry,
    get: (code) => (code ? byCode.get(code.trim().toUpperCase()) : undefined),
  };
}

/** The countries of config/countries, validated once when first imported. */
export const countries: CountryRegistry = createCountryRegistry(countryConfigFiles);

export function defaultLanguage(country: CountryConfig): LanguageCode {
  return country.languages[0];
}

export function isLanguageOf(country: CountryConfig, lang: string | null | undefined): lang is LanguageCode {
  return !!lang && (country.languages as string[]).includes(lang);
}

/**
 * `lang` when the country offers it, else the country's first language. Every message the store sends (email,
 * SMS) is written in the language this gives for the recipient's country and stored language.
 */
export function offeredLanguage(country: CountryConfig, lang: string | null | undefined): LanguageCode {
  return isLanguageOf(country, lang) ? lang : defaultLanguage(country);
}

/** The BCP 47 locale for Intl formatting and `<html lang>`, e.g. th-TH. */
export function intlLocale(country: CountryConfig, lang: LanguageCode): string {
  return country.intlLocales[lang] ?? `${lang}-${country.code}`;
}

/** Every (country, language) pair the store serves, as lower-case route segments. */
export function countryLanguagePairs(registry: CountryRegistry = countries): { country: string; lang: LanguageCode }[] {
  return registry.list.flatMap((c) => c.languages.map((lang) => ({ country: c.code.toLowerCase(), lang })));
}
