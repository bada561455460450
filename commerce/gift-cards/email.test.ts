import { describe, expect, it } from 'vitest';
import { giftCardEmail } from './email';

const card = { code: 'ABCDEFGHJKMNPQRS', amount: 100000, senderName: 'Mei', message: '', expiresAt: new Date('2027-11-22T02:00:00Z') };

describe('e-gift card emails in each language', () => {
  it.each([
    ['SG', 'en', 'Mei sent you an Atelier e-gift card', 'Your gift card code'],
    ['ID', 'id', 'Mei mengirimkan e-gift card Atelier untuk Anda', 'Kode gift card Anda'],
    ['TH', 'th', 'Mei ส่งบัตรของขวัญอิเล็กทรอนิกส์ Atelier ให้คุณ', 'รหัสบัตรของขวัญของคุณ'],
    ['HK', 'zh', 'Mei 送你一張 Atelier 電子禮品卡', '你的禮品卡代碼'],
    // A language the country does not offer: the country's first.
    ['ID', 'th', 'Mei mengirimkan e-gift card Atelier untuk Anda', 'Kode gift card Anda'],
  ])('%s/%s', (country, language, subject, codeLabel) => {
    const email = giftCardEmail({ ...card, country, language });
    expect(email.subject).toBe(subject);
    expect(email.body).toContain(`${codeLabel}: `);
  });
});
