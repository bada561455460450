import type { LocaleParams } from '@/lib/locale/page-context';
import { bookingMetadata, bookingPage } from '@/components/booking/BookingShell';
import { MyBookings } from '@/components/booking/MyBookings';
import { otherBookingCountries } from '@/components/booking/server-labels';

type Params = Promise<LocaleParams>;

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.mine.heading', { index: false });

/** /account/bookings (the account menu's "Bookings"): a static shell; the member's bookings are the island's. */
export default async function MyBookingsRoute({ params }: { params: Params }) {
  const { props, context } = await bookingPage(params, '/account/bookings');
  return (
    <div className="container account-section" data-page-type="bookings">
      <h1>{props.labels['mine.heading']}</h1>
      <MyBookings {...props} otherCountries={otherBookingCountries(context)} />
    </div>
  );
}
