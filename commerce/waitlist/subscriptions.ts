/**
 * Waitlist and notify-me subscriptions (issue 8). "Waitlist me" is for a variant out of stock in the
 * country; "Remind me" for a product whose availability window has not opened. When the stock returns
 * (any `adjustInventory` that takes it from 0 — a cancellation, a released payment, `npm run restock`) or
 * the window opens (`notifyOpenedProducts`, a job run on start and as a command), every active
 * subscription is closed in ONE statement that yields whom to email, so each subscriber hears exactly once.
 * The emails are in the member's language (`offeredLanguage`), with the product's name in that language.
 */
import type { Queryable } from '../catalog/context';
import { contentSql } from '../catalog/summary';
import { letter } from '../outbox/letter';
import { sendMessage } from '../outbox/outbox';
import { countries, offeredLanguage, type LanguageCode } from '@/config/countries/registry';
import { storefrontUrl } from '@/lib/locale/resolve';

export type SubscriptionKind = 'waitlist' | 'remind_me';

export class SubscriptionError extends Error {
  constructor(readonly status: 404 | 409, message: string) {
    super(message);
  }
}

const WORDS: Record<LanguageCode, Record<SubscriptionKind, { subject: (product: string) => string; lead: string }> & { limited: string }> = {
  en: {
    waitlist: { subject: (p) => `Back in stock: ${p}`, lead: 'Good news: a product on your waitlist is back in stock.' },
    remind_me: { subject: (p) => `Now available: ${p}`, lead: 'The product you asked us to remind you about is now available.' },
    limited: 'Quantities may be limited.',
  },
  id: {
    waitlist: { subject: (p) => `Tersedia kembali: ${p}`, lead: 'Kabar baik: produk dalam daftar tunggu Anda kini tersedia kembali.' },
    remind_me: { subject: (p) => `Kini tersedia: ${p}`, lead: 'Produk yang Anda minta untuk diingatkan kini sudah tersedia.' },
    limited: 'Jumlahnya mungkin terbatas.',
  },
  th: {
    waitlist: { subject: (p) => `กลับมามีสินค้าแล้ว: ${p}`, lead: 'ข่าวดี สินค้าในรายการรอของคุณกลับมามีจำหน่ายแล้ว' },
    remind_me: { subject: (p) => `พร้อมจำหน่ายแล้ว: ${p}`, lead: 'สินค้าที่คุณขอให้เราแจ้งเตือนพร้อมจำหน่ายแล้ว' },
    limited: 'สินค้ามีจำนวนจำกัด',
  },
  zh: {
    waitlist: { subject: (p) => `已補貨：${p}`, lead: '好消息！你登記了到貨通知的產品已經補貨。' },
    remind_me: { subject: (p) => `現已有售：${p}`, lead: '你要求我們提醒的產品現已有售。' },
    limited: '數量有限，售完即止。',
  },
};

export interface StockEmail {
  lang: LanguageCode;
  firstName: string;
  productName: string;
  /** The product page on the storefront the member subscribed in. */
  url: string;
}

/** Subject and body of the "back in stock" (waitlist) or "now available" (remind me) email. */
export function stockEmail(kind: SubscriptionKind, email: StockEmail): { subject: string; body: string } {
  const words = WORDS[email.lang];
  return {
    subject: words[kind].subject(email.productName),
    body: letter(email.lang, email.firstName, [words[kind].lead, `${email.productName}: ${email.url}`, '', words.limited]),
  };
}

/**
 * Closes the active subscriptions of `kind` chosen by `where` in one statement (so a second run, or a
 * concurrent one, finds nothing left to send), then writes one email per subscriber to the outbox: in the
 * member's language when the subscription's country offers it, else the country's first language.
 */
async function notify(db: Queryable, kind: SubscriptionKind, where: string, values: unknown[], now: Date): Promise<number> {
  const { rows } = await db.query<{ email: string; first_name: string; language: string; country: string; variant_id: number }>(
    `WITH closed AS (
       UPDATE stock_subscriptions s SET status = 'notified', closed_at = $1
        WHERE s.status = 'active' AND s.kind = $2 AND ${where}
        RETURNING s.id, s.account_id, s.variant_id, s.country)
     SELECT a.email, a.first_name, a.language, c.country, c.variant_id
       FROM closed c JOIN accounts a ON a.id = c.account_id ORDER BY c.id`,
    [now, kind, ...values],
  );
  if (rows.length === 0) return 0;
  const recipients = rows.map((r) => {
    const country = countries.get(r.country) ?? countries.defaultCountry;
    return { ...r, country, lang: offeredLanguage(country, r.language) };
  });
  // The product's name in each recipient's language (English where the catalogue has no translation).
  const { rows: products } = await db.query<{ ord: number; slug: string; name: string }>(
    `SELECT x.ord::int AS ord, p.slug, ${contentSql('p', 'name', 'x.lang')} AS name
       FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS x(variant_id, lang, ord)
       JOIN variants v ON v.id = x.variant_id JOIN products p ON p.id = v.product_id ORDER BY x.ord`,
    [recipients.map((r) => r.variant_id), recipients.map((r) => r.lang)],
  );
  for (const product of products) {
    const r = recipients[product.ord - 1];
    const email = stockEmail(kind, { lang: r.lang, firstName: r.first_name, productName: product.name || product.slug, url: storefrontUrl(r.country, r.lang, `/products/${product.slug}`) });
    await sendMessage(db, { channel: 'email', recipient: r.email, ...email, kind: kind === 'waitlist' ? 'waitlist_back_in_stock' : 'remind_me_available' }, now);
  }
  return products.length;
}

/** Called by the inventory service when a variant's online stock in a country goes from 0 to more. */
export function notifyBackInStock(db: Queryable, variantId: number, country: string, now = new Date()): Promise<number> {
  return notify(db, 'waitlist', 's.variant_id = $3 AND s.country = $4', [variantId, country], now);
}

/** The job: reminds every subscriber whose product's availability window has opened. Idempotent. */
export function notifyOpenedProducts(db: Queryable, now = new Date()): Promise<number> {
  return notify(db, 'remind_me', 'EXISTS (SELECT 1 FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = s.variant_id AND (p.available_from IS NULL OR p.available_from <= $1))', [], now);
}

interface VariantState {
  stock: number;
  comingSoon: boolean;
}

async function variantState(db: Queryable, variantId: number, country: string): Promise<VariantState | undefined> {
  const { rows } = await db.query<{ stock: number; coming_soon: boolean }>(
    `SELECT coalesce(i.quantity, 0) AS stock, (p.available_from IS NOT NULL AND p.available_from > now()) AS coming_soon
       FROM variants v JOIN products p ON p.id = v.product_id
       JOIN prices pr ON pr.variant_id = v.id AND pr.country = $2
       LEFT JOIN inventory i ON i.variant_id = v.id AND i.country = $2
      WHERE v.id = $1`,
    [variantId, country],
  );
  return rows[0] ? { stock: rows[0].stock, comingSoon: rows[0].coming_soon } : undefined;
}

/** Subscribes a member: waitlist for an out-of-stock variant, remind me for a coming-soon one. Idempotent. */
export async function subscribe(db: Queryable, accountId: string, variantId: number, country: string, kind: SubscriptionKind): Promise<void> {
  const state = await variantState(db, variantId, country);
  if (!state) throw new SubscriptionError(404, 'This product is not sold in this country');
  if (kind === 'waitlist' && (state.comingSoon || state.stock > 0)) throw new SubscriptionError(409, state.comingSoon ? 'This product is coming soon: ask to be reminded instead' : 'This product is in stock: add it to your bag');
  if (kind === 'remind_me' && !state.comingSoon) throw new SubscriptionError(409, 'This product is already available');
  await db.query(
    "INSERT INTO stock_subscriptions (account_id, variant_id, country, kind) VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, variant_id, country, kind) WHERE status = 'active' DO NOTHING",
    [accountId, variantId, country, kind],
  );
}

/** Cancels one of the member's own subscriptions (another member's is "not found"). */
export async function cancelSubscription(db: Queryable, accountId: string, where: { id: number } | { variantId: number; country: string; kind: SubscriptionKind }): Promise<void> {
  const { rowCount } =
    'id' in where
      ? await db.query("UPDATE stock_subscriptions SET status = 'cancelled', closed_at = now() WHERE id = $1 AND account_id = $2 AND status = 'active'", [where.id, accountId])
      : await db.query("UPDATE stock_subscriptions SET status = 'cancelled', closed_at = now() WHERE account_id = $1 AND variant_id = $2 AND country = $3 AND kind = $4 AND status = 'active'", [accountId, where.variantId, where.country, where.kind]);
  if (!rowCount && 'id' in where) throw new SubscriptionError(404, 'Resource not found!');
}

export interface Subscription {
  id: number;
  kind: SubscriptionKind;
  status: 'active' | 'notified' | 'cancelled';
  variantId: number;
  sku: string;
  productSlug: string;
  name: string;
  createdAt: string;
  closedAt: string | null;
}

/** The member's subscriptions in a country, newest first (`kind` narrows). */
export async function listSubscriptions(db: Queryable, accountId: string, country: string, lang: string, kind?: SubscriptionKind): Promise<Subscription[]> {
  const { rows } = await db.query<{ id: string; kind: SubscriptionKind; status: Subscription['status']; variant_id: number; sku: string; slug: string; name: string; created_at: Date; closed_at: Date | null }>(
    `SELECT s.id::text, s.kind, s.status, s.variant_id, v.sku, p.slug, ${contentSql('p', 'name', '$3')} AS name, s.created_at, s.closed_at
       FROM stock_subscriptions s JOIN variants v ON v.id = s.variant_id JOIN products p ON p.id = v.product_id
      WHERE s.account_id = $1 AND s.country = $2 AND ($4::text IS NULL OR s.kind = $4)
      ORDER BY s.created_at DESC, s.id DESC LIMIT 200`,
    [accountId, country, lang, kind ?? null],
  );
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, status: r.status, variantId: r.variant_id, sku: r.sku, productSlug: r.slug, name: r.name, createdAt: r.created_at.toISOString(), closedAt: r.closed_at?.toISOString() ?? null }));
}
