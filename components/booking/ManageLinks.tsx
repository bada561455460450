/** A booking's manage links, shown by the booking confirmation and by the account's bookings (`/account/bookings`). */
import type { Reservation } from '@/schemas/api/bookings';
import type { BookingContextProps } from './labels';

/**
 * Reschedule (services) and cancel links of a live booking, as far as the API allows them. In a list of bookings
 * `describedBy` names the element that says which booking the links are for.
 */
export function ManageLinks({ reservation, labels, paths, describedBy }: { reservation: Reservation; describedBy?: string } & Pick<BookingContextProps, 'labels' | 'paths'>) {
  const id = reservation.confirmationNumber;
  const cancel = { service: paths.cancelService, class: paths.cancelClass, event: paths.cancelEvent }[reservation.activity.kind];
  if (!reservation.canReschedule && !reservation.canCancel) return null;
  return (
    <div className="booking-actions">
      {reservation.canReschedule && <a className="button button--secondary" href={paths.reschedule.replace('{id}', id)} aria-describedby={describedBy}>{labels['manage.reschedule']}</a>}
      {reservation.canCancel && <a className="button button--secondary" href={cancel.replace('{id}', id)} aria-describedby={describedBy}>{labels['manage.cancel']}</a>}
    </div>
  );
}
