/**
 * Seed of the Beauty Pass perks (issue 9), per country: the offer definitions (SPEC §3 perk types, §6 perks
 * by tier, §9 "ten percent off, minimum spend $50") and, in some countries, a sale that opens to gold members
 * before its public start (so early sale access can be seen). Idempotent: definitions are upserted by id; the
 * sale's dates follow the day the seed runs (gold window open since two days ago, black window in three
 * days, public start in ten), so a store started any day has a sale still to open to the public.
 */
import type pg from 'pg';
import { countries, type CountryConfig } from '@/config/countries/registry';
import type { SeedStep } from '../seed';
import { localAmount } from '../bag/seed';
import type { OfferAudience, OfferEffect, PerkType } from '@/commerce/perks/grants';
import type { Tier } from '@/commerce/loyalty/tiers';

type Texts = Record<'en' | 'id' | 'th' | 'zh', string>;

interface DefinitionSeed {
  key: string;
  perkType: PerkType;
  audience: OfferAudience;
  tiers?: Tier[];
  effect: OfferEffect;
  percent?: number;
  /** In SGD; converted to the country's money. */
  amountSgd?: number;
  minSpendSgd?: number;
  validDays?: number;
  title: Texts;
  terms: Texts;
}

const DEFINITIONS: DefinitionSeed[] = [
  {
    key: 'ten-percent-off', perkType: 'ten_percent_off', audience: 'member', effect: 'percent_off', percent: 10, minSpendSgd: 50, validDays: 90,
    title: { en: '10% off when you spend {min}', id: 'Diskon 10% untuk belanja {min}', th: 'ลด 10% เมื่อช้อปครบ {min}', zh: '消費滿 {min} 享九折' },
    terms: {
      en: 'A Beauty Pass offer: minimum spend {min} on discountable items. One use. Cannot be combined with a promo code.',
      id: 'Penawaran Beauty Pass: minimum belanja {min} untuk produk yang dapat didiskon. Sekali pakai. Tidak dapat digabung dengan kode promo.',
      th: 'สิทธิพิเศษ Beauty Pass: ยอดขั้นต่ำ {min} สำหรับสินค้าที่ร่วมรายการ ใช้ได้ครั้งเดียว ใช้ร่วมกับโค้ดส่วนลดไม่ได้',
      zh: 'Beauty Pass 優惠：可享折扣商品須消費滿 {min}。限用一次。不可與優惠碼同時使用。',
    },
  },
  {
    key: 'welcome-voucher', perkType: 'welcome_voucher', audience: 'new_member', effect: 'amount_off', amountSgd: 10, minSpendSgd: 40, validDays: 30,
    title: { en: 'Welcome voucher: {amount} off', id: 'Voucher selamat datang: potongan {amount}', th: 'บัตรกำนัลต้อนรับ: ลด {amount}', zh: '迎新禮券：減 {amount}' },
    terms: {
      en: 'For new members, within 30 days of joining. Minimum spend {min}. One use.',
      id: 'Untuk anggota baru, dalam 30 hari sejak bergabung. Minimum belanja {min}. Sekali pakai.',
      th: 'สำหรับสมาชิกใหม่ ภายใน 30 วันหลังสมัคร ยอดขั้นต่ำ {min} ใช้ได้ครั้งเดียว',
      zh: '適用於新會員，入會 30 天內有效。最低消費 {min}。限用一次。',
    },
  },
  {
    key: 'birthday-voucher', perkType: 'birthday_voucher', audience: 'birthday', tiers: ['pink', 'white'], effect: 'amount_off', amountSgd: 10, minSpendSgd: 30,
    title: { en: 'Birthday voucher: {amount} off', id: 'Voucher ulang tahun: potongan {amount}', th: 'บัตรกำนัลวันเกิด: ลด {amount}', zh: '生日禮券：減 {amount}' },
    terms: {
      en: 'Happy birthday! Valid in your birthday month. Minimum spend {min}. One use.',
      id: 'Selamat ulang tahun! Berlaku di bulan ulang tahun Anda. Minimum belanja {min}. Sekali pakai.',
      th: 'สุขสันต์วันเกิด! ใช้ได้ในเดือนเกิดของคุณ ยอดขั้นต่ำ {min} ใช้ได้ครั้งเดียว',
      zh: '生日快樂！於生日月份內有效。最低消費 {min}。限用一次。',
    },
  },
  {
    key: 'birthday-gift', perkType: 'birthday_voucher', audience: 'birthday', tiers: ['black', 'gold'], effect: 'amount_off', amountSgd: 25,
    title: { en: 'Birthday gift: {amount} off your birthday order', id: 'Hadiah ulang tahun: potongan {amount} untuk pesanan ulang tahun Anda', th: 'ของขวัญวันเกิด: ลด {amount} สำหรับคำสั่งซื้อวันเกิด', zh: '生日禮物：生日訂單減 {amount}' },
    terms: {
      en: 'A Black and Gold perk. Valid in your birthday month, no minimum spend. One use.',
      id: 'Keistimewaan Black dan Gold. Berlaku di bulan ulang tahun Anda, tanpa minimum belanja. Sekali pakai.',
      th: 'สิทธิพิเศษระดับ Black และ Gold ใช้ได้ในเดือนเกิด ไม่มียอดขั้นต่ำ ใช้ได้ครั้งเดียว',
      zh: 'Black 及 Gold 會員禮遇。於生日月份內有效，不設最低消費。限用一次。',
    },
  },
  {
    key: 'gold-welcome', perkType: 'gold_welcome', audience: 'member', tiers: ['gold'], effect: 'amount_off', amountSgd: 20, validDays: 60,
    title: { en: 'Gold welcome gift: {amount} off', id: 'Hadiah selamat datang Gold: potongan {amount}', th: 'ของขวัญต้อนรับระดับ Gold: ลด {amount}', zh: 'Gold 迎新禮遇：減 {amount}' },
    terms: {
      en: 'Welcome to Gold. Valid for 60 days, no minimum spend. One use.',
      id: 'Selamat datang di Gold. Berlaku 60 hari, tanpa minimum belanja. Sekali pakai.',
      th: 'ยินดีต้อนรับสู่ระดับ Gold ใช้ได้ 60 วัน ไม่มียอดขั้นต่ำ ใช้ได้ครั้งเดียว',
      zh: '歡迎成為 Gold 會員。60 天內有效，不設最低消費。限用一次。',
    },
  },
  {
    key: 'birthday-points', perkType: 'birthday_points', audience: 'birthday', effect: 'automatic',
    title: { en: 'Double points in your birthday month', id: 'Poin ganda di bulan ulang tahun Anda', th: 'คะแนนสองเท่าในเดือนเกิด', zh: '生日月份雙倍積分' },
    terms: { en: 'Applies by itself to every purchase this month.', id: 'Berlaku otomatis untuk setiap pembelian bulan ini.', th: 'ใช้โดยอัตโนมัติกับทุกการซื้อในเดือนนี้', zh: '本月每次購物自動適用。' },
  },
  {
    key: 'staff-discount', perkType: 'staff_discount', audience: 'employee', effect: 'automatic',
    title: { en: 'Staff discount: 30% off, 45% off the house brand', id: 'Diskon staf: 30%, 45% untuk merek sendiri', th: 'ส่วนลดพนักงาน: ลด 30% และ 45% สำหรับแบรนด์ของร้าน', zh: '員工折扣：七折，自家品牌 55 折' },
    terms: {
      en: 'Applies by itself in the bag. It does not stack with a promo code or an offer: the better one applies.',
      id: 'Berlaku otomatis di tas. Tidak digabung dengan kode promo atau penawaran: yang lebih menguntungkan yang berlaku.',
      th: 'ใช้โดยอัตโนมัติในถุงช้อปปิ้ง ไม่ใช้ร่วมกับโค้ดส่วนลดหรือสิทธิพิเศษ ระบบจะเลือกส่วนลดที่ดีกว่า',
      zh: '購物袋內自動適用。不可與優惠碼或優惠同時使用：以較優惠者為準。',
    },
  },
  {
    key: 'gold-free-shipping', perkType: 'others', audience: 'member', tiers: ['gold'], effect: 'automatic',
    title: { en: 'Free shipping on every order', id: 'Gratis ongkir untuk setiap pesanan', th: 'จัดส่งฟรีทุกคำสั่งซื้อ', zh: '所有訂單免運費' },
    terms: { en: 'A Gold perk: applies by itself, whatever you spend.', id: 'Keistimewaan Gold: berlaku otomatis, berapa pun belanja Anda.', th: 'สิทธิพิเศษระดับ Gold: ใช้โดยอัตโนมัติ ไม่ว่าจะช้อปเท่าไร', zh: 'Gold 會員禮遇：不論消費金額自動適用。' },
  },
  {
    key: 'gold-early-sale', perkType: 'others', audience: 'member', tiers: ['gold'], effect: 'automatic',
    title: { en: 'Early sale access', id: 'Akses awal sale', th: 'สิทธิ์ช้อปเซลล่วงหน้า', zh: '優先購買減價貨品' },
    terms: {
      en: 'Buy at sale prices before the sale opens to everyone, plus event invitations, new-arrival updates and custom makeovers.',
      id: 'Belanja dengan harga sale sebelum sale dibuka untuk umum, plus undangan acara, kabar produk baru, dan makeover khusus.',
      th: 'ซื้อในราคาเซลก่อนเปิดให้ทุกคน พร้อมคำเชิญร่วมงานอีเวนต์ ข่าวสินค้าใหม่ และเมคโอเวอร์เฉพาะคุณ',
      zh: '在減價開放予所有人之前以減價購買，另享活動邀請、新品通知及專屬化妝服務。',
    },
  },
  {
    key: 'black-sale-access', perkType: 'others', audience: 'member', tiers: ['black'], effect: 'automatic',
    title: { en: 'Beauty Pass Sale access', id: 'Akses Beauty Pass Sale', th: 'สิทธิ์เข้าร่วม Beauty Pass Sale', zh: 'Beauty Pass 會員減價' },
    terms: {
      en: 'Buy at sale prices in the members’ window, days before the sale opens to everyone.',
      id: 'Belanja dengan harga sale di periode khusus anggota, beberapa hari sebelum sale dibuka untuk umum.',
      th: 'ซื้อในราคาเซลช่วงสำหรับสมาชิก ก่อนเปิดให้ทุกคนหลายวัน',
      zh: '於會員專享時段以減價購買，比公開減價早數天。',
    },
  },
];

/** Countries with a seeded sale that opens to gold members before its public start. */
export const SALE_COUNTRIES = ['SG', 'AU', 'MY', 'TH'];
const SALE_TITLE: Texts = { en: 'Year-end beauty sale: 20% off', id: 'Sale kecantikan akhir tahun: diskon 20%', th: 'เซลความงามส่งท้ายปี: ลด 20%', zh: '年終美妝減價：八折' };
const DAY_MS = 24 * 60 * 60 * 1000;

function money(country: CountryConfig, minor: number): string {
  return `${country.currency.symbol}${(minor / 10 ** country.currency.minorUnits).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

function fill(template: Texts, values: Record<string, string>): Texts {
  return Object.fromEntries(Object.entries(template).map(([lang, text]) => [lang, text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`)])) as Texts;
}

/** The sale's windows for a seed run on `now`'s day (UTC). */
export function saleWindows(now: Date) {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { goldFrom: new Date(day - 2 * DAY_MS), blackFrom: new Date(day + 3 * DAY_MS), publicFrom: new Date(day + 10 * DAY_MS), endsAt: new Date(day + 40 * DAY_MS) };
}

export const perksSeedStep: SeedStep = {
  name: 'beauty pass perks',
  async run(client: pg.PoolClient) {
    let definitions = 0;
    let salePrices = 0;
    for (const country of countries.list) {
      const cc = country.code.toLowerCase();
      for (const d of DEFINITIONS) {
        const amount = d.amountSgd ? localAmount(country, d.amountSgd) : null;
        const minSpend = d.minSpendSgd ? localAmount(country, d.minSpendSgd) : 0;
        const values = { amount: amount ? money(country, amount) : '', min: money(country, minSpend) };
        await client.query(
          `INSERT INTO offer_definitions (id, country, perk_type, audience, tiers, effect, percent, amount, min_spend, valid_days, title, terms)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (id) DO UPDATE SET perk_type = excluded.perk_type, audience = excluded.audience, tiers = excluded.tiers, effect = excluded.effect,
             percent = excluded.percent, amount = excluded.amount, min_spend = excluded.min_spend, valid_days = excluded.valid_days, title = excluded.title, terms = excluded.terms`,
          [`${d.key}-${cc}`, country.code, d.perkType, d.audience, d.tiers ?? ['pink', 'white', 'black', 'gold'], d.effect, d.percent ?? null, amount, minSpend, d.validDays ?? null,
            JSON.stringify(fill(d.title, values)), JSON.stringify(fill(d.terms, values))],
        );
        definitions += 1;
      }
      if (!SALE_COUNTRIES.includes(country.code)) continue;
      const windows = saleWindows(new Date());
      const id = `year-end-${cc}`;
      await client.query(
        `INSERT INTO sales (id, country, title, gold_from, black_from, public_from, ends_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (id) DO UPDATE SET title = excluded.title, gold_from = excluded.gold_from, black_from = excluded.black_from, public_from = excluded.public_from, ends_at = excluded.ends_at`,
        [id, country.code, JSON.stringify(SALE_TITLE), windows.goldFrom, windows.blackFrom, windows.publicFrom, windows.endsAt],
      );
      // Four products not already on sale, in stock and discountable: every variant at 80 %, in whole major units.
      const unit = 10 ** country.currency.minorUnits;
      const inserted = await client.query(
        `INSERT INTO sale_prices (sale_id, variant_id, amount)
         SELECT $1, v.id, greatest($4::int, floor(pr.amount * 0.8 / $4) * $4)::int FROM variants v JOIN prices pr ON pr.variant_id = v.id AND pr.country = $2
          WHERE v.product_id IN (
            SELECT p.id FROM products p JOIN variants pv ON pv.product_id = p.id JOIN prices pp ON pp.variant_id = pv.id AND pp.country = $2
              JOIN inventory i ON i.variant_id = pv.id AND i.country = $2
             WHERE p.available_from IS NULL AND NOT p.non_discountable
             GROUP BY p.id HAVING bool_and(pp.compare_at IS NULL) AND min(i.quantity) > 20 AND min(pp.amount) >= $3
             ORDER BY p.id DESC LIMIT 4)
         ON CONFLICT (sale_id, variant_id) DO UPDATE SET amount = excluded.amount`,
        [id, country.code, localAmount(country, 20), unit],
      );
      salePrices += inserted.rowCount ?? 0;
    }
    return `${definitions} offer definitions, ${salePrices} early sale prices`;
  },
};
