import type { LocaleParams } from '@/lib/locale/page-context';
import { ManageBooking } from '@/components/booking/ManageBooking';
import { RESERVATION_REF, bookingMetadata, bookingPage } from '@/components/booking/BookingShell';

type Params = Promise<LocaleParams & { id: string }>;

// One shell per booking, rendered once and then served from the cache; a malformed reference is a cached 404.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ id: '1' }];
}

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.manage.cancelHeading', { index: false, pattern: RESERVATION_REF });

/** /happening/classes/cancel/{id} (SPEC §2, blank layout): a static shell; the member's booking is read by the island. */
export default async function CancelClassRoute({ params }: { params: Params }) {
  const { props, id } = await bookingPage(params, '/happening/classes/cancel/{id}', RESERVATION_REF);
  return (
    <div className="container booking-page" data-page-type="happening">
      <h1>{props.labels['manage.cancelHeading']}</h1>
      <ManageBooking mode="cancel" id={id} {...props} />
    </div>
  );
}
