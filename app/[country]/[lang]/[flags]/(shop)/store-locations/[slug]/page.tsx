import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { bookingPage } from '@/components/booking/BookingShell';
import { StoreTabs } from '@/components/booking/StoreTabs';
import { fill } from '@/lib/i18n/plural-templates';
import { logPageNotFound } from '@/lib/log';
import { pageContextFor, type LocaleParams } from '@/lib/locale/page-context';
import { notFoundMetadata, pageMetadata } from '@/lib/metadata';
import { loadStore, loadStoreEvents, loadStores } from '@/server/store-locations';
import { JsonLd } from '@/lib/safe-json-ld';
import { storeJsonLd } from '@/lib/seo/json-ld';

type Params = Promise<LocaleParams & { slug: string }>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Each store is rendered once and then served from the cache; an unknown slug is cached as a 404.
export const ensureStatic = 'navigation';

export async function generateStaticParams({ params }: { params: LocaleParams }) {
  // A country with no store yet (a first deploy, before the import) builds one slug that names none, prerendered as
  // the 404: Cache Components refuse an empty list.
  const slugs = (await loadStores(params.country.toUpperCase(), params.lang)).map((s) => s.slug);
  return (slugs.length ? slugs : ['no-store-yet']).map((slug) => ({ slug }));
}

async function storeFor(params: Params) {
  const { country, lang, slug } = await params;
  const context = pageContextFor(country, lang);
  if (!context || !SLUG.test(slug)) return null;
  return loadStore(context.country.code, context.lang, slug);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { country, lang } = await params;
  const context = pageContextFor(country, lang);
  const store = await storeFor(params);
  // An unknown store answers 404: the not-found page's title.
  return context && store ? pageMetadata(store.name, context.country, context.lang, { path: `/store-locations/${store.slug}`, available: [context.country.code] }) : notFoundMetadata(country, lang);
}

/** /store-locations/{slug} (SPEC §2): the store — address, hours, map link — with tabs for beauty services, classes and events. */
export default async function StoreRoute({ params }: { params: Params }) {
  const store = await storeFor(params);
  if (!store) {
    const { country, lang, slug } = await params;
    logPageNotFound(`/store-locations/${slug}`, { country, lang });
    notFound();
  }
  const { context, props } = await bookingPage(params, '/store-locations/{id}');
  const { labels } = props;
  const events = await loadStoreEvents(context.country.code, context.lang, store.slug);
  const weekday = new Intl.DateTimeFormat(props.locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day 0.
  const dayName = (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day)));
  const open = new Map(store.openingHours.map((h) => [h.day, h]));
  const map = `https://www.openstreetmap.org/?mlat=${store.coordinates.latitude}&mlon=${store.coordinates.longitude}#map=17/${store.coordinates.latitude}/${store.coordinates.longitude}`;
  return (
    <div className="container booking-page" data-page-type="store-locations">
      <p><a href={context.href('/store-locations')}>{labels['store.allStores']}</a></p>
      <h1>{store.name}</h1>
      <div className="store-details">
        <section aria-labelledby="store-address">
          <h2 id="store-address">{labels['store.address']}</h2>
          <address>
            {store.address.line}<br />
            {store.address.city} {store.address.postcode}
          </address>
          <p>{labels['store.phone']}: <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a></p>
          <p><a href={map} rel="noopener" target="_blank">{labels['store.map']}</a></p>
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">{labels['store.hours']}</h2>
          <dl className="store-hours">
            {[1, 2, 3, 4, 5, 6, 0].map((day) => {
              const hours = open.get(day);
              return (
                <div key={day}>
                  <dt>{dayName(day)}</dt>
                  <dd>{hours ? `${hours.opens}–${hours.closes}` : labels['store.closed']}</dd>
                </div>
              );
            })}
          </dl>
        </section>
      </div>
      <StoreTabs store={store.slug} name={fill(labels['store.tabs'], { store: store.name })} {...props} />
      <JsonLd data={storeJsonLd(store, events, context.country, context.lang)} />
    </div>
  );
}
