/**
 * Beauty Pass Gold's new-arrival updates (issue 9, SPEC §6 "new-arrival updates"): gold members who accepted
 * marketing get one email listing the products that arrived in their country (created in the last
 * NEW_PRODUCT_DAYS days, priced there) and that they have not been told about. Each product is announced to a
 * member once (`new_arrival_updates`); running the job twice, or twice at once, sends nothing more. Part of
 * `npm run loyalty`, which `npm start` runs too.
 */
import type pg from 'pg';
import { countries, offeredLanguage, type LanguageCode } from '@/config/countries/registry';
import { storefrontUrl } from '@/lib/locale/resolve';
import { NEW_PRODUCT_DAYS } from '../catalog/context';
import { contentSql } from '../catalog/summary';
import { withTransaction } from '../db/pool';
import { letter } from '../outbox/letter';
import { sendMessage } from '../outbox/outbox';

/** At most this many products in one email (the newest first); the rest wait for the next run. */
export const NEW_ARRIVALS_PER_EMAIL = 12;

const WORDS: Record<LanguageCode, { subject: string; intro: string; closing: string }> = {
  en: { subject: 'New arrivals, first for Beauty Pass Gold', intro: 'As a Beauty Pass Gold member you hear first about what just arrived:', closing: 'You receive these updates as a Gold member who accepted marketing messages.' },
  id: { subject: 'Produk terbaru, lebih dulu untuk Beauty Pass Gold', intro: 'Sebagai member Beauty Pass Gold, Anda yang pertama tahu produk yang baru tiba:', closing: 'Anda menerima kabar ini sebagai member Gold yang menyetujui pesan pemasaran.' },
  th: { subject: 'สินค้าใหม่ ส่งถึงสมาชิก Beauty Pass Gold ก่อนใคร', intro: 'ในฐานะสมาชิก Beauty Pass Gold คุณจะได้รู้จักสินค้าที่เพิ่งมาถึงก่อนใคร:', closing: 'คุณได้รับข่าวสารนี้เนื่องจากเป็นสมาชิกระดับโกลด์ที่ยินยอมรับข้อความทางการตลาด' },
  zh: { subject: '新品上架，Beauty Pass Gold 會員搶先知', intro: '作為 Beauty Pass Gold 會員，你會率先得知剛到的新品：', closing: '由於你是已同意接收推廣訊息的 Gold 會員，因此收到此通知。' },
};

/** Subject and body of one member's update: the products (brand, name, link) in the member's language. */
export function newArrivalsEmail(lang: LanguageCode, firstName: string, products: { brand: string; name: string; url: string }[]): { subject: string; body: string } {
  const words = WORDS[lang];
  return { subject: words.subject, body: letter(lang, firstName, [words.intro, '', ...products.map((p) => `- ${p.brand} ${p.name}: ${p.url}`), '', words.closing]) };
}

interface GoldMember {
  id: string;
  email: string;
  first_name: string;
  country: string;
  language: string;
}

/** The gold members (their newest tier row) who accepted marketing and are not blocked. */
async function goldMembers(db: pg.Pool): Promise<GoldMember[]> {
  const { rows } = await db.query<GoldMember>(
    `WITH standing AS (SELECT DISTINCT ON (account_id) account_id, tier FROM loyalty_tier_history ORDER BY account_id, id DESC)
     SELECT a.id::text, a.email, a.first_name, a.country, a.language
       FROM accounts a JOIN standing s ON s.account_id = a.id
      WHERE s.tier = 'gold' AND a.marketing_consent AND a.blocked_at IS NULL
      ORDER BY a.id`,
  );
  return rows;
}

/** Sends the updates that are due; answers how many members were checked and how many emails went out. */
export async function sendNewArrivalUpdates(pool: pg.Pool, now = new Date()): Promise<{ members: number; emails: number }> {
  const members = await goldMembers(pool);
  let emails = 0;
  for (const member of members) {
    const country = countries.get(member.country);
    if (!country) continue;
    const lang = offeredLanguage(country, member.language);
    const sent = await withTransaction(async (client) => {
      const { rows } = await client.query<{ slug: string; name: string; brand: string }>(
        `WITH fresh AS (
           SELECT p.id, p.slug, p.created_at, ${contentSql('p', 'name', '$3')} AS name, b.name AS brand
             FROM products p JOIN brands b ON b.id = p.brand_id
            WHERE p.created_at > $4::timestamptz - make_interval(days => $5) AND p.created_at <= $4::timestamptz
              AND EXISTS (SELECT 1 FROM variants v JOIN prices pr ON pr.variant_id = v.id WHERE v.product_id = p.id AND pr.country = $2)
              AND NOT EXISTS (SELECT 1 FROM new_arrival_updates u WHERE u.account_id = $1 AND u.product_id = p.id)
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT $6
         ), announced AS (
           INSERT INTO new_arrival_updates (account_id, product_id, sent_at)
           SELECT $1, id, $4 FROM fresh ON CONFLICT DO NOTHING RETURNING product_id
         )
         SELECT f.slug, f.name, f.brand FROM fresh f JOIN announced a ON a.product_id = f.id ORDER BY f.created_at DESC, f.id DESC`,
        [member.id, country.code, lang, now.toISOString(), NEW_PRODUCT_DAYS, NEW_ARRIVALS_PER_EMAIL],
      );
      if (rows.length === 0) return false;
      const { subject, body } = newArrivalsEmail(lang, member.first_name, rows.map((p) => ({ brand: p.brand, name: p.name, url: storefrontUrl(country, lang, `/products/${p.slug}`) })));
      await sendMessage(client, { channel: 'email', recipient: member.email, subject, body, kind: 'new_arrivals' }, now);
      return true;
    }, pool);
    if (sent) emails += 1;
  }
  return { members: members.length, emails };
}
