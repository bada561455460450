/** Money and date formatting with the country's currency, locale and time zone. Money is integer minor units. */
import { intlLocale, type CountryConfig, type LanguageCode } from '@/config/countries/registry';

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountMinor: number, country: CountryConfig, lang: LanguageCode): string {
  if (!Number.isInteger(amountMinor)) throw new TypeError(`Money must be integer minor units, got ${amountMinor}`);
  const { code, minorUnits } = country.currency;
  const locale = intlLocale(country, lang);
  const key = `${locale}|${code}|${minorUnits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amountMinor / 10 ** minorUnits);
}

export function formatDate(
  date: Date | string | number,
  country: CountryConfig,
  lang: LanguageCode,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocale(country, lang), { timeZone: country.timeZone, ...options }).format(new Date(date));
}
