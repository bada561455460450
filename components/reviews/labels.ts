/** The reviews islands' strings (`review.*`, placeholders kept) and what they need of the page. */
import type { SectionLabels } from '@/lib/i18n/section-labels';
import type { ApiLocale } from '../account/account-api';

export type ReviewLabels = SectionLabels<'review.'>;

export interface ReviewsContextProps {
  api: ApiLocale;
  /** Intl locale and time zone of dates. */
  locale: string;
  timeZone: string;
  paths: { signIn: string; newArrivals: string; product: string };
}

/** A date as the reviews show it (medium style, the country's time zone). */
export const reviewDate = (iso: string, { locale, timeZone }: Pick<ReviewsContextProps, 'locale' | 'timeZone'>) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
