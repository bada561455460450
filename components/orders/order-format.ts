/** Dates as the order's country reads them (its locale and time zone), safe for the browser bundle. */
export interface DateFormat {
  locale: string;
  timeZone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(format: DateFormat, options: Intl.DateTimeFormatOptions, zone: string): Intl.DateTimeFormat {
  const key = `${format.locale}|${zone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(format.locale, { timeZone: zone, ...options })));
  return f;
}

/** A moment (ISO timestamp) as a date and time in the country's zone. */
export const formatDateTime = (iso: string, format: DateFormat) => formatter(format, { dateStyle: 'medium', timeStyle: 'short' }, format.timeZone).format(new Date(iso));

/** A moment as a date in the country's zone. */
export const formatDay = (iso: string, format: DateFormat) => formatter(format, { dateStyle: 'full' }, format.timeZone).format(new Date(iso));

/** A calendar date (`YYYY-MM-DD`, no time zone) as that same date. */
export const formatCalendarDate = (date: string, format: DateFormat) => formatter(format, { dateStyle: 'full' }, 'UTC').format(new Date(`${date}T00:00:00Z`));
