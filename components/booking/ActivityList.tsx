'use client';

/**
 * A list of bookable activities (the `/happening/services` page, a store page's tab): name, store, duration,
 * price, the next session with places left, each linking to its page. Read after hydration through the page's
 * booking query client (a booking elsewhere on the page reads it again), with a skeleton, an empty state and a retry.
 */
import { fill } from '@/lib/i18n/plural-templates';
import type { ActivityKind, ActivitySummary } from '@/schemas/api/bookings';
import { dayText, durationText, priceText, timeText } from './format';
import { activityPath, type BookingContextProps } from './labels';
import { LoadFailed } from './LoadFailed';
import { bookingKeys, useBookingQuery } from './booking-queries';

export interface ActivityListProps extends BookingContextProps {
  /** Whose activities: a store and kind (a tab), or every service of the country. */
  query: { store?: string; kind?: ActivityKind };
  /** The list's accessible name. */
  name: string;
}

export function ActivityList({ query: which, name, ...context }: ActivityListProps) {
  const { labels, api } = context;
  const { store, kind } = which;
  const { query, retry } = useBookingQuery(bookingKeys.of(api, 'activities', { store, kind }), (calls, signal) => calls.activities({ store, kind }, signal), api);

  if (query.isPending) {
    return <ActivityListSkeleton label={labels['list.loading']} />;
  }
  if (query.isError) return <LoadFailed labels={labels} onRetry={retry} />;
  if (query.data.length === 0) return <p className="booking-empty">{labels['list.empty']}</p>;
  return (
    <ul className="activity-list" aria-label={name}>
      {query.data.map((activity) => <ActivityCard key={activity.id} activity={activity} {...context} />)}
    </ul>
  );
}

function ActivityCard({ activity, labels, money, locale, paths }: { activity: ActivitySummary } & BookingContextProps) {
  const next = activity.nextSession;
  const href = activityPath(paths, activity.kind, activity.id);
  return (
    <li className="activity-card">
      <h3 className="activity-card__name">
        <a href={href} aria-label={fill(labels['activity.details'], { name: activity.name })}>{activity.name}</a>
      </h3>
      <p className="activity-card__store">{activity.store.name}</p>
      <p className="activity-card__summary">{activity.summary}</p>
      {activity.requiredTier && <p className="activity-perk">{labels[`activity.perk.${activity.requiredTier}`]}</p>}
      <p className="activity-card__facts">
        <span>{durationText(activity.durationMinutes, labels)}</span>
        <span className="activity-card__price">{priceText(activity, money, labels)}</span>
      </p>
      <p className="activity-card__next">
        {next ? fill(labels['activity.nextSession'], { date: dayText(next.localDate, activity.store.timeZone, locale), time: timeText(next.startsAt, activity.store.timeZone, locale) }) : labels['activity.noSession']}
      </p>
    </li>
  );
}

/** The list while it loads: three card-shaped placeholders. */
export function ActivityListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">{label}</p>
      <ul className="activity-list" aria-hidden="true">
        {[0, 1, 2].map((i) => <li key={i} className="activity-card activity-card--skeleton skeleton" />)}
      </ul>
    </div>
  );
}
