import { describe, expect, it } from 'vitest';
import type { Reservation } from '@/schemas/api/bookings';
import { bookingEmail } from './email';

const reservation: Reservation = {
  id: 41,
  confirmationNumber: 'TH-BK-000041',
  country: 'TH',
  status: 'confirmed',
  expired: false,
  canReschedule: true,
  canCancel: true,
  activity: { id: 7, kind: 'service', name: 'Brow shaping', durationMinutes: 30, price: 0, currency: 'THB', currencySymbol: '฿' },
  store: { slug: 'siam', name: 'Atelier Siam', city: 'Bangkok', address: '12 Orchid Lane', timeZone: 'Asia/Bangkok' },
  slot: null,
  contact: { fullName: 'Mali Chaiyaporn', email: 'mali@example.com', callingCode: '+66', phone: null },
  answers: [],
  history: [],
  provider: 'embedded',
  providerReference: null,
  createdAt: '2026-11-22T02:00:00.000Z',
  cancelledAt: null,
};

describe('booking emails in each language', () => {
  it.each([
    ['HK', 'en', 'Your Atelier booking is confirmed', 'Confirmation number: TH-BK-000041'],
    ['ID', 'id', 'Pemesanan Atelier Anda telah dikonfirmasi', 'Nomor konfirmasi: TH-BK-000041'],
    ['TH', 'th', 'ยืนยันการจองกับ Atelier แล้ว', 'หมายเลขยืนยัน: TH-BK-000041'],
    ['HK', 'zh', '你的 Atelier 預約已確認', '確認編號: TH-BK-000041'],
    // A language the country does not offer: the country's first.
    ['TH', 'zh', 'ยืนยันการจองกับ Atelier แล้ว', 'หมายเลขยืนยัน: TH-BK-000041'],
  ])('%s/%s', (country, language, subject, line) => {
    const email = bookingEmail('booked', reservation, country, language);
    expect(email.subject).toBe(subject);
    expect(email.body.split('\n')).toContain(line);
  });
});
