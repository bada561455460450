import type { Metadata } from 'next';
import { getPool } from '@/commerce/db/pool';
import { listActivities } from '@/commerce/bookings/activities';
import { apiHref, SandboxShell } from '@/components/sandbox/SandboxShell';
import { formatMoney } from '@/lib/format';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';
import { ACTIVITY_KINDS, type ActivityKind } from '@/schemas/api/bookings';

export const metadata: Metadata = { title: 'Happening (developer page)', robots: { index: false } };

const HEADINGS: Record<ActivityKind, string> = { service: 'Services', class: 'Classes', event: 'Events' };

/** The country's activities of every store as `booking-service/activities` answers them, one table per kind. */
async function Activities({ context }: { context: PageContext }) {
  const activities = await listActivities(getPool(), context);
  return ACTIVITY_KINDS.map((kind) => {
    const items = activities.filter((a) => a.kind === kind);
    return (
      <section key={kind} aria-labelledby={`happening-${kind}`}>
        <h2 id={`happening-${kind}`}>{`${HEADINGS[kind]} (${items.length})`}</h2>
        <p><a href={apiHref(context, `booking-service/activities?kind=${kind}`)}>{`Raw booking-service/activities?kind=${kind}`}</a></p>
        {items.length ? (
          <table className="sandbox-table" aria-label={HEADINGS[kind]}>
            <thead><tr><th scope="col">Activity</th><th scope="col">Store</th><th scope="col">Minutes</th><th scope="col">Price</th><th scope="col">Next session (store time)</th><th scope="col">Provider</th><th scope="col">Tier</th></tr></thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id}>
                  <th scope="row"><a href={context.href(`/sandbox/happening/${a.id}`)}>{a.name}</a> <code>#{a.id}</code></th>
                  <td>{`${a.store.name} (${a.store.city})`}</td>
                  <td>{a.durationMinutes}</td>
                  <td>{a.price === 0 ? 'free' : formatMoney(a.price, context.country, context.lang)}</td>
                  <td>{a.nextSession ? `${a.nextSession.localDate} ${a.nextSession.localStart}, ${a.nextSession.remaining} left` : 'none'}</td>
                  <td>{a.provider.kind}</td>
                  <td>{a.requiredTier ?? 'everyone'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : <p>{`No ${HEADINGS[kind].toLowerCase()} in ${context.country.name}.`}</p>}
      </section>
    );
  });
}

/** Developer page: every bookable service, class and event of the country's stores, each with its detail page. */
export default async function SandboxHappeningPage({ params }: { params: Promise<LocaleParams> }) {
  const context = await resolvePageContext(params);
  return (
    <SandboxShell title="Happening" intro={`Developer page. The services, classes and events of every store in ${context.country.name}, as the booking API lists them.`} indexHref={context.href('/sandbox')} loading="Loading the activities…">
      <Activities context={context} />
    </SandboxShell>
  );
}
