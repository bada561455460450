import { slotsRoute } from '@/server/bookings/slots-route';

/** `GET booking-service/time-slots/{id}?artist=&from=&to=`: every coming session in the range, full ones too. */
export const GET = slotsRoute('all');
