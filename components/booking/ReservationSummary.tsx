/** What a booking is: its confirmation number, activity, when (store time) and where. */
import type { Reservation } from '@/schemas/api/bookings';
import { slotText } from './format';
import type { BookingContextProps } from './labels';

export function ReservationSummary({ reservation, labels, locale }: { reservation: Reservation } & Pick<BookingContextProps, 'labels' | 'locale'>) {
  return (
    <dl className="booking-summary">
      <dt>{labels['flow.confirmationNumber']}</dt>
      <dd className="booking-summary__number">{reservation.confirmationNumber}</dd>
      <dt>{labels['manage.current']}</dt>
      <dd>{reservation.activity.name}</dd>
      {reservation.slot && (
        <>
          <dt>{labels['flow.when']}</dt>
          <dd>
            {slotText(reservation.slot, locale)}
            {reservation.slot.artist ? ` · ${reservation.slot.artist.name}` : ''}
          </dd>
        </>
      )}
      <dt>{labels['flow.where']}</dt>
      <dd>{reservation.store.name}, {reservation.store.address}</dd>
    </dl>
  );
}
