import type { LocaleParams } from '@/lib/locale/page-context';
import { ActivityList } from '@/components/booking/ActivityList';
import { bookingMetadata, bookingPage } from '@/components/booking/BookingShell';

type Params = Promise<LocaleParams>;

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.services.heading', { path: '/happening/services' });

/** /happening/services (SPEC §2, blank layout): the country's beauty services; the list is the island's. */
export default async function ServicesRoute({ params }: { params: Params }) {
  const { props } = await bookingPage(params, '/happening/services');
  return (
    <div className="container booking-page" data-page-type="happening">
      <h1>{props.labels['services.heading']}</h1>
      <p className="booking-page__intro">{props.labels['services.intro']}</p>
      <ActivityList query={{ kind: 'service' }} name={props.labels['services.heading']} {...props} />
    </div>
  );
}
