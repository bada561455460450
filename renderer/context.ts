import { intlLocale, type CountryRegistry } from '@/config/countries/registry';
import { pageContextFor } from '@/lib/locale/page-context';
import type { Device, PreviewState, RenderContext } from './types';

/** The render context of a country/language pair (route segments), or undefined when it is not served. */
export function renderContextFor(
  countryCode: string,
  lang: string,
  options: { device?: Device; preview?: PreviewState | null; path?: RenderContext['path']; registry?: CountryRegistry; flags?: string } = {},
): RenderContext | undefined {
  const page = pageContextFor(countryCode, lang, options.registry, options.flags);
  if (!page) return undefined;
  return {
    country: page.country,
    lang: page.lang,
    locale: intlLocale(page.country, page.lang),
    device: options.device ?? 'unknown',
    preview: options.preview ?? null,
    href: page.href,
    path: options.path,
    flags: page.flags,
  };
}
