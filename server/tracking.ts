/**
 * What a layout hands its PageViewTracker: the API locale and the country's tag manager (read when the
 * layout renders, so at build time for prerendered pages: set TAG_MANAGER_ORIGIN for the build).
 */
import 'server-only';
import type { CountryConfig, LanguageCode } from '@/config/countries/types';
import { tagManagerFor } from '@/lib/tracking/tag-manager';

export function pageViewTrackerProps(country: CountryConfig, lang: LanguageCode) {
  return { country: country.code.toLowerCase(), language: lang, tagManager: tagManagerFor(country) };
}
