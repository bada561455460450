import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPool } from '@/commerce/db/pool';
import { getActivity, listSlots } from '@/commerce/bookings/activities';
import { ActivityPage } from '@/components/booking/ActivityPage';
import { ACTIVITY_ID } from '@/components/booking/BookingShell';
import { activityPath } from '@/components/booking/labels';
import { bookingContextProps } from '@/components/booking/server-labels';
import { apiHref, SandboxShell } from '@/components/sandbox/SandboxShell';
import { formatMoney } from '@/lib/format';
import { resolvePageContext, type LocaleParams, type PageContext } from '@/lib/locale/page-context';

type Params = Promise<LocaleParams & { slug: string }>;

export const metadata: Metadata = { title: 'Activity (developer page)', robots: { index: false } };

export function generateStaticParams() {
  return [{ slug: '1' }];
}

async function Activity({ context, id }: { context: PageContext; id: number }) {
  const activity = await getActivity(getPool(), context, id);
  if (!activity) return <p role="alert">{`No active activity #${id} in ${context.country.name}.`}</p>;
  const range = await listSlots(getPool(), context, id, {});
  const props = bookingContextProps(context);
  return (
    <>
      <section aria-labelledby="activity-facts">
        <h2 id="activity-facts">{activity.name}</h2>
        <dl aria-label="Activity facts">
          <div><dt>Kind</dt><dd>{activity.kind}</dd></div>
          <div><dt>Store</dt><dd>{`${activity.store.name}, ${activity.store.address} (${activity.store.timeZone})`}</dd></div>
          <div><dt>Duration</dt><dd>{`${activity.durationMinutes} minutes`}</dd></div>
          <div><dt>Price</dt><dd>{activity.price === 0 ? 'free' : formatMoney(activity.price, context.country, context.lang)}</dd></div>
          <div><dt>Capacity</dt><dd>{activity.capacity}</dd></div>
          <div><dt>Provider</dt><dd>{activity.provider.kind === 'booxi' ? `booxi (${activity.provider.bookingUrl})` : activity.provider.kind}</dd></div>
          <div><dt>Tier</dt><dd>{activity.requiredTier ?? 'everyone'}</dd></div>
          <div><dt>Artists</dt><dd>{activity.artists.map((a) => `${a.name} (${a.title})`).join(', ') || 'none'}</dd></div>
          <div><dt>Questions</dt><dd>{activity.hasQuestions ? 'yes' : 'no'}</dd></div>
        </dl>
        <ul>
          <li><a href={activityPath(props.paths, activity.kind, activity.id)}>Shopper page</a></li>
          <li><a href={apiHref(context, `booking-service/activities/${id}`)}>Raw booking-service/activities/{id}</a></li>
          <li><a href={apiHref(context, `booking-service/time-slots/${id}`)}>Raw booking-service/time-slots/{id}</a></li>
          <li><a href={context.href('/sandbox/happening')}>All activities</a></li>
        </ul>
      </section>
      <section aria-labelledby="activity-sessions">
        <h2 id="activity-sessions">{range ? `Sessions ${range.from} to ${range.to} (${range.timeZone})` : 'Sessions'}</h2>
        {range?.slots.length ? (
          <table className="sandbox-table" aria-label="Sessions">
            <thead><tr><th scope="col">Date</th><th scope="col">Time</th><th scope="col">Artist</th><th scope="col">Places left</th></tr></thead>
            <tbody>
              {range.slots.map((s) => (
                <tr key={s.id}><td>{s.localDate}</td><td>{`${s.localStart}–${s.localEnd}`}</td><td>{s.artist?.name ?? '—'}</td><td>{`${s.remaining} of ${s.capacity}`}</td></tr>
              ))}
            </tbody>
          </table>
        ) : <p>No session in the coming two weeks.</p>}
      </section>
      <section aria-label="Shopper view">
        <ActivityPage id={id} kind={activity.kind} {...props} />
      </section>
    </>
  );
}

/**
 * Developer page: one activity (`/sandbox/happening/{id}`) — its facts and sessions as the booking API answers
 * them, links to the raw answers, and the shopper's activity island below (which reads the API itself).
 */
export default async function SandboxActivityPage({ params }: { params: Params }) {
  const context = await resolvePageContext(params);
  const { slug } = await params;
  if (!ACTIVITY_ID.test(slug)) notFound();
  return (
    <SandboxShell title="Activity" intro={`Developer page. Activity #${slug} through the booking API.`} indexHref={context.href('/sandbox')} loading="Loading the activity…">
      <Activity context={context} id={Number(slug)} />
    </SandboxShell>
  );
}
