/**
 * The booking form's contact details between the form and the API (SPEC §5): which fields are required comes
 * from the contract's one table (`BOOKING_CONTACT_REQUIRED`: email yes, phone optional), and a blank optional
 * phone is sent as null rather than as an empty number.
 */
import { nationalNumber, type Contact, type ContactRules } from '@/flows/booking/booking-form';
import { BOOKING_CONTACT_REQUIRED, type BookingContactInput } from '@/schemas/api/bookings';

export function bookingContactRules(callingCode: string): ContactRules {
  return { callingCode, emailRequired: BOOKING_CONTACT_REQUIRED.email, phoneRequired: BOOKING_CONTACT_REQUIRED.phone };
}

/** The `contact` of `reservation-service/create`: trimmed, the phone as national digits (or null when blank). */
export function contactBody(contact: Contact, callingCode: string): BookingContactInput {
  const phone = contact.phone.trim();
  return {
    fullName: contact.fullName.trim(),
    email: contact.email.trim(),
    callingCode,
    phone: phone ? (nationalNumber(phone, callingCode) ?? phone) : null,
  };
}
