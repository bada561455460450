import type { Metadata } from 'next';
import { apiHref, SandboxShell } from '@/components/sandbox/SandboxShell';
import { loadActivityCounts, loadStores } from '@/server/store-locations';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';

export const metadata: Metadata = { title: 'Stores (developer page)', robots: { index: false } };

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What the clock in the store's time zone reads now. */
function localTime(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
}

async function StoreTable({ context }: { context: PageContext }) {
  const [stores, counts] = await Promise.all([loadStores(context.country.code, context.lang), loadActivityCounts(context.country.code)]);
  if (!stores.length) return <p>{context.country.name} has no store.</p>;
  const now = new Date();
  return (
    <table className="sandbox-table" aria-label="Stores">
      <thead>
        <tr><th scope="col">Store</th><th scope="col">Address</th><th scope="col">Time zone</th><th scope="col">Opening hours</th><th scope="col">Services / classes / events</th><th scope="col">Links</th></tr>
      </thead>
      <tbody>
        {stores.map((store) => {
          const count = counts[store.slug] ?? { service: 0, class: 0, event: 0 };
          return (
            <tr key={store.slug}>
              <th scope="row">{store.name}<br /><code>{store.slug}</code>{store.clickAndCollect ? <><br />click and collect</> : null}</th>
              <td>{store.address.line}, {store.address.city} {store.address.postcode}<br />{store.phone}</td>
              <td>{store.timeZone}<br />now {localTime(store.timeZone, now)}</td>
              <td>
                <ul>
                  {store.openingHours.map((h) => <li key={h.day}>{`${DAYS[h.day]} ${h.opens}–${h.closes}`}</li>)}
                </ul>
              </td>
              <td>{`${count.service} / ${count.class} / ${count.event}`}</td>
              <td>
                <ul>
                  <li><a href={context.href(`/store-locations/${store.slug}`)} aria-label={`Store page of ${store.name}`}>Store page</a></li>
                  <li><a href={apiHref(context, `store-locations/${store.slug}`)} aria-label={`API answer of ${store.name}`}>API answer</a></li>
                  <li><a href={`https://www.openstreetmap.org/?mlat=${store.coordinates.latitude}&mlon=${store.coordinates.longitude}#map=17/${store.coordinates.latitude}/${store.coordinates.longitude}`} rel="noreferrer" target="_blank" aria-label={`Map of ${store.name}`}>Map</a></li>
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Developer page: every store of the country as the store-locations API gives it, with its time zone, hours and links. */
export default async function SandboxStoresPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  return (
    <SandboxShell title="Stores" intro={`Developer page. Every store of ${context.country.name}, read like the store-locations API.`} indexHref={context.href('/sandbox')} loading="Loading the stores…">
      <p><a href={apiHref(context, 'store-locations')}>Raw store-locations answer</a></p>
      <StoreTable context={context} />
    </SandboxShell>
  );
}
