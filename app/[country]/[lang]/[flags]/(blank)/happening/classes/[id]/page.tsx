import type { LocaleParams } from '@/lib/locale/page-context';
import { ActivityPage } from '@/components/booking/ActivityPage';
import { bookingMetadata, bookingPage } from '@/components/booking/BookingShell';

type Params = Promise<LocaleParams & { id: string }>;

// One shell per activity, rendered once and then served from the cache; a malformed id, or one that is no active
// activity of this kind in the country, is a cached 404.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ id: '1' }];
}

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.tab.beauty-classes', { activity: 'class', path: '/happening/classes/{id}' });

/** /happening/classes/{id} (SPEC §2, blank layout): a static shell; the class and its booking are the island's. */
export default async function ClassRoute({ params }: { params: Params }) {
  const { props, id } = await bookingPage(params, '/happening/classes/{id}', { activity: 'class' });
  return (
    <div className="container booking-page" data-page-type="happening">
      <ActivityPage id={Number(id)} kind="class" {...props} />
    </div>
  );
}
