import type { LocaleParams } from '@/lib/locale/page-context';
import { ActivityPage } from '@/components/booking/ActivityPage';
import { appLinkHref, bookingMetadata, bookingPage } from '@/components/booking/BookingShell';
import { GetAppPrompt } from '@/components/booking/GetAppPrompt';

type Params = Promise<LocaleParams & { id: string }>;

// One shell per activity, rendered once and then served from the cache; a malformed id, or one that is no active
// activity of this kind in the country, is a cached 404.
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ id: '1' }];
}

export const generateMetadata = ({ params }: { params: Params }) => bookingMetadata(params, 'booking.tab.beauty-services', { activity: 'service', path: '/happening/services/{id}' });

/** /happening/services/{id} (SPEC §2, blank layout): a static shell; the service and its booking are the island's. */
export default async function ServiceRoute({ params }: { params: Params }) {
  const { props, id, context } = await bookingPage(params, '/happening/services/{id}', { activity: 'service' });
  return (
    <div className="container booking-page" data-page-type="happening">
      <GetAppPrompt labels={props.labels} href={appLinkHref(context)} />
      <ActivityPage id={Number(id)} kind="service" {...props} />
    </div>
  );
}
