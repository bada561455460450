/** The Beauty Pass islands' number, money and date formats for the page's country and language. */
import { formatMinor } from '@/lib/money';
import { formatDay } from '../orders/order-format';
import type { BeautyPassProps } from './labels';
import type { TierFormats } from './tier-message';

export function beautyPassFormats({ money, timeZone }: Pick<BeautyPassProps, 'money' | 'timeZone'>): TierFormats {
  const numbers = new Intl.NumberFormat(money.locale);
  return {
    money: (minor) => formatMinor(minor, money.currency, money),
    date: (iso) => formatDay(iso, { locale: money.locale, timeZone }),
    number: (value) => numbers.format(value),
  };
}

/** Points with their sign: `+120`, `−500` (a true minus sign). */
export const signedPoints = (points: number, number: (value: number) => string) => (points < 0 ? `−${number(-points)}` : `+${number(points)}`);
