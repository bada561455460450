import { activityDetailRoute } from '@/server/bookings/routes';

/** `GET happening/services/activities/{id}`: the activity a `/happening/{kind}/{id}` page shows; 404 when unknown. */
export const GET = activityDetailRoute();
