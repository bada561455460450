import { activityListRoute } from '@/server/bookings/routes';

/** `GET booking-services/beauty-classes?store=`: the country's beauty classes. */
export const GET = activityListRoute({ kind: 'class' });
