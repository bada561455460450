import { bookingMetadata, bookingPage } from '@/components/booking/BookingShell';
import { fill } from '@/lib/i18n/plural-templates';
import type { LocaleParams } from '@/lib/locale/page-context';
import { loadActivityCounts, loadStores } from '@/server/store-locations';
import { StoreLink } from '@/components/booking/StoreLink';
import { STORE_TABS } from '@/components/booking/store-tabs';

type Params = Promise<LocaleParams>;

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.stores.heading', { path: '/store-locations' });

/** /store-locations (the header's "Find a store"; beyond SPEC's table): the country's stores, each linking to its page. */
export default async function StoreLocationsRoute({ params }: { params: Params }) {
  const { context, props } = await bookingPage(params, '/store-locations');
  const [stores, counts] = await Promise.all([loadStores(context.country.code, context.lang), loadActivityCounts(context.country.code)]);
  const { labels } = props;
  return (
    <div className="container booking-page" data-page-type="store-locations">
      <h1>{labels['stores.heading']}</h1>
      <p className="booking-page__intro">{labels['stores.intro']}</p>
      {stores.length === 0 ? (
        <p className="booking-empty">{labels['stores.empty']}</p>
      ) : (
        <ul className="store-list">
          {stores.map((store) => (
            <li key={store.slug} className="store-card">
              <h2 className="store-card__name">
                <StoreLink href={context.href(`/store-locations/${store.slug}`)} label={fill(labels['stores.view'], { store: store.name })}>{store.name}</StoreLink>
              </h2>
              <p>{store.address.line}, {store.address.city} {store.address.postcode}</p>
              {/* Straight to a tab of the store: what it offers, with how many of each. */}
              <ul className="store-card__tabs">
                {STORE_TABS.map((tab) => {
                  const count = counts[store.slug]?.[tab.kind] ?? 0;
                  const text = fill(labels['stores.tabCount'], { tab: labels[`tab.${tab.id}`], count });
                  return (
                    <li key={tab.id}>
                      <a href={`${context.href(`/store-locations/${store.slug}`)}?tab=${tab.id}`} >{text}<span className="visually-hidden">{fill(labels['stores.tabAtStore'], { store: store.name })}</span></a>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
