/**
 * E-gift cards (issue 7). A card is bought as an order with one `e_gift_card` line (no stock; delivered by
 * email), paid like any order; when that order's payment becomes paid the card is issued — its code drawn,
 * emailed to the recipient through the outbox, and only its hash kept. A card applied to a bag pays up to
 * what is due (`giftCardRedeemed` of the bag's totals); placing the order takes that amount off the card
 * with a conditional update in the order's own transaction, so two orders racing for one card never take
 * more than its balance. A failed, expired or cancelled payment gives the amount back; a retried payment
 * takes it again. Every hook here is idempotent: it moves rows from one state to the next only once.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { BagError, ensureBag, findBag, type BagContext, type BagOwner } from '../bag/bag';
import type { Queryable } from '../catalog/context';
import { withTransaction } from '../db/pool';
import { sendMessage } from '../outbox/outbox';
import { paymentProvider } from '../payments/provider';
import type { PaymentMethod } from '@/config/countries/types';
import { countries } from '@/config/countries/registry';
import { validUntilDate } from '@/lib/gift-cards/valid-until';
import { GIFT_CARD_MESSAGES, type AppliedGiftCard, type BuyGiftCardBody, type GiftCardBalanceResponse } from '@/schemas/api/gift-cards';
import { generateCode, hashCode, maskedCode, normalizeCode } from './codes';
import { giftCardEmail } from './email';
import { bagCard, CARD_COLUMNS, usableProblem, type CardRow } from './in-bag';
import type { PaymentEventType } from '../payments/event-types';

/** A card is valid this long from the day it is issued. */
export const GIFT_CARD_VALIDITY_YEARS = 3;
export const E_GIFT_CARD_SKU = 'E-GIFT-CARD';

export class GiftCardError extends BagError {}

export function expiryFrom(issuedAt: Date): Date {
  const expires = new Date(issuedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + GIFT_CARD_VALIDITY_YEARS);
  return expires;
}

/* ---------- buying ---------- */

export interface BoughtGiftCard {
  id: string;
  number: string;
  replayed: boolean;
}

/** Why an amount or payment method cannot buy a card in the country; null when it can. */
export function purchaseProblem(country: BagContext['country'], amount: number, method: PaymentMethod): { status: 400 | 404; message: string; details?: Record<string, unknown> } | null {
  const limits = country.eGiftCard;
  if (!limits) return { status: 404, message: GIFT_CARD_MESSAGES.notSold };
  if (amount < limits.min || amount > limits.max) return { status: 400, message: GIFT_CARD_MESSAGES.amountOutOfRange, details: { min: limits.min, max: limits.max } };
  if (method === 'gift_card') return { status: 400, message: GIFT_CARD_MESSAGES.notPayable };
  // A card is money: pay-later providers do not finance it (and the shop offers no provider choice for it).
  if (method === 'buy_now_pay_later') return { status: 400, message: GIFT_CARD_MESSAGES.notPayLater };
  if (!country.paymentMethods.includes(method)) return { status: 400, message: `${method} is not offered in ${country.name}` };
  return null;
}

/**
 * Places the order of one e-gift card for `input.amount`: the order (delivered by email), its line, the card
 * (pending until paid) and the payment of the chosen method. An `Idempotency-Key` makes it safe to repeat,
 * as for orders: the same key and body answer the same order, another body is refused (422).
 */
export async function buyGiftCard(pool: pg.Pool, owner: BagOwner, ctx: BagContext, input: BuyGiftCardBody, idempotencyKey: string, now = new Date()): Promise<BoughtGiftCard> {
  const problem = purchaseProblem(ctx.country, input.amount, input.paymentMethod);
  if (problem) throw new GiftCardError(problem.status, problem.message, problem.details);
  const scope = owner.accountId ? `account:${owner.accountId}` : `device:${owner.deviceId}`;
  const hash = createHash('sha256').update(JSON.stringify({ kind: 'e_gift_card', country: ctx.country.code, ...input })).digest('hex');
  const currency = ctx.country.currency.code;

  return withTransaction(async (client) => {
    await client.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at < $3', [scope, idempotencyKey, new Date(now.getTime() - 24 * 60 * 60 * 1000)]);
    const claimed = await client.query('INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [scope, idempotencyKey, hash, now]);
    if (!claimed.rowCount) {
      const { rows } = await client.query<{ request_hash: string; order_id: string | null; number: string | null }>(
        'SELECT k.request_hash, o.id::text AS order_id, o.number FROM idempotency_keys k LEFT JOIN orders o ON o.id = k.order_id WHERE k.scope = $1 AND k.key = $2 FOR UPDATE OF k',
        [scope, idempotencyKey],
      );
      if (rows[0].request_hash !== hash) throw new GiftCardError(422, 'This Idempotency-Key was used for a different order');
      if (rows[0].order_id && rows[0].number) return { id: rows[0].order_id, number: rows[0].number, replayed: true };
    }

    const { rows: numbers } = await client.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
    const number = `AT-${ctx.country.code}-${numbers[0].n}`;
    const tax = { percent: 0, shown: false, priceBeforeTax: input.amount, amount: 0 };
    const recipient = { firstName: input.senderName, lastName: '', callingCode: ctx.country.callingCode, phone: '' };
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO orders (number, country, language, account_id, device_id, email, status, delivery, recipient, payment_method, currency,
         subtotal, discount, shipping, gift_card_redeemed, total, tax, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'payment_pending', 'email', $7, $8, $9, $10, 0, 0, 0, $10, $11, $12, $12) RETURNING id::text`,
      [number, ctx.country.code, ctx.lang, owner.accountId ?? null, owner.accountId ? null : owner.deviceId, input.email, JSON.stringify(recipient), input.paymentMethod, currency,
        input.amount, JSON.stringify(tax), now],
    );
    const orderId = rows[0].id;
    await client.query(
      `INSERT INTO order_lines (order_id, variant_id, sku, kind, name, brand, shade, quantity, unit_price, discount, total)
       VALUES ($1, NULL, $2, 'e_gift_card', 'E-gift card', 'Atelier', NULL, 1, $3, 0, $3)`,
      [orderId, E_GIFT_CARD_SKU, input.amount],
    );
    await client.query(
      `INSERT INTO gift_cards (order_id, country, currency, status, initial_balance, balance, recipient_email, sender_name, message, language, created_at)
       VALUES ($1, $2, $3, 'pending', $4, $4, $5, $6, $7, $8, $9)`,
      [orderId, ctx.country.code, currency, input.amount, input.recipientEmail, input.senderName, input.message, ctx.lang, now],
    );
    const provider = paymentProvider();
    const payment = provider.createPayment({ orderNumber: number, method: input.paymentMethod, amount: input.amount, currency, now });
    await client.query(
      "INSERT INTO payments (order_id, provider, method, state, amount, currency, instructions, expires_at, created_at) VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8)",
      [orderId, provider.id, input.paymentMethod, input.amount, currency, JSON.stringify(payment.instructions), payment.expiresAt, now],
    );
    await client.query('UPDATE idempotency_keys SET order_id = $3 WHERE scope = $1 AND key = $2', [scope, idempotencyKey, orderId]);
    return { id: orderId, number, replayed: false };
  }, pool);
}

/* ---------- issuing (the buying order is paid) ---------- */

/** Issues the pending cards of a paid order and emails each to its recipient; a second call issues nothing. */
export async function issueGiftCards(client: pg.PoolClient, orderId: string, now: Date): Promise<number> {
  const { rows } = await client.query<{ id: string; country: string; language: string; initial_balance: number; recipient_email: string; sender_name: string; message: string }>(
    "SELECT id::text, country, language, initial_balance, recipient_email, sender_name, message FROM gift_cards WHERE order_id = $1 AND status = 'pending' FOR UPDATE",
    [orderId],
  );
  for (const card of rows) {
    const code = generateCode();
    const expiresAt = expiryFrom(now);
    await client.query(
      "UPDATE gift_cards SET status = 'active', code_hash = $2, code_last4 = $3, balance = initial_balance, issued_at = $4, expires_at = $5 WHERE id = $1",
      [card.id, hashCode(code), code.slice(-4), now, expiresAt],
    );
    const email = giftCardEmail({ code, amount: card.initial_balance, country: card.country, language: card.language, senderName: card.sender_name, message: card.message, expiresAt });
    await sendMessage(client, { channel: 'email', recipient: card.recipient_email, kind: 'e_gift_card', ...email }, now);
  }
  return rows.length;
}

/* ---------- what a payment event does to cards ---------- */

/**
 * Called by `applyPaymentEvent` inside its transaction, once per applied event: `paid` issues the order's
 * cards; an event that gives the stock back (failed, expired, blocked, cancelled) gives back what the
 * order took from a card; `cancelled` voids a card the order bought.
 */
export async function onPaymentEvent(client: pg.PoolClient, orderId: string, type: PaymentEventType, releases: boolean, now: Date): Promise<void> {
  if (type === 'paid') await issueGiftCards(client, orderId, now);
  if (releases) await releaseRedemption(client, orderId, now);
  if (type === 'cancelled') await client.query("UPDATE gift_cards SET status = 'void' WHERE order_id = $1 AND status <> 'void'", [orderId]);
}

/** Gives back what the order took from its card (once: only a held redemption is released). */
export async function releaseRedemption(client: Queryable, orderId: string, now: Date): Promise<number> {
  const { rows } = await client.query<{ gift_card_id: string; amount: number }>(
    "UPDATE gift_card_redemptions SET state = 'released', updated_at = $2 WHERE order_id = $1 AND state = 'held' RETURNING gift_card_id::text, amount",
    [orderId, now],
  );
  for (const r of rows) await client.query('UPDATE gift_cards SET balance = balance + $2 WHERE id = $1', [r.gift_card_id, r.amount]);
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

/** Takes again what a retried order had taken from its card (409 when the card no longer has it). */
export async function retakeRedemption(client: Queryable, orderId: string, now: Date): Promise<void> {
  const { rows } = await client.query<{ gift_card_id: string; amount: number }>(
    "SELECT gift_card_id::text, amount FROM gift_card_redemptions WHERE order_id = $1 AND state = 'released' FOR UPDATE",
    [orderId],
  );
  for (const r of rows) {
    await takeFromCard(client, r.gift_card_id, r.amount, now);
    await client.query("UPDATE gift_card_redemptions SET state = 'held', updated_at = $2 WHERE order_id = $1", [orderId, now]);
  }
}

/** The conditional update: the balance never goes below zero, whatever runs at the same time. */
async function takeFromCard(client: Queryable, cardId: string, amount: number, now: Date): Promise<void> {
  const taken = await client.query("UPDATE gift_cards SET balance = balance - $2 WHERE id = $1 AND status = 'active' AND balance >= $2 AND expires_at > $3", [cardId, amount, now]);
  if (!taken.rowCount) throw new GiftCardError(409, GIFT_CARD_MESSAGES.balanceChanged);
}

/* ---------- looking a code up ---------- */

/**
 * The active card of a code (a code holds about 78 random bits; the routes' rate limits — `gift-card-address`,
 * `gift-card-owner` in commerce/limits — stop a script from even trying).
 */
async function lookUp(db: Queryable, code: string): Promise<CardRow> {
  const normalized = normalizeCode(code);
  const { rows } = normalized ? await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.code_hash = $1 AND c.status = 'active'`, [hashCode(normalized)]) : { rows: [] as CardRow[] };
  if (!rows[0]) throw new GiftCardError(404, GIFT_CARD_MESSAGES.invalidCode);
  return rows[0];
}

/** `GET gift-cards/{code}/balance`: balance, currency and expiry — nothing else about the card. */
export async function giftCardBalance(pool: pg.Pool, code: string): Promise<GiftCardBalanceResponse> {
  const card = await lookUp(pool, code);
  return { balance: card.balance, currency: card.currency, ...expiryOf(card) };
}

/** The card's expiry: the moment, and the one date every reader is shown (its country's calendar day). */
function expiryOf(card: { country: string; expires_at: Date }): { expiresAt: string; validUntil: string } {
  const country = countries.get(card.country);
  if (!country) throw new Error(`Unknown country ${card.country}`);
  return { expiresAt: card.expires_at.toISOString(), validUntil: validUntilDate(card.expires_at, country.timeZone) };
}

/* ---------- the card in the bag ---------- */

/** Applies a card to the shopper's bag (one per bag: a new code replaces the one there). */
export async function applyGiftCard(pool: pg.Pool, owner: BagOwner, ctx: BagContext, code: string): Promise<void> {
  const now = ctx.now ?? new Date();
  const card = await lookUp(pool, code);
  const problem = usableProblem(card, ctx.country.code, now);
  if (problem) throw new GiftCardError(422, problem);
  await withTransaction(async (client) => {
    const bag = await ensureBag(client, owner, ctx.country.code);
    await client.query(
      'INSERT INTO bag_gift_cards (bag_id, gift_card_id, applied_at) VALUES ($1, $2, $3) ON CONFLICT (bag_id) DO UPDATE SET gift_card_id = EXCLUDED.gift_card_id, applied_at = EXCLUDED.applied_at',
      [bag.id, card.id, now],
    );
  }, pool);
}

export async function removeGiftCard(pool: pg.Pool, owner: BagOwner, ctx: BagContext): Promise<void> {
  const bag = await findBag(pool, owner, ctx.country.code);
  if (bag) await pool.query('DELETE FROM bag_gift_cards WHERE bag_id = $1', [bag.id]);
}

/** The card applied to the shopper's bag as the bag shows it (masked code, balance, what this order takes). */
export async function appliedGiftCard(db: Queryable, owner: BagOwner, ctx: BagContext, redeemed: number): Promise<AppliedGiftCard | null> {
  const bag = await findBag(db, owner, ctx.country.code);
  const card = bag ? await bagCard(db, bag.id) : undefined;
  if (!card || card.status !== 'active') return null;
  return { code: maskedCode(card.code_last4), currency: card.currency, balance: card.balance, redeemed, remaining: card.balance - redeemed, ...expiryOf(card) };
}

/* ---------- placing an order ---------- */

interface DueTotals {
  total: number;
  giftCardRedeemed: number;
}

/**
 * The method the order is paid with: `gift_card` when the card covers the whole total (nothing else to
 * pay), else the shopper's choice — which cannot be `gift_card` then.
 */
export function paymentMethodFor(totals: DueTotals, chosen: PaymentMethod): PaymentMethod {
  if (totals.total === 0 && totals.giftCardRedeemed > 0) return 'gift_card';
  if (chosen === 'gift_card') throw new GiftCardError(409, totals.giftCardRedeemed > 0 ? GIFT_CARD_MESSAGES.notCovering : GIFT_CARD_MESSAGES.noGiftCard);
  return chosen;
}

/**
 * Takes the bag's redeemed amount off its card for the new order (in the order's transaction). 409 when
 * the card was emptied or spent meanwhile, or when a card in the bag can no longer pay anything.
 */
export async function redeemForOrder(client: pg.PoolClient, owner: BagOwner, country: string, orderId: string, totals: DueTotals, now: Date): Promise<void> {
  const bag = await findBag(client, owner, country);
  const card = bag ? await bagCard(client, bag.id) : undefined;
  if (!card) return;
  if (totals.giftCardRedeemed === 0) {
    if (totals.total > 0) throw new GiftCardError(409, GIFT_CARD_MESSAGES.balanceChanged);
    return;
  }
  await takeFromCard(client, card.id, totals.giftCardRedeemed, now);
  await client.query("INSERT INTO gift_card_redemptions (gift_card_id, order_id, amount, state, created_at, updated_at) VALUES ($1, $2, $3, 'held', $4, $4)", [card.id, orderId, totals.giftCardRedeemed, now]);
}

