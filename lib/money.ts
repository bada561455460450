/**
 * The one money formatter, safe for the browser bundle (no country registry): client islands get a
 * `MoneyFormat` from the server (`moneyFormat()` in lib/format.ts) and format exactly as the server does.
 * Money is integer minor units.
 */
export interface MoneyFormat {
  /** BCP 47 locale, e.g. th-TH. */
  locale: string;
  /** The country's currency (ISO 4217), e.g. THB. */
  currency: string;
  /** Digits after the decimal point of the country's currency (IDR 0). */
  minorUnits: number;
  /** The country's own symbol for its currency (`฿`, `HK$`, `RM`), shown in every language of the country. */
  symbol?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

export function formatMinor(amountMinor: number, currency: string, format: MoneyFormat): string {
  const key = `${format.locale}|${currency}|${format.minorUnits}`;
  let nf = formats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      // The narrow symbol keeps the locale's layout without a code (`en-TH` would write "THB 500.00"); the
      // country's own symbol then replaces it, so "฿500.00" reads the same in English and in Thai.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: format.minorUnits,
      maximumFractionDigits: format.minorUnits,
    });
    formats.set(key, nf);
  }
  const amount = amountMinor / 10 ** format.minorUnits;
  if (!format.symbol || currency !== format.currency) return nf.format(amount);
  const symbol = format.symbol;
  return nf.formatToParts(amount).map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

/** a × b / c rounded half up, for non-negative integers (exact for values below 2^53 / 10^4). */
export function mulDivRound(a: number, b: number, c: number): number {
  return Math.floor((2 * a * b + c) / (2 * c));
}

/**
 * The tax a price that includes it holds (GST, VAT: prices are shown with tax), at `percent` (9 for 9 %, to two
 * decimals): the price before tax and the tax, which add up to `gross`. One rule for the pricing service and the
 * checkout's summary of another delivery option.
 */
export function includedTax(gross: number, percent: number): { priceBeforeTax: number; amount: number } {
  const priceBeforeTax = mulDivRound(gross, 10_000, 10_000 + Math.round(percent * 100));
  return { priceBeforeTax, amount: gross - priceBeforeTax };
}
