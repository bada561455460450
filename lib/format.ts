/** Money and date formatting with the country's currency, locale and time zone. Money is integer minor units. */
import { intlLocale, type CountryConfig, type LanguageCode } from '@/config/countries/registry';
import { formatMinor, type MoneyFormat } from './money';

/** How the country writes money in a language: what client islands receive to format prices themselves. */
export function moneyFormat(country: CountryConfig, lang: LanguageCode): MoneyFormat {
  const { code, minorUnits, symbol } = country.currency;
  return { locale: intlLocale(country, lang), currency: code, minorUnits, symbol };
}

export function formatMoney(amountMinor: number, country: CountryConfig, lang: LanguageCode): string {
  if (!Number.isInteger(amountMinor)) throw new TypeError(`Money must be integer minor units, got ${amountMinor}`);
  return formatMinor(amountMinor, country.currency.code, moneyFormat(country, lang));
}

export function formatDate(
  date: Date | string | number,
  country: CountryConfig,
  lang: LanguageCode,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocale(country, lang), { timeZone: country.timeZone, ...options }).format(new Date(date));
}
