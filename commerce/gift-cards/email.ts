/**
 * The email that delivers an e-gift card to its recipient, in the language the buyer used: who sends it,
 * the amount, the personal message, the code (grouped), its expiry and how to redeem it.
 */
import type { LanguageCode } from '@/config/countries/types';
import { countries, intlLocale, offeredLanguage } from '@/config/countries/registry';
import { formatCode } from './codes';
import { formatMoney } from '@/lib/format';
import { formatValidUntil, validUntilDate } from '@/lib/gift-cards/valid-until';

export interface GiftCardEmail {
  code: string;
  amount: number;
  country: string;
  language: string;
  senderName: string;
  message: string;
  expiresAt: Date;
}

interface Words {
  subject: (sender: string) => string;
  intro: (sender: string, amount: string) => string;
  code: string;
  expires: (date: string) => string;
  redeem: (domain: string) => string;
}

const WORDS: Record<LanguageCode, Words> = {
  en: {
    subject: (sender) => `${sender} sent you an Atelier e-gift card`,
    intro: (sender, amount) => `${sender} sent you an Atelier e-gift card worth ${amount}.`,
    code: 'Your gift card code',
    expires: (date) => `Valid until ${date}.`,
    redeem: (domain) => `To redeem it, add what you love to your bag at ${domain}, enter the code under "E-gift card" and the amount is taken from your total. Any balance left stays on the card for next time.`,
  },
  id: {
    subject: (sender) => `${sender} mengirimkan e-gift card Atelier untuk Anda`,
    intro: (sender, amount) => `${sender} mengirimkan e-gift card Atelier senilai ${amount} untuk Anda.`,
    code: 'Kode gift card Anda',
    expires: (date) => `Berlaku hingga ${date}.`,
    redeem: (domain) => `Untuk menukarkannya, masukkan produk favorit Anda ke tas di ${domain}, masukkan kode di bagian "E-gift card", dan nilainya akan dipotong dari total Anda. Sisa saldo tetap tersimpan di kartu untuk belanja berikutnya.`,
  },
  th: {
    subject: (sender) => `${sender} ส่งบัตรของขวัญอิเล็กทรอนิกส์ Atelier ให้คุณ`,
    intro: (sender, amount) => `${sender} ส่งบัตรของขวัญอิเล็กทรอนิกส์ Atelier มูลค่า ${amount} ให้คุณ`,
    code: 'รหัสบัตรของขวัญของคุณ',
    expires: (date) => `ใช้ได้ถึง ${date}`,
    redeem: (domain) => `วิธีใช้: เลือกสินค้าที่ชอบใส่ถุงช้อปปิ้งที่ ${domain} กรอกรหัสในช่อง "บัตรของขวัญอิเล็กทรอนิกส์" แล้วมูลค่าบัตรจะถูกหักจากยอดรวม ยอดคงเหลือจะยังอยู่ในบัตรสำหรับครั้งถัดไป`,
  },
  zh: {
    subject: (sender) => `${sender} 送你一張 Atelier 電子禮品卡`,
    intro: (sender, amount) => `${sender} 送你一張面值 ${amount} 的 Atelier 電子禮品卡。`,
    code: '你的禮品卡代碼',
    expires: (date) => `有效期至 ${date}。`,
    redeem: (domain) => `使用方法：在 ${domain} 將心儀產品加入購物袋，在「電子禮品卡」欄輸入代碼，金額即從總額中扣除。餘額會保留在卡內，下次可繼續使用。`,
  },
};

/** Subject and body of the delivery email. */
export function giftCardEmail(card: GiftCardEmail): { subject: string; body: string } {
  const country = countries.get(card.country);
  if (!country) throw new Error(`Unknown country ${card.country}`);
  const lang = offeredLanguage(country, card.language);
  const words = WORDS[lang];
  const locale = intlLocale(country, lang);
  const amount = formatMoney(card.amount, country, lang);
  // The one validity date, as the bag and the balance check show it (the country's calendar day).
  const date = formatValidUntil(validUntilDate(card.expiresAt, country.timeZone), locale, 'long');
  const body = [
    words.intro(card.senderName, amount),
    ...(card.message ? ['', `“${card.message}”`, `— ${card.senderName}`] : []),
    '',
    `${words.code}: ${formatCode(card.code)}`,
    words.expires(date),
    '',
    words.redeem(country.domain),
  ].join('\n');
  return { subject: words.subject(card.senderName), body };
}
