import { activityListRoute } from '@/server/bookings/routes';

/** `GET booking-services/beauty-services?store=`: the country's beauty services. */
export const GET = activityListRoute({ kind: 'service' });
