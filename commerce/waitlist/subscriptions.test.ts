import { describe, expect, it } from 'vitest';
import { stockEmail } from './subscriptions';

const email = (lang: 'en' | 'id' | 'th' | 'zh') => ({ lang, firstName: 'Wai', productName: 'Rose Balm', url: 'https://atelier.sg/products/rose-balm' });

describe('waitlist and notify-me emails in each language', () => {
  it.each([
    ['en', 'Back in stock: Rose Balm', 'Good news: a product on your waitlist is back in stock.'],
    ['id', 'Tersedia kembali: Rose Balm', 'Kabar baik: produk dalam daftar tunggu Anda kini tersedia kembali.'],
    ['th', 'กลับมามีสินค้าแล้ว: Rose Balm', 'ข่าวดี สินค้าในรายการรอของคุณกลับมามีจำหน่ายแล้ว'],
    ['zh', '已補貨：Rose Balm', '好消息！你登記了到貨通知的產品已經補貨。'],
  ] as const)('back in stock in %s', (lang, subject, lead) => {
    const { subject: s, body } = stockEmail('waitlist', email(lang));
    expect(s).toBe(subject);
    expect(body.split('\n')).toEqual(expect.arrayContaining([lead, 'Rose Balm: https://atelier.sg/products/rose-balm']));
  });

  it.each([
    ['en', 'Now available: Rose Balm', 'The product you asked us to remind you about is now available.'],
    ['id', 'Kini tersedia: Rose Balm', 'Produk yang Anda minta untuk diingatkan kini sudah tersedia.'],
    ['th', 'พร้อมจำหน่ายแล้ว: Rose Balm', 'สินค้าที่คุณขอให้เราแจ้งเตือนพร้อมจำหน่ายแล้ว'],
    ['zh', '現已有售：Rose Balm', '你要求我們提醒的產品現已有售。'],
  ] as const)('now available in %s', (lang, subject, lead) => {
    const { subject: s, body } = stockEmail('remind_me', email(lang));
    expect(s).toBe(subject);
    expect(body.split('\n')).toContain(lead);
  });
});
