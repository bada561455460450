/**
 * schema.org structured data beyond the product's own (components/product-detail/product-json-ld.ts), pure: the
 * breadcrumb trail, the organisation and web site of home (with the search action), a store with its opening hours
 * and its events. Written into the page through the one sink, `JsonLd` (lib/safe-json-ld.tsx).
 */
import type { CountryConfig, LanguageCode } from '@/config/countries/registry';
import type { ActivitySummary } from '@/schemas/api/bookings';
import type { StoreLocation } from '@/schemas/api/catalog';
import { canonicalUrl } from './urls';

const CONTEXT = 'https://schema.org';

/** Decimal text of integer minor units (schema.org prices use a period and no grouping). */
export function decimalPrice(amountMinor: number, minorUnits: number): string {
  return (amountMinor / 10 ** minorUnits).toFixed(minorUnits);
}

/** A BreadcrumbList of `{ name, path }` steps (public paths, made absolute on the country's domain). */
export function breadcrumbJsonLd(steps: readonly { name: string; path: string }[], country: CountryConfig, lang: LanguageCode): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: canonicalUrl(country, lang, step.path) })),
  };
}

/** Home's Organization and WebSite (a SearchAction into the store's search page), one graph. */
export function homeJsonLd(country: CountryConfig, lang: LanguageCode): Record<string, unknown> {
  const home = canonicalUrl(country, lang, '/');
  const name = country.siteTitle[lang] ?? country.name;
  return {
    '@context': CONTEXT,
    '@graph': [
      { '@type': 'Organization', '@id': `${home}#organization`, name, url: home, logo: new URL('/icon.svg', home).toString() },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name,
        url: home,
        inLanguage: lang,
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${canonicalUrl(country, lang, '/search')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A store (schema.org Store, a LocalBusiness) with its address, phone, place and opening hours; its events with it. */
export function storeJsonLd(store: StoreLocation, events: readonly ActivitySummary[], country: CountryConfig, lang: LanguageCode): Record<string, unknown> {
  const url = canonicalUrl(country, lang, `/store-locations/${store.slug}`);
  const address = { '@type': 'PostalAddress', streetAddress: store.address.line, addressLocality: store.address.city, postalCode: store.address.postcode, addressCountry: country.code };
  const place = { '@type': 'Place', name: store.name, address };
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'Store',
        '@id': `${url}#store`,
        name: store.name,
        url,
        telephone: store.phone,
        address,
        geo: { '@type': 'GeoCoordinates', latitude: store.coordinates.latitude, longitude: store.coordinates.longitude },
        openingHoursSpecification: store.openingHours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAYS[h.day]}`, opens: h.opens, closes: h.closes })),
      },
      ...events.filter((e) => e.nextSession).map((e) => eventJsonLd(e, place, country, lang)),
    ],
  };
}

/** A store event's next session, at the store. */
function eventJsonLd(event: ActivitySummary, location: Record<string, unknown>, country: CountryConfig, lang: LanguageCode): Record<string, unknown> {
  const start = new Date(event.nextSession!.startsAt);
  const url = canonicalUrl(country, lang, `/happening/events/${event.id}`);
  return {
    '@type': 'Event',
    name: event.name,
    ...(event.summary ? { description: event.summary } : {}),
    url,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + event.durationMinutes * 60_000).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: { '@type': 'Organization', name: country.siteTitle[lang] ?? country.name, url: canonicalUrl(country, lang, '/') },
    offers: {
      '@type': 'Offer',
      url,
      price: decimalPrice(event.price, country.currency.minorUnits),
      priceCurrency: event.currency,
      availability: event.nextSession!.remaining > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}
