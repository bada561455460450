/**
 * An e-gift card's validity date: the one date the e-mail, the bag and the balance check show. It is the calendar
 * date of the card's expiry in the card's country's time zone, decided once on the server (`validUntil`,
 * `YYYY-MM-DD`) and then only formatted — as a calendar date, so the reader's own time zone cannot move it (a card
 * expiring at 03:00 on 27 Nov in Bangkok read 26 Nov on a browser in UTC). Safe for the browser bundle.
 */

/** `YYYY-MM-DD` of `expiresAt` in `timeZone` (the country's). */
export function validUntilDate(expiresAt: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(expiresAt))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The validity date in words in `locale` ("27 Nov 2029", "27 พ.ย. 2572"). */
export function formatValidUntil(date: string, locale: string, dateStyle: 'medium' | 'long' = 'medium'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
