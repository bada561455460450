/**
 * Seed of the bag's reference data, per country: promotions (codes, a bundle, a gift with purchase), the
 * Beauty Pass rewards boutique and free samples. Products are picked from the seeded catalogue by rule
 * (house brand, sample-eligible, price), so the seed follows the catalogue. Amounts are written in each
 * country's own money: a value in Singapore dollars times the country's rate below, rounded to a
 * whole number of major units.
 *
 * Idempotent: rows are upserted by id; what shoppers use up (quantities left) is never reset by a rerun.
 */
import type pg from 'pg';
import { countries, type CountryConfig } from '@/config/countries/registry';
import type { SeedStep } from '../seed';
import { contentSql } from '@/commerce/catalog/summary';

/** Major units of each currency worth about one Singapore dollar. */
const RATE: Record<string, number> = { SGD: 1, AUD: 1, NZD: 1.2, MYR: 3.5, HKD: 6, THB: 25, PHP: 40, IDR: 12_000 };

/** An amount in SGD as the country's minor units (rounded to a pleasant whole major unit). */
export function localAmount(country: CountryConfig, sgd: number): number {
  const rate = RATE[country.currency.code] ?? 1;
  const major = rate >= 1000 ? Math.round((sgd * rate) / 1000) * 1000 : Math.round(sgd * rate);
  return major * 10 ** country.currency.minorUnits;
}

type Texts = Record<'en' | 'id' | 'th' | 'zh', string>;

/** Texts with `{amount}` (a formatted money amount) or `{brand}` filled in per country. */
const T = {
  glowTitle: { en: '10% off when you spend {amount}', id: 'Diskon 10% untuk belanja {amount}', th: 'ลด 10% เมื่อช้อปครบ {amount}', zh: '消費滿 {amount} 即享九折' },
  glowTerms: {
    en: 'Enter GLOW10 at checkout. Minimum spend {amount} on discountable items. One promo code per order.',
    id: 'Masukkan GLOW10 saat checkout. Minimum belanja {amount} untuk produk yang dapat didiskon. Satu kode promo per pesanan.',
    th: 'ใส่โค้ด GLOW10 ตอนชำระเงิน ยอดขั้นต่ำ {amount} สำหรับสินค้าที่ร่วมรายการ ใช้ได้หนึ่งโค้ดต่อคำสั่งซื้อ',
    zh: '結帳時輸入 GLOW10。可享折扣商品須消費滿 {amount}。每張訂單限用一個優惠碼。',
  },
  welcomeTitle: { en: '15% off your first order', id: 'Diskon 15% untuk pesanan pertama', th: 'ลด 15% สำหรับคำสั่งซื้อแรก', zh: '首次訂購享 85 折' },
  welcomeTerms: {
    en: 'Enter WELCOME15 on your first order with Atelier. Not valid on non-discountable items.',
    id: 'Masukkan WELCOME15 pada pesanan pertama Anda di Atelier. Tidak berlaku untuk produk yang tidak dapat didiskon.',
    th: 'ใส่โค้ด WELCOME15 ในคำสั่งซื้อแรกกับ Atelier ไม่ร่วมรายการกับสินค้าที่ไม่มีส่วนลด',
    zh: '於 Atelier 首次訂購時輸入 WELCOME15。不適用於不設折扣的商品。',
  },
  brandTitle: { en: '20% off {brand}', id: 'Diskon 20% untuk {brand}', th: 'ลด 20% สินค้า {brand}', zh: '{brand} 全線八折' },
  brandTerms: {
    en: 'Enter {code} at checkout. Valid on {brand} products only.',
    id: 'Masukkan {code} saat checkout. Hanya berlaku untuk produk {brand}.',
    th: 'ใส่โค้ด {code} ตอนชำระเงิน เฉพาะสินค้า {brand} เท่านั้น',
    zh: '結帳時輸入 {code}。只適用於 {brand} 產品。',
  },
  saveTitle: { en: '{discount} off when you spend {amount}', id: 'Potongan {discount} untuk belanja {amount}', th: 'ลด {discount} เมื่อช้อปครบ {amount}', zh: '消費滿 {amount} 減 {discount}' },
  saveTerms: {
    en: 'Enter SAVE5 at checkout. Minimum spend {amount}. Cannot be combined with store credit.',
    id: 'Masukkan SAVE5 saat checkout. Minimum belanja {amount}. Tidak dapat digabung dengan kredit toko.',
    th: 'ใส่โค้ด SAVE5 ตอนชำระเงิน ยอดขั้นต่ำ {amount} ใช้ร่วมกับเครดิตร้านค้าไม่ได้',
    zh: '結帳時輸入 SAVE5。最低消費 {amount}。不可與商店積分同時使用。',
  },
  giftTitle: { en: 'Choose 2 free minis when you spend {amount}', id: 'Pilih 2 produk mini gratis untuk belanja {amount}', th: 'เลือกมินิไซซ์ฟรี 2 ชิ้น เมื่อช้อปครบ {amount}', zh: '消費滿 {amount} 可免費挑選 2 件迷你裝' },
  giftTerms: {
    en: 'Enter GIFTSET at checkout, then choose up to 2 gifts. While stocks last. Removing the gifts removes the code.',
    id: 'Masukkan GIFTSET saat checkout, lalu pilih hingga 2 hadiah. Selama persediaan masih ada. Menghapus hadiah juga menghapus kode.',
    th: 'ใส่โค้ด GIFTSET ตอนชำระเงิน แล้วเลือกของขวัญได้สูงสุด 2 ชิ้น จนกว่าของจะหมด การนำของขวัญออกจะนำโค้ดออกด้วย',
    zh: '結帳時輸入 GIFTSET，再挑選最多 2 件贈品。送完即止。移除贈品亦會移除優惠碼。',
  },
  expiredTitle: { en: 'Spring edit: 25% off', id: 'Edisi musim semi: diskon 25%', th: 'สปริงเอดิต: ลด 25%', zh: '春日精選：七五折' },
  expiredTerms: { en: 'Ended on 31 May 2026.', id: 'Berakhir pada 31 Mei 2026.', th: 'สิ้นสุดเมื่อ 31 พฤษภาคม 2026', zh: '已於 2026 年 5 月 31 日結束。' },
  // The bundle names its two products (their catalogue names in each language), so a shopper can find both.
  bundleTitle: { en: 'Lip duo: {first} and {second} for {amount}', id: 'Duo bibir: {first} dan {second} seharga {amount}', th: 'ลิปดูโอ: {first} และ {second} ในราคา {amount}', zh: '唇妝二重奏：{first} 連 {second} 只需 {amount}' },
  bundleTerms: {
    en: 'Add both to your bag and the bundle price applies by itself. Remove one and the other returns to its own price.',
    id: 'Tambahkan keduanya ke tas dan harga paket berlaku otomatis. Hapus salah satu dan yang lain kembali ke harga aslinya.',
    th: 'ใส่ทั้งสองชิ้นลงถุง ราคาเซ็ตจะใช้โดยอัตโนมัติ หากนำชิ้นใดออก อีกชิ้นจะกลับเป็นราคาปกติ',
    zh: '兩件一同加入購物袋即自動以套裝價計算。移除其中一件，另一件會回復原價。',
  },
} satisfies Record<string, Texts>;

/** `template` filled per language; a value may itself differ per language (a product's name). */
function texts(template: Texts, values: Record<string, string | Texts>): Texts {
  const out = {} as Texts;
  for (const lang of Object.keys(template) as (keyof Texts)[]) {
    out[lang] = template[lang].replace(/\{(\w+)\}/g, (_, k: string) => {
      const value = values[k];
      return value === undefined ? `{${k}}` : typeof value === 'string' ? value : value[lang];
    });
  }
  return out;
}

/** A plain money text for seed copy ("S$50", "฿1,250"): symbol and whole major units. */
function money(country: CountryConfig, minor: number): string {
  const major = minor / 10 ** country.currency.minorUnits;
  return `${country.currency.symbol}${major.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}

interface LipPick {
  slug: string;
  /** The catalogue name in each language (English where there is no translation). */
  name: Texts;
}

interface Picks {
  lipsticks: LipPick[];
  /** Lip liners of the house brand: the bundle's second product ("lipstick and liner"). */
  liners: LipPick[];
  brand: { slug: string; name: string };
  minis: string[];
}

/** The catalogue products the bag seed uses, chosen by rule so the choice is stable. */
async function pick(client: pg.PoolClient): Promise<Picks | undefined> {
  const house = await client.query<{ slug: string; product_type: string; name: Texts }>(
    `SELECT p.slug, p.product_type,
            jsonb_build_object('en', ${contentSql('p', 'name', "'en'")}, 'id', ${contentSql('p', 'name', "'id'")},
              'th', ${contentSql('p', 'name', "'th'")}, 'zh', ${contentSql('p', 'name', "'zh'")}) AS name
       FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
      WHERE b.house_brand AND c.path LIKE 'makeup/lips%' AND NOT p.non_discountable AND p.available_from IS NULL
      ORDER BY p.slug`,
  );
  const brand = await client.query<{ slug: string; name: string }>(
    `SELECT b.slug, b.name FROM brands b JOIN products p ON p.brand_id = b.id WHERE NOT b.house_brand
      GROUP BY b.slug, b.name ORDER BY count(*) DESC, b.slug LIMIT 1`,
  );
  const minis = await client.query<{ sku: string }>(
    `SELECT DISTINCT ON (p.id) v.sku FROM products p JOIN variants v ON v.product_id = p.id
      WHERE p.sample_eligible ORDER BY p.id, v.position LIMIT 8`,
  );
  const lipsticks = house.rows.filter((r) => r.product_type === 'lipstick').map((r) => ({ slug: r.slug, name: r.name }));
  const liners = house.rows.filter((r) => r.product_type === 'liner').map((r) => ({ slug: r.slug, name: r.name }));
  if (!lipsticks.length || !liners.length || !brand.rows[0] || minis.rows.length < 8) return undefined;
  return { lipsticks, liners, brand: brand.rows[0], minis: minis.rows.map((r) => r.sku) };
}

/** The brand promo code: the brand's first word in capitals and 20 (`KAYA20`). */
export const brandCode = (brandName: string) => `${brandName.split(/\s+/)[0].toUpperCase().replace(/[^A-Z]/g, '')}20`;

interface PromotionSeed {
  id: string;
  code: string | null;
  type: string;
  percent?: number;
  amount?: number;
  minSpend?: number;
  firstPurchaseOnly?: boolean;
  brandSlugs?: string[];
  bundleProductSlugs?: string[];
  bundlePrice?: number;
  giftSkus?: string[];
  maxGifts?: number;
  validUntil?: string;
  combinableWithStoreCredit?: boolean;
  listed?: boolean;
  title: Texts;
  terms: Texts;
}

/** The bundle price in a country: 85 % of the two products' lowest prices, in whole major units. */
async function bundlePriceIn(client: pg.PoolClient, country: CountryConfig, slugs: string[]): Promise<number> {
  const { rows } = await client.query<{ total: number }>(
    `SELECT coalesce(sum(low), 0)::int AS total FROM (
       SELECT min(pr.amount) AS low FROM products p JOIN variants v ON v.product_id = p.id JOIN prices pr ON pr.variant_id = v.id AND pr.country = $1
        WHERE p.slug = ANY($2::text[]) GROUP BY p.id) lows`,
    [country.code, slugs],
  );
  const unit = 10 ** country.currency.minorUnits;
  return Math.floor((rows[0].total * 0.85) / unit) * unit;
}

export function promotionsFor(country: CountryConfig, picks: Picks, bundlePrice: number): PromotionSeed[] {
  const cc = country.code.toLowerCase();
  const glowMin = localAmount(country, 50);
  const saveMin = localAmount(country, 40);
  const saveOff = localAmount(country, 5);
  const giftMin = localAmount(country, 60);
  const code = brandCode(picks.brand.name);
  const [lipstick, liner] = [picks.lipsticks[0], picks.liners[0]];
  return [
    { id: `glow10-${cc}`, code: 'GLOW10', type: 'percent_off', percent: 10, minSpend: glowMin, title: texts(T.glowTitle, { amount: money(country, glowMin) }), terms: texts(T.glowTerms, { amount: money(country, glowMin) }) },
    { id: `welcome15-${cc}`, code: 'WELCOME15', type: 'percent_off', percent: 15, firstPurchaseOnly: true, title: T.welcomeTitle, terms: T.welcomeTerms },
    { id: `brand20-${cc}`, code, type: 'percent_off', percent: 20, brandSlugs: [picks.brand.slug], title: texts(T.brandTitle, { brand: picks.brand.name }), terms: texts(T.brandTerms, { brand: picks.brand.name, code }) },
    {
      id: `save5-${cc}`, code: 'SAVE5', type: 'amount_off', amount: saveOff, minSpend: saveMin, combinableWithStoreCredit: false,
      title: texts(T.saveTitle, { amount: money(country, saveMin), discount: money(country, saveOff) }), terms: texts(T.saveTerms, { amount: money(country, saveMin) }),
    },
    { id: `giftset-${cc}`, code: 'GIFTSET', type: 'gift_with_purchase', minSpend: giftMin, giftSkus: picks.minis.slice(0, 3), maxGifts: 2, title: texts(T.giftTitle, { amount: money(country, giftMin) }), terms: T.giftTerms },
    { id: `spring25-${cc}`, code: 'SPRING25', type: 'percent_off', percent: 25, validUntil: '2026-05-31T23:59:59Z', listed: false, title: T.expiredTitle, terms: T.expiredTerms },
    {
      id: `lip-duo-${cc}`, code: null, type: 'bundle', bundleProductSlugs: [lipstick.slug, liner.slug], bundlePrice,
      title: texts(T.bundleTitle, { first: lipstick.name, second: liner.name, amount: money(country, bundlePrice) }), terms: T.bundleTerms,
    },
  ];
}

/**
 * The rewards boutique: each reward is what its title names. A product reward points, in every country, at a
 * product of the category it names (the first one by slug that is sold there, available now and in stock, in its
 * first variant: the smallest size), so the bag line, its image and the order line are that product. The
 * makeover is a service: no bag line, redeemed at the store (`kind = 'service'`, no SKU).
 */
export const REWARD_SEEDS: readonly ({ points: number; title: Texts } & ({ category: string; nameLike?: string; homeDeliveryOnly?: boolean } | { service: true }))[] = [
  { points: 150, category: 'makeup/lips/lip-care', nameLike: '% Lip Balm', title: { en: 'Deluxe mini lip balm', id: 'Lip balm mini deluxe', th: 'ลิปบาล์มมินิดีลักซ์', zh: '迷你潤唇膏' } },
  { points: 300, category: 'skincare/cleansers/face-wash', title: { en: 'Travel-size cleanser', id: 'Pembersih ukuran travel', th: 'คลีนเซอร์ขนาดพกพา', zh: '旅行裝潔面乳' } },
  // SPEC §5 "some rewards are not available for click and collect": the fragrance vial ships only.
  { points: 450, category: 'fragrance/unisex/perfume-oil', homeDeliveryOnly: true, title: { en: 'Mini fragrance vial', id: 'Vial parfum mini', th: 'น้ำหอมขวดมินิ', zh: '迷你香水試管' } },
  { points: 500, category: 'makeup/lips/lipstick', title: { en: 'Full-size lipstick', id: 'Lipstik ukuran penuh', th: 'ลิปสติกขนาดจริง', zh: '正裝唇膏' } },
  { points: 800, category: 'skincare/sets/discovery-sets', title: { en: 'Skincare discovery set', id: 'Set perawatan kulit discovery', th: 'ชุดทดลองสกินแคร์', zh: '護膚體驗套裝' } },
  { points: 1200, service: true, title: { en: 'Makeover at an Atelier store', id: 'Makeover di toko Atelier', th: 'เมคโอเวอร์ที่ร้าน Atelier', zh: 'Atelier 門店化妝服務' } },
];

/**
 * The variant a product reward gives in a country: a product of the category (whose English name is like
 * `nameLike`, when given) sold, available and in stock there.
 */
async function rewardSku(client: pg.PoolClient, category: string, nameLike: string | undefined, country: string): Promise<string | undefined> {
  const { rows } = await client.query<{ sku: string }>(
    `SELECT v.sku FROM products p JOIN categories c ON c.id = p.category_id JOIN variants v ON v.product_id = p.id
       JOIN prices pr ON pr.variant_id = v.id AND pr.country = $2 JOIN inventory i ON i.variant_id = v.id AND i.country = $2
      WHERE c.path = $1 AND p.available_from IS NULL AND i.quantity > 0 AND ($3::text IS NULL OR p.content->'en'->>'name' LIKE $3)
      ORDER BY p.slug, v.position LIMIT 1`,
    [category, country, nameLike ?? null],
  );
  return rows[0]?.sku;
}

export const bagSeedStep: SeedStep = {
  name: 'bag offers',
  async run(client) {
    const picks = await pick(client);
    if (!picks) return 'skipped: the catalogue is not seeded';
    let promotions = 0;
    let rewards = 0;
    for (const country of countries.list) {
      const bundlePrice = await bundlePriceIn(client, country, [picks.lipsticks[0].slug, picks.liners[0].slug]);
      for (const p of promotionsFor(country, picks, bundlePrice)) {
        await client.query(
          `INSERT INTO promotions (id, country, code, type, percent, amount, min_spend, first_purchase_only, brand_slugs, bundle_product_slugs, bundle_price,
             gift_skus, max_gifts, valid_until, combinable_with_store_credit, listed, title, terms)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
           ON CONFLICT (id) DO UPDATE SET code = excluded.code, type = excluded.type, percent = excluded.percent, amount = excluded.amount,
             min_spend = excluded.min_spend, first_purchase_only = excluded.first_purchase_only, brand_slugs = excluded.brand_slugs,
             bundle_product_slugs = excluded.bundle_product_slugs, bundle_price = excluded.bundle_price, gift_skus = excluded.gift_skus,
             max_gifts = excluded.max_gifts, valid_until = excluded.valid_until, combinable_with_store_credit = excluded.combinable_with_store_credit,
             listed = excluded.listed, title = excluded.title, terms = excluded.terms`,
          [p.id, country.code, p.code, p.type, p.percent ?? null, p.amount ?? null, p.minSpend ?? 0, p.firstPurchaseOnly ?? false, p.brandSlugs ?? null,
            p.bundleProductSlugs ?? null, p.bundlePrice ?? null, p.giftSkus ?? null, p.maxGifts ?? null, p.validUntil ?? null,
            p.combinableWithStoreCredit ?? true, p.listed ?? true, JSON.stringify(p.title), JSON.stringify(p.terms)],
        );
        promotions += 1;
      }
      for (const [i, reward] of REWARD_SEEDS.entries()) {
        const id = `reward-${i + 1}-${country.code.toLowerCase()}`;
        const sku = 'category' in reward ? await rewardSku(client, reward.category, reward.nameLike, country.code) : null;
        if (sku === undefined) continue;
        // The fourth reward is fully redeemed from the start; the vial ships only; the makeover is no order line at all.
        await client.query(
          `INSERT INTO rewards (id, country, kind, sku, points_cost, quantity_left, click_and_collect, title) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, sku = excluded.sku, points_cost = excluded.points_cost, click_and_collect = excluded.click_and_collect, title = excluded.title`,
          [id, country.code, sku ? 'product' : 'service', sku, reward.points, i === 3 ? 0 : 40, 'category' in reward && !reward.homeDeliveryOnly, JSON.stringify(reward.title)],
        );
        // Bags holding a reward from an earlier seed follow it to its product; a service leaves the bag.
        if (sku) await client.query("UPDATE bag_lines l SET variant_id = v.id FROM variants v WHERE v.sku = $2 AND l.reward_id = $1 AND l.variant_id <> v.id", [id, sku]);
        else await client.query('DELETE FROM bag_lines WHERE reward_id = $1', [id]);
        rewards += 1;
      }
      for (const [i, sku] of picks.minis.slice(3).entries()) {
        await client.query('INSERT INTO samples (country, sku, quantity_left) VALUES ($1, $2, $3) ON CONFLICT (country, sku) DO NOTHING', [country.code, sku, i === 4 ? 0 : 500]);
      }
    }
    return `${promotions} promotions, ${rewards} rewards, ${5 * countries.list.length} samples`;
  },
};
