/**
 * The email a member receives when a booking is made, rescheduled or cancelled, in the booking's language:
 * what, where, when (store time) and the confirmation number.
 */
import type { LanguageCode } from '@/config/countries/types';
import { countries, intlLocale, offeredLanguage } from '@/config/countries/registry';
import type { Reservation } from '@/schemas/api/bookings';

export type BookingEmailKind = 'booked' | 'rescheduled' | 'cancelled';

const WORDS: Record<LanguageCode, { subject: Record<BookingEmailKind, string>; intro: Record<BookingEmailKind, string>; number: string; when: string; where: string }> = {
  en: {
    subject: { booked: 'Your Atelier booking is confirmed', rescheduled: 'Your Atelier booking has been rescheduled', cancelled: 'Your Atelier booking has been cancelled' },
    intro: { booked: 'Thank you for booking with us. We look forward to seeing you.', rescheduled: 'Your booking has moved to a new time.', cancelled: 'Your booking has been cancelled. We hope to see you another time.' },
    number: 'Confirmation number',
    when: 'When',
    where: 'Where',
  },
  id: {
    subject: { booked: 'Pemesanan Atelier Anda telah dikonfirmasi', rescheduled: 'Jadwal pemesanan Atelier Anda telah diubah', cancelled: 'Pemesanan Atelier Anda telah dibatalkan' },
    intro: { booked: 'Terima kasih telah memesan. Kami menantikan kedatangan Anda.', rescheduled: 'Pemesanan Anda telah dipindahkan ke waktu baru.', cancelled: 'Pemesanan Anda telah dibatalkan. Semoga kita bertemu di lain waktu.' },
    number: 'Nomor konfirmasi',
    when: 'Waktu',
    where: 'Tempat',
  },
  th: {
    subject: { booked: 'ยืนยันการจองกับ Atelier แล้ว', rescheduled: 'เปลี่ยนเวลาการจองกับ Atelier แล้ว', cancelled: 'ยกเลิกการจองกับ Atelier แล้ว' },
    intro: { booked: 'ขอบคุณที่จองกับเรา เรายินดีต้อนรับคุณ', rescheduled: 'การจองของคุณถูกย้ายไปยังเวลาใหม่แล้ว', cancelled: 'การจองของคุณถูกยกเลิกแล้ว หวังว่าจะได้พบคุณในครั้งหน้า' },
    number: 'หมายเลขยืนยัน',
    when: 'เวลา',
    where: 'สถานที่',
  },
  zh: {
    subject: { booked: '你的 Atelier 預約已確認', rescheduled: '你的 Atelier 預約已改期', cancelled: '你的 Atelier 預約已取消' },
    intro: { booked: '感謝你的預約，期待與你見面。', rescheduled: '你的預約已改到新的時間。', cancelled: '你的預約已取消，期待下次再見。' },
    number: '確認編號',
    when: '時間',
    where: '地點',
  },
};

/** Subject and body of the email about `reservation` (`language` is the booking's). */
export function bookingEmail(kind: BookingEmailKind, reservation: Reservation, countryCode: string, language: string): { subject: string; body: string } {
  const country = countries.get(countryCode);
  if (!country) throw new Error(`Unknown country ${countryCode}`);
  const lang = offeredLanguage(country, language);
  const words = WORDS[lang];
  const when = reservation.slot
    ? new Intl.DateTimeFormat(intlLocale(country, lang), { dateStyle: 'full', timeStyle: 'short', timeZone: reservation.store.timeZone }).format(new Date(reservation.slot.startsAt))
    : null;
  const body = [
    words.intro[kind],
    '',
    reservation.activity.name,
    ...(when ? [`${words.when}: ${when}${reservation.slot?.artist ? ` · ${reservation.slot.artist.name}` : ''}`] : []),
    `${words.where}: ${reservation.store.name}, ${reservation.store.address}, ${reservation.store.city}`,
    `${words.number}: ${reservation.confirmationNumber}`,
  ].join('\n');
  return { subject: words.subject[kind], body };
}
