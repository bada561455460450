/** Small helpers every route handler under app/api uses: JSON answers, readable 4xx errors, the locale. */
import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { countries, intlLocale, isLanguageOf, offeredLanguage, type CountryConfig, type LanguageCode } from '@/config/countries/registry';

export function json(body: unknown, init: ResponseInit = {}) {
  return NextResponse.json(body, init);
}

/** `{ message, details? }` with a 4xx/5xx status; the message is readable by a person. */
export function jsonError(status: number, message: string, details?: unknown) {
  return NextResponse.json(details === undefined ? { message } : { message, details }, { status });
}

/** A zod failure as a 400 answer listing each field's problem. */
export function invalidInput(error: z.ZodError, message = 'The request is not valid') {
  return jsonError(400, message, error.issues.map((i) => ({ path: i.path.join('.') || '(body)', message: i.message })));
}

const localeQuery = z.object({
  country: z.string().trim().regex(/^[a-zA-Z]{2}$/, 'country must be a two-letter code').optional(),
  language: z.string().trim().regex(/^[a-z]{2}$/, 'language must be a two-letter code').optional(),
});

export type RequestLocale = { country: CountryConfig; lang: LanguageCode; locale: string };

/**
 * The country and language of an API request: `country`/`language` query parameters, else SPEC §7's
 * `X-Site-Country` and `Accept-Language` (`th-TH`) headers, else the default country and its language.
 */
export function requestLocale(request: Request): { ok: true; value: RequestLocale } | { ok: false; response: NextResponse } {
  const url = new URL(request.url);
  const parsed = localeQuery.safeParse({ country: url.searchParams.get('country') ?? undefined, language: url.searchParams.get('language') ?? undefined });
  if (!parsed.success) return { ok: false, response: invalidInput(parsed.error) };
  const countryCode = parsed.data.country ?? request.headers.get('x-site-country') ?? undefined;
  const country = countryCode ? countries.get(countryCode) : countries.defaultCountry;
  if (!country) return { ok: false, response: jsonError(400, `Unknown country: ${countryCode}`) };
  const acceptLanguage = request.headers.get('accept-language')?.split(',')[0]?.split('-')[0]?.trim().toLowerCase();
  const lang = parsed.data.language ?? acceptLanguage;
  if (parsed.data.language && !isLanguageOf(country, parsed.data.language)) {
    return { ok: false, response: jsonError(400, `Language ${parsed.data.language} is not offered in ${country.code}`) };
  }
  const resolved = offeredLanguage(country, lang);
  return { ok: true, value: { country, lang: resolved, locale: intlLocale(country, resolved) } };
}
