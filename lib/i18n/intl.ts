import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { intlLocale, type CountryConfig, type LanguageCode } from '@/config/countries/registry';
import { catalogues, type MessageKey } from './catalogues';

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

/** The react-intl instance for a country and language (number and date formats follow the country's locale). */
export function getIntl(country: CountryConfig, lang: LanguageCode): IntlShape {
  const locale = intlLocale(country, lang);
  let intl = intls.get(locale + country.timeZone);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en',
        messages: catalogues[lang],
        timeZone: country.timeZone,
        onError: (err) => {
          // A missing translation is a defect caught by the catalogue test; log anything else once.
          if (err.code !== 'MISSING_TRANSLATION') console.error(`[i18n] ${locale}: ${err.message}`);
        },
      },
      cache,
    );
    intls.set(locale + country.timeZone, intl);
  }
  return intl;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A typed `t(key, values)` for server components; keys are checked against the English catalogue. */
export function getTranslator(country: CountryConfig, lang: LanguageCode): Translate {
  const intl = getIntl(country, lang);
  return (key, values) => String(intl.formatMessage({ id: key }, values));
}
