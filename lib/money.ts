/**
 * Money formatting that is safe for the browser bundle (no country registry): what a client island needs
 * to format a price the same way `lib/format.ts` does on the server. Money is integer minor units.
 */
export interface MoneyFormat {
  /** BCP 47 locale, e.g. th-TH. */
  locale: string;
  /** The country's currency (ISO 4217), e.g. THB. */
  currency: string;
  /** Digits after the decimal point of the country's currency (IDR 0). */
  minorUnits: number;
}

const formats = new Map<string, Intl.NumberFormat>();

export function formatMinor(amountMinor: number, currency: string, format: MoneyFormat): string {
  const key = `${format.locale}|${currency}|${format.minorUnits}`;
  let nf = formats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: format.minorUnits,
      maximumFractionDigits: format.minorUnits,
    });
    formats.set(key, nf);
  }
  return nf.format(amountMinor / 10 ** format.minorUnits);
}
