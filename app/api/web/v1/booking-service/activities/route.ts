import { activityListRoute } from '@/server/bookings/routes';

/** `GET booking-service/activities?store=&kind=`: the country's bookable activities (SPEC §7 list). */
export const GET = activityListRoute();
