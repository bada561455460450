import { activityDetailRoute } from '@/server/bookings/routes';

/** `GET booking-service/activities/{id}`: one activity with its artists (SPEC §7 show); 404 when unknown. */
export const GET = activityDetailRoute();
