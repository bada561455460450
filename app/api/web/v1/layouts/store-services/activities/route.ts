import { activityListRoute } from '@/server/bookings/routes';

/** `GET layouts/store-services/activities?store=&kind=`: one store page tab's activities; 404 for an unknown store. */
export const GET = activityListRoute({ storeRequired: true });
