'use client';

/**
 * A service, class or event page's island (`/happening/{kind}/{id}`): its details — duration in minutes,
 * price with the currency symbol, description, artists, store, places left in the next session — read from
 * `happening/services/activities/{id}` after hydration (through the page's booking query client: a booking made
 * here reads it again, so "places left" follows), then "Book now" (services) or "Register" (classes,
 * events). A guest goes to `/sign_in?return_to=<this page>?book=1` and comes back straight into the flow; an
 * activity of an external provider (Booxi) sends the shopper to the provider's page instead.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import type { ActivityDetail, ActivityKind, Question } from '@/schemas/api/bookings';
import { fullNavigation, withQuery } from '../account/location';
import { hasSession } from '../account/session';
import { BookingFlow } from './BookingFlow';
import { dayText, durationText, priceText, timeText } from './format';
import type { BookingContextProps } from './labels';
import { LoadFailed } from './LoadFailed';
import { bookingKeys, callsFor, useBookingQuery } from './booking-queries';

export interface ActivityPageProps extends BookingContextProps {
  id: number;
  kind: ActivityKind;
  navigate?: (url: string, options?: { external?: boolean }) => void;
}

/** This page with `book=1`: where sign-in brings a guest back to, straight into the flow. */
export function bookingReturnPath(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  params.set('book', '1');
  return `${location.pathname}?${params}`;
}

export function ActivityPage({ id, kind, navigate = fullNavigation, ...context }: ActivityPageProps) {
  const { labels, api, money, locale, paths } = context;
  const { query, retry, client } = useBookingQuery(bookingKeys.of(api, 'activity', id), (calls, signal) => calls.activity(id, signal), api);
  const [questions, setQuestions] = useState<Question[] | null>(null);
  const [opening, setOpening] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const missing = (query.isSuccess && query.data.kind !== kind) || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));

  const start = useCallback(
    async (activity: ActivityDetail) => {
      if (activity.provider.kind === 'booxi') return navigate(activity.provider.bookingUrl, { external: true });
      if (!hasSession()) return navigate(withQuery(paths.signIn, { return_to: bookingReturnPath(window.location) }));
      setOpening(true);
      try {
        const found = activity.hasQuestions
          ? await client.fetchQuery({ queryKey: bookingKeys.of(api, 'questions', activity.id), queryFn: ({ signal }) => callsFor(api).then((calls) => calls.questions(activity.id, signal)) })
          : [];
        setQuestions(found);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) navigate(withQuery(paths.signIn, { return_to: bookingReturnPath(window.location) }));
        else setOpenFailed(true);
      } finally {
        setOpening(false);
      }
    },
    [api, client, navigate, paths.signIn],
  );

  // Back from sign-in (`?book=1`): open the flow at once, and take the parameter out of the URL.
  const ready = query.isSuccess && !missing ? query.data : null;
  useEffect(() => {
    if (!ready || questions) return;
    const params = new URLSearchParams(window.location.search);
    if (params.get('book') !== '1' || !hasSession()) return;
    params.delete('book');
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
    void Promise.resolve(ready).then(start);
  }, [ready, questions, start]);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">{labels['list.loading']}</p>
        <div className="skeleton activity-skeleton activity-skeleton--title" aria-hidden="true" />
        <div className="skeleton activity-skeleton activity-skeleton--body" aria-hidden="true" />
      </div>
    );
  }
  if (missing) {
    return (
      <div className="booking-notice">
        <h1>{labels['activity.notFound']}</h1>
        <a className="button" href={paths.services}>{labels['activity.browse']}</a>
      </div>
    );
  }
  if (query.isError || openFailed) {
    return (
      <LoadFailed
        labels={labels}
        onRetry={() => {
          setOpenFailed(false);
          retry();
        }}
      />
    );
  }
  const activity = query.data;
  const next = activity.nextSession;
  const action = activity.provider.kind === 'booxi' ? labels['activity.bookWithPartner'] : activity.kind === 'service' ? labels['activity.book'] : labels['activity.register'];
  return (
    <article className="activity-page">
      <h1>{activity.name}</h1>
      <p className="activity-page__store">
        <a href={paths.store.replace('{slug}', activity.store.slug)}>{activity.store.name}</a>, {activity.store.city}
      </p>
      <dl className="activity-facts">
        <dt>{labels['activity.durationLabel']}</dt>
        <dd>{durationText(activity.durationMinutes, labels)}</dd>
        <dt>{labels['activity.price']}</dt>
        <dd>{priceText(activity, money, labels)}</dd>
        {activity.artists.length > 0 && (
          <>
            <dt>{activity.kind === 'service' ? labels['activity.artists'] : labels['activity.host']}</dt>
            <dd>{activity.artists.map((a) => a.name).join(', ')}</dd>
          </>
        )}
        <dt>{labels['flow.when']}</dt>
        <dd>{next ? fill(labels['activity.nextSession'], { date: dayText(next.localDate, activity.store.timeZone, locale), time: timeText(next.startsAt, activity.store.timeZone, locale) }) : labels['activity.noSession']}</dd>
      </dl>
      {activity.requiredTier && <p className="activity-perk">{labels[`activity.perk.${activity.requiredTier}`]}</p>}
      {next && <p className="activity-page__remaining">{next.remaining > 0 ? fill(labels['activity.remaining'], { count: next.remaining }) : labels['activity.full']}</p>}
      <p className="activity-page__description">{activity.description}</p>
      {questions ? (
        <BookingFlow activity={activity} questions={questions} {...context} />
      ) : (
        <button type="button" className="button activity-page__book" disabled={opening} aria-busy={opening || undefined} onClick={() => void start(activity)}>
          {action}
        </button>
      )}
    </article>
  );
}
