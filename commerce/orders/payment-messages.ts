/**
 * The payment instructions a shopper receives outside the page (issue 7): a virtual account's bank,
 * number, amount and deadline go out by email and by SMS — into the outbox (`commerce/outbox`), which a
 * real deployment delivers. Called once per placed order (not on an Idempotency-Key replay), in the
 * order's language; other methods send nothing here.
 */
import type { Queryable } from '../catalog/context';
import { countries, intlLocale, offeredLanguage, type LanguageCode } from '@/config/countries/registry';
import { sendMessage, type OutgoingMessage } from '../outbox/outbox';
import { formatMinor } from '@/lib/money';
import { moneyFormat } from '@/lib/format';

interface Facts {
  number: string;
  bank: string;
  account: string;
  name: string;
  amount: string;
  deadline: string;
}

const TEXTS: Record<LanguageCode, { subject: (f: Facts) => string; email: (f: Facts) => string[]; sms: (f: Facts) => string }> = {
  en: {
    subject: (f) => `Pay for your Atelier order ${f.number}`,
    email: (f) => [`Thank you for your order ${f.number}.`, '', 'To complete it, transfer the exact amount to this virtual account:', `Bank: ${f.bank}`, `Virtual account number: ${f.account}`, `Account name: ${f.name}`, `Amount: ${f.amount}`, `Pay before: ${f.deadline}`, '', 'Your order is confirmed as soon as the transfer arrives.'],
    sms: (f) => `Atelier order ${f.number}: transfer ${f.amount} to ${f.bank} virtual account ${f.account} before ${f.deadline}.`,
  },
  id: {
    subject: (f) => `Bayar pesanan Atelier ${f.number}`,
    email: (f) => [`Terima kasih atas pesanan ${f.number}.`, '', 'Untuk menyelesaikannya, transfer jumlah yang tepat ke virtual account ini:', `Bank: ${f.bank}`, `Nomor virtual account: ${f.account}`, `Nama rekening: ${f.name}`, `Jumlah: ${f.amount}`, `Bayar sebelum: ${f.deadline}`, '', 'Pesanan Anda dikonfirmasi segera setelah transfer diterima.'],
    sms: (f) => `Pesanan Atelier ${f.number}: transfer ${f.amount} ke virtual account ${f.bank} ${f.account} sebelum ${f.deadline}.`,
  },
  th: {
    subject: (f) => `ชำระเงินสำหรับคำสั่งซื้อ Atelier ${f.number}`,
    email: (f) => [`ขอบคุณสำหรับคำสั่งซื้อ ${f.number}`, '', 'โปรดโอนเงินตามยอดที่ระบุไปยังบัญชีเสมือนนี้:', `ธนาคาร: ${f.bank}`, `หมายเลขบัญชีเสมือน: ${f.account}`, `ชื่อบัญชี: ${f.name}`, `ยอดเงิน: ${f.amount}`, `ชำระก่อน: ${f.deadline}`, '', 'คำสั่งซื้อจะได้รับการยืนยันทันทีที่เราได้รับเงินโอน'],
    sms: (f) => `Atelier คำสั่งซื้อ ${f.number}: โอน ${f.amount} ไปที่บัญชีเสมือน ${f.bank} ${f.account} ก่อน ${f.deadline}`,
  },
  zh: {
    subject: (f) => `請為 Atelier 訂單 ${f.number} 付款`,
    email: (f) => [`多謝你的訂單 ${f.number}。`, '', '請把準確金額轉帳至以下虛擬帳戶以完成訂單：', `銀行：${f.bank}`, `虛擬帳戶號碼：${f.account}`, `帳戶名稱：${f.name}`, `金額：${f.amount}`, `付款限期：${f.deadline}`, '', '我們收到轉帳後會立即確認你的訂單。'],
    sms: (f) => `Atelier 訂單 ${f.number}：請於 ${f.deadline} 前轉帳 ${f.amount} 至 ${f.bank} 虛擬帳戶 ${f.account}。`,
  },
};

export interface InstructionsRow {
  email: string;
  country: string;
  language: string;
  currency: string;
  recipient: { callingCode: string; phone: string };
  instructions: Record<string, unknown>;
  amount: number;
  expires_at: Date | null;
}

/** The email and the SMS of an order's virtual account, in the order's language; none for another method. */
export function instructionMessages(orderNumber: string, order: InstructionsRow): OutgoingMessage[] {
  if (order.instructions.type !== 'virtual_account') return [];
  const country = countries.get(order.country)!;
  const language = offeredLanguage(country, order.language);
  const locale = intlLocale(country, language);
  const facts: Facts = {
    number: orderNumber,
    bank: String(order.instructions.bank),
    account: String(order.instructions.accountNumber),
    name: String(order.instructions.accountName ?? ''),
    amount: formatMinor(order.amount, order.currency, moneyFormat(country, language)),
    deadline: order.expires_at ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone: country.timeZone }).format(order.expires_at) : '',
  };
  const text = TEXTS[language];
  const phone = `${order.recipient.callingCode}${order.recipient.phone.replace(/\D/g, '').replace(/^0/, '')}`;
  return [
    { channel: 'email', recipient: order.email, kind: 'payment_instructions', subject: text.subject(facts), body: text.email(facts).join('\n') },
    { channel: 'sms', recipient: phone, kind: 'payment_instructions', subject: text.subject(facts), body: text.sms(facts) },
  ];
}

/** Sends the order's virtual account instructions by email and SMS; returns how many messages went out. */
export async function sendPaymentInstructions(db: Queryable, orderNumber: string, now = new Date()): Promise<number> {
  const { rows } = await db.query<InstructionsRow>(
    `SELECT o.email, o.country, o.language, o.currency, o.recipient, p.instructions, p.amount, p.expires_at
       FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.number = $1 ORDER BY p.id DESC LIMIT 1`,
    [orderNumber],
  );
  const messages = rows[0] ? instructionMessages(orderNumber, rows[0]) : [];
  for (const message of messages) await sendMessage(db, { ...message, country: rows[0].country }, now);
  return messages.length;
}
