import { describe, expect, it } from 'vitest';
import { instructionMessages, type InstructionsRow } from './payment-messages';

const row = (overrides: Partial<InstructionsRow> = {}): InstructionsRow => ({
  email: 'ayu@example.com',
  country: 'ID',
  language: 'id',
  currency: 'IDR',
  recipient: { callingCode: '+62', phone: '0812-3456-7890' },
  instructions: { type: 'virtual_account', bank: 'Bank Central Asia', accountNumber: '8808000100042', accountName: 'PT Atelier Indonesia' },
  amount: 405000,
  expires_at: new Date('2026-11-23T03:00:00Z'),
  ...overrides,
});

describe('virtual account instructions by email and SMS', () => {
  it('emails and texts the bank, number, amount and deadline in the order’s language, to an E.164 number', () => {
    const [email, sms] = instructionMessages('AT-ID-100042', row());
    expect(email).toMatchObject({ channel: 'email', recipient: 'ayu@example.com', kind: 'payment_instructions', subject: 'Bayar pesanan Atelier AT-ID-100042' });
    expect(email.body).toContain('Nomor virtual account: 8808000100042');
    expect(email.body).toMatch(/Rp\s?405\.000/);
    expect(email.body).toMatch(/23 Nov 2026/);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+6281234567890' });
    expect(sms.body).toContain('Bank Central Asia 8808000100042');
    expect(sms.body.length).toBeLessThan(200);
  });

  it.each([
    ['TH', 'th', 'THB', 'ชำระเงินสำหรับคำสั่งซื้อ Atelier AT-X-1', 'หมายเลขบัญชีเสมือน: 8808000100042'],
    ['HK', 'zh', 'HKD', '請為 Atelier 訂單 AT-X-1 付款', '虛擬帳戶號碼：8808000100042'],
    // A language the country does not offer: the country's first.
    ['ID', 'th', 'IDR', 'Bayar pesanan Atelier AT-X-1', 'Nomor virtual account: 8808000100042'],
  ])('writes %s/%s orders in the country\'s language', (country, language, currency, subject, line) => {
    const [email] = instructionMessages('AT-X-1', row({ country, language, currency }));
    expect(email.subject).toBe(subject);
    expect(email.body.split('\n')).toContain(line);
  });

  it('writes English for an English order, and sends nothing for a QR or card payment', () => {
    const [email] = instructionMessages('AT-ID-100043', row({ language: 'en' }));
    expect(email.subject).toBe('Pay for your Atelier order AT-ID-100043');
    expect(instructionMessages('AT-TH-100001', row({ country: 'TH', instructions: { type: 'promptpay_qr', payload: '000201' } }))).toEqual([]);
  });
});
