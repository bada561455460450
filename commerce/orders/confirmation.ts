/**
 * The order confirmation email (issue 21): once an order is paid — by card, pay later, QR, virtual account or a
 * gift card covering it — its confirmation goes to the shopper's email through the outbox, in the order's
 * language (`offeredLanguage`): what was bought, what it cost, how it arrives, and a link to the order.
 * Exactly once: `orders.confirmation_sent_at` is set by a conditional update in the payment's own transaction,
 * so a replayed event, a retried payment or two processes cannot send it twice, and the order page says "we have
 * emailed" only when that column is set.
 */
import type pg from 'pg';
import type { LanguageCode } from '@/config/countries/types';
import { countries, intlLocale, offeredLanguage } from '@/config/countries/registry';
import { formatMoney } from '@/lib/format';
import { storefrontUrl } from '@/lib/locale/resolve';
import { letter } from '../outbox/letter';
import { sendMessage, type OutgoingMessage } from '../outbox/outbox';

export interface ConfirmationOrder {
  number: string;
  email: string;
  country: string;
  language: string;
  firstName: string;
  delivery: 'delivery' | 'click_and_collect' | 'email';
  estimatedDelivery: string | null;
  store: { name: string; address: string } | null;
  holdUntil: Date | null;
  subtotal: number;
  discount: number;
  shipping: number;
  giftCardRedeemed: number;
  total: number;
  lines: { name: string; brand: string | null; shade: string | null; quantity: number; total: number; kind: string }[];
}

interface Words {
  subject: (number: string) => string;
  intro: (number: string) => string;
  items: string;
  free: string;
  subtotal: string;
  discount: string;
  shipping: string;
  giftCard: string;
  total: string;
  delivery: (date: string) => string;
  collect: (store: string, address: string, date: string) => string;
  eGiftCard: string;
  view: (url: string) => string;
}

const WORDS: Record<LanguageCode, Words> = {
  en: {
    subject: (n) => `Your Atelier order ${n} is confirmed`,
    intro: (n) => `Thank you for your order ${n}. We have received your payment and are getting it ready.`,
    items: 'Your order',
    free: 'Free',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    giftCard: 'Gift card redeemed',
    total: 'Total paid',
    delivery: (d) => `We will deliver it by ${d}.`,
    collect: (s, a, d) => `Collect it at ${s}, ${a}. We hold it for you until ${d}.`,
    eGiftCard: 'Each e-gift card is emailed to its recipient now.',
    view: (u) => `See your order at any time: ${u}`,
  },
  id: {
    subject: (n) => `Pesanan Atelier ${n} Anda telah dikonfirmasi`,
    intro: (n) => `Terima kasih atas pesanan ${n}. Pembayaran Anda sudah kami terima dan pesanan sedang kami siapkan.`,
    items: 'Pesanan Anda',
    free: 'Gratis',
    subtotal: 'Subtotal',
    discount: 'Diskon',
    shipping: 'Pengiriman',
    giftCard: 'Gift card yang digunakan',
    total: 'Total dibayar',
    delivery: (d) => `Pesanan akan tiba paling lambat ${d}.`,
    collect: (s, a, d) => `Ambil pesanan di ${s}, ${a}. Kami menyimpannya untuk Anda hingga ${d}.`,
    eGiftCard: 'Setiap e-gift card kini dikirim ke email penerimanya.',
    view: (u) => `Lihat pesanan Anda kapan saja: ${u}`,
  },
  th: {
    subject: (n) => `ยืนยันคำสั่งซื้อ Atelier ${n} แล้ว`,
    intro: (n) => `ขอบคุณสำหรับคำสั่งซื้อ ${n} เราได้รับการชำระเงินแล้วและกำลังเตรียมสินค้าให้คุณ`,
    items: 'รายการสั่งซื้อ',
    free: 'ฟรี',
    subtotal: 'ยอดรวมสินค้า',
    discount: 'ส่วนลด',
    shipping: 'ค่าจัดส่ง',
    giftCard: 'ใช้บัตรของขวัญ',
    total: 'ยอดที่ชำระ',
    delivery: (d) => `สินค้าจะจัดส่งถึงคุณภายใน ${d}`,
    collect: (s, a, d) => `รับสินค้าได้ที่ ${s} ${a} เราจะเก็บสินค้าไว้ให้ถึง ${d}`,
    eGiftCard: 'บัตรของขวัญอิเล็กทรอนิกส์แต่ละใบกำลังส่งไปยังอีเมลของผู้รับ',
    view: (u) => `ดูคำสั่งซื้อของคุณได้ตลอดเวลา: ${u}`,
  },
  zh: {
    subject: (n) => `你的 Atelier 訂單 ${n} 已確認`,
    intro: (n) => `多謝你的訂單 ${n}。我們已收到你的付款，正在為你準備貨品。`,
    items: '你的訂單',
    free: '免費',
    subtotal: '小計',
    discount: '折扣',
    shipping: '運費',
    giftCard: '已使用禮品卡',
    total: '已付總額',
    delivery: (d) => `預計於 ${d} 前送達。`,
    collect: (s, a, d) => `請到 ${s}（${a}）取貨，我們會為你保留至 ${d}。`,
    eGiftCard: '每張電子禮品卡現已以電郵寄給收件人。',
    view: (u) => `隨時查看你的訂單：${u}`,
  },
};

/** The confirmation email of a paid order, in its language. */
export function confirmationEmail(order: ConfirmationOrder, origin?: string): OutgoingMessage {
  const country = countries.get(order.country);
  if (!country) throw new Error(`Unknown country ${order.country}`);
  const lang = offeredLanguage(country, order.language);
  const w = WORDS[lang];
  const money = (amount: number) => formatMoney(amount, country, lang);
  const date = (value: Date) => new Intl.DateTimeFormat(intlLocale(country, lang), { dateStyle: 'long', timeZone: country.timeZone }).format(value);
  const items = order.lines.map((l) => `${l.quantity} × ${[l.brand, l.name].filter(Boolean).join(' ')}${l.shade ? ` (${l.shade})` : ''}: ${l.total === 0 ? w.free : money(l.total)}`);
  const totals = [
    `${w.subtotal}: ${money(order.subtotal)}`,
    ...(order.discount > 0 ? [`${w.discount}: −${money(order.discount)}`] : []),
    ...(order.delivery === 'delivery' ? [`${w.shipping}: ${order.shipping === 0 ? w.free : money(order.shipping)}`] : []),
    ...(order.giftCardRedeemed > 0 ? [`${w.giftCard}: −${money(order.giftCardRedeemed)}`] : []),
    `${w.total}: ${money(order.total)}`,
  ];
  const arrival =
    order.delivery === 'click_and_collect' && order.store && order.holdUntil
      ? w.collect(order.store.name, order.store.address, date(order.holdUntil))
      : order.delivery === 'email'
        ? w.eGiftCard
        : order.estimatedDelivery
          ? w.delivery(date(new Date(`${order.estimatedDelivery}T12:00:00Z`)))
          : '';
  const body = letter(lang, order.firstName, [
    w.intro(order.number),
    '',
    `${w.items}:`,
    ...items,
    '',
    ...totals,
    ...(arrival ? ['', arrival] : []),
    '',
    w.view(storefrontUrl(country, lang, `/orders/${order.number}`, origin)),
  ]);
  return { channel: 'email', recipient: order.email, kind: 'order_confirmation', subject: w.subject(order.number), body };
}

/**
 * Sends the order's confirmation unless it was sent before (inside the caller's transaction, which holds the
 * order's row lock). Returns whether it went out now.
 */
export async function sendOrderConfirmation(client: pg.PoolClient, orderId: string, now: Date): Promise<boolean> {
  const { rows } = await client.query<{
    number: string; email: string; country: string; language: string; recipient: { firstName?: string }; delivery: ConfirmationOrder['delivery'];
    estimated_delivery: string | null; hold_until: Date | null; subtotal: number; discount: number; shipping: number; gift_card_redeemed: number; total: number;
    store_name: string | null; store_address: string | null;
  }>(
    `UPDATE orders o SET confirmation_sent_at = $2 FROM orders x LEFT JOIN stores s ON s.id = x.store_id
      WHERE o.id = $1 AND x.id = o.id AND o.confirmation_sent_at IS NULL
      RETURNING o.number, o.email, o.country, o.language, o.recipient, o.delivery, o.estimated_delivery::text, o.hold_until, o.subtotal, o.discount, o.shipping,
                o.gift_card_redeemed, o.total, s.name AS store_name, s.address_line || ', ' || s.city || ' ' || s.postcode AS store_address`,
    [orderId, now],
  );
  const o = rows[0];
  if (!o) return false;
  const lines = await client.query<{ name: string; brand: string | null; shade: string | null; quantity: number; total: number; kind: string }>(
    'SELECT name, brand, shade, quantity, total, kind FROM order_lines WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  const message = confirmationEmail({
    number: o.number, email: o.email, country: o.country, language: o.language, firstName: o.recipient?.firstName ?? '', delivery: o.delivery,
    estimatedDelivery: o.estimated_delivery, holdUntil: o.hold_until, store: o.store_name ? { name: o.store_name, address: o.store_address ?? '' } : null,
    subtotal: o.subtotal, discount: o.discount, shipping: o.shipping, giftCardRedeemed: o.gift_card_redeemed, total: o.total, lines: lines.rows,
  });
  await sendMessage(client, { ...message, country: o.country }, now);
  return true;
}
