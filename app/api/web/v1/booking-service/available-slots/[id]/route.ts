import { slotsRoute } from '@/server/bookings/slots-route';

/** `GET booking-service/available-slots/{id}?artist=&from=&to=`: sessions with a seat, by local date. */
export const GET = slotsRoute('available');
