import { describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { accountLinkEmail, linkUrl } from './account-links';

const url = 'https://atelier.co.th/users/password/edit?token=abc';

describe('account link emails in each language', () => {
  it.each([
    ['en', 'Reset your Atelier password', 'Open this link within 1 hour'],
    ['id', 'Atur ulang kata sandi Atelier Anda', 'Buka tautan ini dalam 1 jam'],
    ['th', 'รีเซ็ตรหัสผ่าน Atelier ของคุณ', 'โปรดเปิดลิงก์นี้ภายใน 1 ชั่วโมง'],
    ['zh', '重設你的 Atelier 密碼', '請於 1 小時內開啟以下連結'],
  ] as const)('password reset in %s', (lang, subject, line) => {
    const email = accountLinkEmail('password_reset', { lang, firstName: 'Mali', url });
    expect(email.subject).toBe(subject);
    expect(email.body).toContain(line);
    expect(email.body.split('\n')).toContain(url);
  });

  it.each([
    ['en', 'Unlock your Atelier account', '(Reference ID SI-ABCDEFGHJK)'],
    ['id', 'Buka blokir akun Atelier Anda', '(ID Referensi SI-ABCDEFGHJK)'],
    ['th', 'ปลดล็อกบัญชี Atelier ของคุณ', '(หมายเลขอ้างอิง SI-ABCDEFGHJK)'],
    ['zh', '解鎖你的 Atelier 帳戶', '（參考編號 SI-ABCDEFGHJK）'],
  ] as const)('unlock in %s names the block reference', (lang, subject, reference) => {
    const email = accountLinkEmail('unlock', { lang, firstName: 'Mali', url, reference: 'SI-ABCDEFGHJK' });
    expect(email.subject).toBe(subject);
    expect(email.body).toContain(reference);
    expect(email.body.split('\n')).toContain(url);
  });

  it('links to the path of the purpose in the language, on the origin given for the country', () => {
    const th = countries.get('TH')!;
    const origin = { origin: (c: { domain: string }) => `https://${c.domain}` };
    expect(linkUrl(origin, th, 'th', 'unlock', 'a+b')).toBe('https://atelier.co.th/users/unlock?token=a%2Bb');
    expect(linkUrl(origin, th, 'en', 'password_reset', 't')).toBe('https://atelier.co.th/en/users/password/edit?token=t');
  });
});
