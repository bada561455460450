'use client';

/**
 * The account's bookings page island (`/account/bookings`): the signed-in member's reservations
 * (`GET reservation-service`) in two sections, "Upcoming" (soonest first) and "Past and cancelled" (newest
 * first). Each booking names its activity and kind (a link to its page), the store (a link to the store), the
 * date and time in the store's time zone, the duration, the confirmation number and the status in words, with
 * "Reschedule" and "Cancel booking" where the API allows them. An expired booking says so and offers nothing. A
 * guest (no session, or the API's 401) is sent to sign in and comes back here.
 *
 * The API answers the member's bookings from every country: a booking made in another country names that country,
 * and its links (activity, store, manage) lead to that country's storefront, where its pages are.
 */
import { useMemo } from 'react';
import { ApiError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import type { Reservation } from '@/schemas/api/bookings';
import { fullNavigation } from '../account/location';
import { durationText, slotText } from './format';
import { activityPath, type BookingContextProps, type BookingCountry, type BookingPaths } from './labels';
import { bookingKeys, useMemberBookingQuery } from './booking-queries';
import { LoadFailed } from './LoadFailed';
import { ManageLinks } from './ManageLinks';
import { bookingState, splitBookings } from './my-bookings';

export interface MyBookingsProps extends BookingContextProps {
  /** Where a guest goes (a full navigation by default). */
  navigate?: (url: string) => void;
  /** Every other country's storefront by upper-case code (`otherBookingCountries`), for bookings made there. */
  otherCountries?: Record<string, BookingCountry>;
}

type ListContext = BookingContextProps & { otherCountries: Record<string, BookingCountry> };

export function MyBookings({ navigate = fullNavigation, otherCountries = {}, ...pageContext }: MyBookingsProps) {
  const context: ListContext = { ...pageContext, otherCountries };
  const { labels, api, paths } = context;
  const { query, retry } = useMemberBookingQuery(bookingKeys.of(api, 'reservations'), (calls, signal) => calls.reservations(signal), api, paths.signIn, navigate);
  const sections = useMemo(() => (query.data ? splitBookings(query.data) : null), [query.data]);

  if (query.isPending || (query.error instanceof ApiError && query.error.status === 401)) {
    return <MyBookingsSkeleton label={labels['list.loading']} />;
  }
  if (query.isError) return <LoadFailed labels={labels} onRetry={retry} />;
  if (!sections || (!sections.upcoming.length && !sections.past.length)) {
    return (
      <div className="booking-notice">
        <p>{labels['mine.empty']}</p>
        <a className="button" href={paths.services}>{labels['activity.browse']}</a>
      </div>
    );
  }
  return (
    <div className="my-bookings">
      <section aria-labelledby="my-bookings-upcoming">
        <h2 id="my-bookings-upcoming">{labels['mine.upcoming']}</h2>
        {sections.upcoming.length ? (
          <BookingList items={sections.upcoming} label={labels['mine.upcoming']} {...context} />
        ) : (
          <p className="booking-empty">
            {labels['mine.noUpcoming']} <a href={paths.services}>{labels['activity.browse']}</a>
          </p>
        )}
      </section>
      {sections.past.length > 0 && (
        <section aria-labelledby="my-bookings-past">
          <h2 id="my-bookings-past">{labels['mine.past']}</h2>
          <BookingList items={sections.past} label={labels['mine.past']} {...context} />
        </section>
      )}
    </div>
  );
}

function BookingList({ items, label, ...context }: { items: Reservation[]; label: string } & ListContext) {
  return (
    <ul className="my-bookings__list" aria-label={label}>
      {items.map((reservation) => (
        <li key={reservation.id}>
          <BookingItem reservation={reservation} {...context} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where a booking's pages are: this storefront's paths for a booking of the page's country; else the country it was
 * made in, with that storefront's paths (none when the store no longer serves that country: no links then).
 */
export function bookingPlace(reservation: Pick<Reservation, 'country'>, { api, paths, otherCountries }: Pick<ListContext, 'api' | 'paths' | 'otherCountries'>): { paths: BookingPaths | null; country: string | null } {
  const code = reservation.country.toUpperCase();
  if (code === api.country.toUpperCase()) return { paths, country: null };
  const other = otherCountries[code];
  return other ? { paths: other.paths, country: other.name } : { paths: null, country: code };
}

function BookingItem({ reservation, labels, locale, ...context }: { reservation: Reservation } & ListContext) {
  const { activity, store, slot } = reservation;
  const state = bookingState(reservation);
  const heading = `my-booking-${reservation.id}`;
  const { paths, country } = bookingPlace(reservation, context);
  const link = (href: string | undefined, text: string) => (href ? <a href={href}>{text}</a> : text);
  return (
    <article className="my-booking" aria-labelledby={heading}>
      <p className="my-booking__kind">{labels[`mine.kind.${activity.kind}`]}</p>
      <h3 id={heading} className="my-booking__name">
        {link(paths ? activityPath(paths, activity.kind, activity.id) : undefined, activity.name)}
      </h3>
      <dl className="booking-summary my-booking__facts">
        <dt>{labels['manage.status']}</dt>
        <dd><span className="my-booking__status" data-status={state}>{labels[`mine.status.${state}`]}</span></dd>
        <dt>{labels['flow.confirmationNumber']}</dt>
        <dd className="booking-summary__number">{reservation.confirmationNumber}</dd>
        {slot && (
          <>
            <dt>{labels['flow.when']}</dt>
            <dd>
              {slotText(slot, locale)}
              {slot.artist ? ` · ${slot.artist.name}` : ''}
            </dd>
          </>
        )}
        <dt>{labels['activity.durationLabel']}</dt>
        <dd>{durationText(activity.durationMinutes, labels)}</dd>
        <dt>{labels['activity.store']}</dt>
        <dd>{link(paths ? fill(paths.store, { slug: store.slug }) : undefined, store.name)}, {store.city}</dd>
        {country && (
          <>
            <dt>{labels['mine.country']}</dt>
            <dd>{link(paths?.home, country)}</dd>
          </>
        )}
        {reservation.providerReference && (
          <>
            <dt>{labels['booxi.reference']}</dt>
            <dd>{reservation.providerReference}</dd>
          </>
        )}
      </dl>
      {reservation.provider !== 'embedded' && <p className="my-booking__note">{labels['mine.partner']}</p>}
      {state === 'expired' ? (
        <p className="my-booking__note">{labels['manage.expired']}</p>
      ) : state !== 'cancelled' && paths ? (
        <ManageLinks reservation={reservation} labels={labels} paths={paths} describedBy={heading} />
      ) : null}
    </article>
  );
}

/** My bookings while they load: two booking-shaped placeholders. */
export function MyBookingsSkeleton({ label }: { label: string }) {
  return (
    <div className="my-bookings__loading" role="status" aria-label={label}>
      <div className="skeleton my-booking--skeleton" aria-hidden="true" />
      <div className="skeleton my-booking--skeleton" aria-hidden="true" />
    </div>
  );
}
