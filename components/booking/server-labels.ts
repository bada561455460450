/** Server side: the booking pages' strings and page context, once per locale. */
import { countries, intlLocale, offeredLanguage } from '@/config/countries/registry';
import { sectionLabels } from '@/lib/i18n/section-labels';
import type { PageContext } from '@/lib/locale/page-context';
import { storefrontUrl } from '@/lib/locale/resolve';
import type { BookingContextProps, BookingCountry, BookingPaths } from './labels';
import { moneyFormat } from '@/lib/format';

export function bookingContextProps(context: PageContext): BookingContextProps {
  const { country, lang, href } = context;
  return {
    labels: sectionLabels('booking.', context),
    api: { country: country.code.toLowerCase(), language: lang },
    money: moneyFormat(country, lang),
    locale: intlLocale(country, lang),
    callingCode: country.callingCode,
    paths: bookingPaths(href),
  };
}

/** The booking pages' paths, each made by `href` (`{id}`/`{slug}` left to fill). */
function bookingPaths(href: (path: string) => string): BookingPaths {
  return {
    signIn: href('/sign_in'),
    home: href('/'),
    myBookings: href('/account/bookings'),
    services: href('/happening/services'),
    service: href('/happening/services/{id}'),
    class: href('/happening/classes/{id}'),
    event: href('/happening/events/{id}'),
    store: href('/store-locations/{slug}'),
    reschedule: href('/happening/services/reschedule/{id}'),
    cancelService: href('/happening/services/cancel/{id}'),
    cancelClass: href('/happening/classes/cancel/{id}'),
    cancelEvent: href('/happening/events/cancel/{id}'),
    booxiSuccess: href('/happening/services/booxi/success'),
    booxiCancel: href('/happening/services/booxi/cancel'),
  };
}

/**
 * Every other country's storefront by upper-case code, for My bookings (a member's bookings come from every
 * country): its name and its booking pages on its own domain, in the page's language where it offers it.
 */
export function otherBookingCountries(context: PageContext, registry = countries): Record<string, BookingCountry> {
  return Object.fromEntries(
    registry.list
      .filter((c) => c.code !== context.country.code)
      .map((c) => {
        const lang = offeredLanguage(c, context.lang);
        return [c.code, { name: c.name, paths: bookingPaths((path) => storefrontUrl(c, lang, path)) }];
      }),
  );
}
