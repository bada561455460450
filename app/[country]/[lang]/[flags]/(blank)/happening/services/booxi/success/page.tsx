import type { LocaleParams } from '@/lib/locale/page-context';
import { BooxiReturn } from '@/components/booking/BooxiReturn';
import { bookingMetadata, bookingPage } from '@/components/booking/BookingShell';

type Params = Promise<LocaleParams>;

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.booxi.successHeading', { index: false });

/** /happening/services/booxi/success (SPEC §2, blank layout): where the external booking provider sends the shopper back. */
export default async function BooxiSuccessRoute({ params }: { params: Params }) {
  const { props } = await bookingPage(params, '/happening/services/booxi/success');
  return (
    <div className="container booking-page" data-page-type="happening">
      <BooxiReturn outcome="success" {...props} />
    </div>
  );
}
