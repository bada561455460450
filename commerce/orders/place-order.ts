/**
 * Placing an order (issue 7): the shopper's bag becomes an order in ONE transaction that also takes the
 * stock (through `adjustInventory`'s conditional update, so 50 shoppers racing for 5 units make exactly 5
 * orders), the samples and reward quantities and the reward's points, creates the payment, and empties
 * the bag, and puts a virtual account's payment instructions into the outbox. An `Idempotency-Key` makes the
 * call safe to repeat: the same key and body answer the same order; the same key with another body is refused.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PaymentMethod } from '@/config/countries/types';
import { NotEnoughPointsError } from '../loyalty/ledger';
import { redeemPoints } from '../loyalty/points';
import { withTransaction } from '../db/pool';
import { isDatabaseUnavailable } from '../db/errors';
import type { Queryable } from '../catalog/context';
import { adjustInventory, OutOfStockError } from '../catalog/inventory';
import { findBag, readBag, type BagContext, type BagOwner } from '../bag/bag';
import { BAG_MESSAGES } from '@/schemas/api/bag';
import { payLaterChoice } from '@/schemas/api/orders';
import { paymentProvider } from '../payments/provider';
import { addBusinessDays, addressSchema, DEFAULT_DELIVERY_OPTION, findDeliveryOption, shippingTerms } from '@/lib/checkout/options';

export { addBusinessDays };
import { paymentMethodFor, redeemForOrder } from '../gift-cards/gift-cards';
import { settleIfCovered } from './payment-events';
import { sendPaymentInstructions } from './payment-messages';
import { redeemOfferForOrder } from '../perks/offers';

/** SPEC §9: click and collect orders are held this long. */
export const CLICK_AND_COLLECT_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface PlaceOrderInput {
  email: string;
  delivery: 'delivery' | 'click_and_collect';
  storeSlug?: string;
  address?: { line1: string; line2?: string; city?: string; postcode?: string; state?: string };
  recipient: { firstName: string; lastName: string; callingCode: string; phone: string; registrationNumber?: string };
  paymentMethod: PaymentMethod;
  /** With `buy_now_pay_later`: one of the country's providers (none with another method). */
  payLaterProvider?: string;
  /** One of the country's delivery options (home delivery); standard when left out. */
  deliveryOption?: string;
}

import { OrderError } from './errors';
import { countOrder, countPaymentState } from '@/lib/metrics';

export { OrderError };

export interface PlacedOrder {
  id: string;
  number: string;
  /** True when the key had already placed this order (nothing new was created). */
  replayed: boolean;
}

const requestHash = (input: PlaceOrderInput) => createHash('sha256').update(JSON.stringify(input)).digest('hex');

async function nextNumber(client: pg.PoolClient, country: string): Promise<string> {
  const { rows } = await client.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
  return `AT-${country}-${rows[0].n}`;
}

/** Whose Idempotency-Keys a key belongs to: the member's, or the browser's. */
const keyScope = (owner: BagOwner) => (owner.accountId ? `account:${owner.accountId}` : `device:${owner.deviceId}`);

/**
 * The number of the order placed with this key and this same order body, or null when none was: the key's row and
 * its order are written in the order's one transaction, so a key without its order never committed.
 */
export async function orderOfKey(db: Queryable, owner: BagOwner, input: PlaceOrderInput, idempotencyKey: string): Promise<string | null> {
  const { rows } = await db.query<{ number: string }>(
    'SELECT o.number FROM idempotency_keys k JOIN orders o ON o.id = k.order_id WHERE k.scope = $1 AND k.key = $2 AND k.request_hash = $3',
    [keyScope(owner), idempotencyKey, requestHash(input)],
  );
  return rows[0]?.number ?? null;
}

/** How long a request whose order may have committed waits for the database to say whether it did. */
export const ORDER_CONFIRM_WAIT_MS = 3_000;
const CONFIRM_PAUSE_MS = 250;

/**
 * After the database went away while an order may have committed (its COMMIT's answer lost, or a failure after
 * it): asks the key whether it did, again every 250 ms while the database is out of reach, for at most `waitMs`.
 * The order's number when it was placed, `'not placed'` when the key says it was not, `'unknown'` when the database
 * did not answer in time (issue 30).
 */
export async function confirmOrderOfKey(pool: pg.Pool, owner: BagOwner, input: PlaceOrderInput, idempotencyKey: string, waitMs = ORDER_CONFIRM_WAIT_MS): Promise<{ number: string } | 'not placed' | 'unknown'> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return 'unknown';
    const lookup = orderOfKey(pool, owner, input, idempotencyKey);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)));
    try {
      const found = await Promise.race([lookup, late]);
      if (found === 'late') {
        lookup.catch(() => undefined); // it may still fail once the pool gives up; nobody waits for it any more
        return 'unknown';
      }
      return found ? { number: found } : 'not placed';
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    } finally {
      clearTimeout(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(CONFIRM_PAUSE_MS, Math.max(0, deadline - Date.now()))));
  }
}

/**
 * Places the order (placeOrderOnce) and counts its outcome in the process's metrics (lib/metrics.ts): placed (its
 * payment entered `pending`, or `paid` when a gift card covers it), refused (an OrderError, a 4xx the shopper can
 * mend) or failed. A replayed Idempotency-Key counts nothing: that order was counted when it was placed.
 */
export async function placeOrder(pool: pg.Pool, owner: BagOwner, ctx: BagContext, input: PlaceOrderInput, idempotencyKey: string, now = new Date()): Promise<PlacedOrder> {
  let placed: PlacedOrder;
  try {
    placed = await placeOrderOnce(pool, owner, ctx, input, idempotencyKey, now);
  } catch (error) {
    countOrder(error instanceof OrderError ? 'refused' : 'failed');
    throw error;
  }
  if (!placed.replayed) {
    countOrder('placed');
    countPaymentState(input.paymentMethod === 'gift_card' ? 'paid' : 'pending');
  }
  return placed;
}

async function placeOrderOnce(pool: pg.Pool, owner: BagOwner, ctx: BagContext, input: PlaceOrderInput, idempotencyKey: string, now: Date): Promise<PlacedOrder> {
  if (!ctx.country.paymentMethods.includes(input.paymentMethod)) throw new OrderError(400, `${input.paymentMethod} is not offered in ${ctx.country.name}`);
  const payLater = payLaterChoice(ctx.country.buyNowPayLaterProviders, ctx.country.name).safeParse(input);
  if (!payLater.success) {
    const details = payLater.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new OrderError(422, details[0].message, { details });
  }
  const option = findDeliveryOption(ctx.country, input.deliveryOption ?? DEFAULT_DELIVERY_OPTION);
  if (!option) throw new OrderError(400, `${input.deliveryOption} is not a delivery option in ${ctx.country.name}`, { details: [{ path: 'deliveryOption', message: 'Invalid delivery option' }] });
  // The country's address fields and formats; only those are kept.
  const address = input.delivery === 'delivery' && input.address ? addressSchema(ctx.country).safeParse(input.address) : undefined;
  if (address && !address.success) {
    const details = address.error.issues.map((i) => ({ path: ['address', ...i.path].join('.'), message: i.message }));
    throw new OrderError(400, `The address is not valid: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`, { details });
  }
  const scope = keyScope(owner);
  const hash = requestHash(input);

  return withTransaction(async (client) => {
    // The key first: a second request with the same key waits here for the first to commit.
    await client.query("DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at < $3", [scope, idempotencyKey, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)]);
    const inserted = await client.query('INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [scope, idempotencyKey, hash, now]);
    if (!inserted.rowCount) {
      const { rows } = await client.query<{ request_hash: string; order_id: string | null; number: string | null }>(
        'SELECT k.request_hash, k.order_id::text, o.number FROM idempotency_keys k LEFT JOIN orders o ON o.id = k.order_id WHERE k.scope = $1 AND k.key = $2 FOR UPDATE OF k',
        [scope, idempotencyKey],
      );
      const previous = rows[0];
      if (previous.request_hash !== hash) throw new OrderError(422, 'This Idempotency-Key was used for a different order');
      if (previous.order_id && previous.number) return { id: previous.order_id, number: previous.number, replayed: true };
    }

    // The bag's row lock: of several orders of one bag at once (a double click, other tabs, other keys) the
    // first empties the bag and the others, once it commits, find it gone: "The bag is empty" (409).
    await findBag(client, owner, ctx.country.code, { lock: true });
    // Priced with the chosen delivery's shipping (click and collect ships nothing).
    const bag = await readBag(client, owner, { ...ctx, now, country: { ...ctx.country, ...shippingTerms(ctx.country, input.delivery, option) } });
    if (bag.lines.every((l) => l.kind !== 'product')) throw new OrderError(409, 'The bag is empty');
    if (bag.checkout.blocked) throw new OrderError(409, BAG_MESSAGES.outOfStock);
    let storeId: number | null = null;
    if (input.delivery === 'click_and_collect') {
      const { rows } = await client.query<{ id: number }>('SELECT id FROM stores WHERE slug = $1 AND country = $2 AND click_and_collect', [input.storeSlug ?? '', ctx.country.code]);
      if (!rows[0]) throw new OrderError(404, 'This store does not offer click and collect in this country');
      storeId = rows[0].id;
      if (bag.lines.some((l) => l.kind === 'sample')) throw new OrderError(409, 'Samples are not available for click and collect: remove them to continue');
      const rewardIds = bag.lines.flatMap((l) => (l.kind === 'reward' && l.rewardId ? [l.rewardId] : []));
      const { rowCount } = rewardIds.length ? await client.query('SELECT 1 FROM rewards WHERE id = ANY($1::text[]) AND NOT click_and_collect', [rewardIds]) : { rowCount: 0 };
      if (rowCount) throw new OrderError(409, BAG_MESSAGES.notForClickAndCollect);
    } else if (!input.address) {
      throw new OrderError(400, 'A delivery address is required');
    }

    // A gift card that covers the whole total pays the order (method gift_card); else the chosen method pays the rest.
    const paymentMethod = paymentMethodFor(bag.totals, input.paymentMethod);
    const payLaterProvider = paymentMethod === 'buy_now_pay_later' ? input.payLaterProvider! : null;
    const number = await nextNumber(client, ctx.country.code);
    const { rows: orderRows } = await client.query<{ id: string }>(
      `INSERT INTO orders (number, country, language, account_id, device_id, email, status, delivery, store_id, recipient, address, payment_method, currency,
         subtotal, discount, shipping, gift_card_redeemed, total, tax, points_earned, points_redeemed, promo_code, estimated_delivery, hold_until, created_at, updated_at, delivery_option, pay_later_provider)
       VALUES ($1, $2, $3, $4, $24, $5, 'payment_pending', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23, $25, $26)
       RETURNING id::text`,
      [number, ctx.country.code, ctx.lang, owner.accountId ?? null, input.email, input.delivery, storeId, JSON.stringify(input.recipient), address?.success ? JSON.stringify(address.data) : null,
        paymentMethod, bag.currency, bag.totals.subtotal, bag.totals.discount, bag.totals.shipping, bag.totals.giftCardRedeemed, bag.totals.total,
        JSON.stringify(bag.totals.tax), bag.totals.pointsEarned, bag.totals.pointsRedeemed, bag.promoCode?.applied ? bag.promoCode.code : null,
        input.delivery === 'delivery' ? addBusinessDays(now, option.businessDays) : null, input.delivery === 'click_and_collect' ? new Date(now.getTime() + CLICK_AND_COLLECT_HOLD_MS) : null, now,
        owner.accountId ? null : owner.deviceId, input.delivery === 'delivery' ? option.id : null, payLaterProvider],
    );
    const orderId = orderRows[0].id;

    for (const line of bag.lines) {
      if (line.kind === 'product') {
        try {
          await adjustInventory(client, { variantId: line.variantId, country: ctx.country.code, delta: -line.quantity, reason: 'order', reference: number });
        } catch (error) {
          if (error instanceof OutOfStockError) throw new OrderError(409, BAG_MESSAGES.outOfStock, { variantId: line.variantId, inventoryLeft: error.available });
          throw error;
        }
      } else if (line.kind === 'sample') {
        const taken = await client.query('UPDATE samples SET quantity_left = quantity_left - 1 WHERE country = $1 AND sku = $2 AND quantity_left > 0', [ctx.country.code, line.sku]);
        if (!taken.rowCount) throw new OrderError(409, BAG_MESSAGES.notAvailable, { restock: BAG_MESSAGES.restock });
      } else if (line.kind === 'reward' && line.rewardId) {
        const taken = await client.query('UPDATE rewards SET quantity_left = quantity_left - 1 WHERE id = $1 AND quantity_left > 0', [line.rewardId]);
        if (!taken.rowCount) throw new OrderError(409, BAG_MESSAGES.notAvailable, { restock: BAG_MESSAGES.restock });
        // Under the member's row lock: two orders at once cannot spend the same points.
        try {
          if ((line.points ?? 0) > 0) await redeemPoints(client, owner.accountId!, line.points!, number, now);
        } catch (error) {
          if (error instanceof NotEnoughPointsError) throw new OrderError(409, BAG_MESSAGES.notEnoughPoints);
          throw error;
        }
      }
      await client.query(
        `INSERT INTO order_lines (order_id, variant_id, sku, kind, name, brand, shade, quantity, unit_price, discount, total, reward_id, points)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [orderId, line.variantId, line.sku, line.kind, line.name, line.brand.name, line.shade, line.quantity, line.unitPrice, line.discount, line.total, line.rewardId, line.points],
      );
    }

    await redeemForOrder(client, owner, ctx.country.code, orderId, bag.totals, now);
    // The member's Beauty Pass offer, when it gave the order its discount: one use taken (never past its maximum).
    if (bag.offer?.applied) await redeemOfferForOrder(client, bag.offer.id, orderId, now);
    const provider = paymentProvider();
    const payment = provider.createPayment({ orderNumber: number, method: paymentMethod, amount: bag.totals.total, currency: bag.currency, now, payLaterProvider, timeZone: ctx.country.timeZone });
    const { rows: paymentRows } = await client.query<{ id: string }>(
      "INSERT INTO payments (order_id, provider, method, state, amount, currency, instructions, expires_at, created_at) VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8) RETURNING id::text",
      [orderId, provider.id, paymentMethod, bag.totals.total, bag.currency, JSON.stringify(payment.instructions), payment.expiresAt, now],
    );
    await settleIfCovered(client, paymentRows[0].id, paymentMethod, now);
    // A virtual account's instructions (email and SMS) go into the outbox with the order itself: sent once, however
    // the process ends after the commit, and never on a replay of the key (which returns above).
    await sendPaymentInstructions(client, number, now);
    await client.query('UPDATE idempotency_keys SET order_id = $3 WHERE scope = $1 AND key = $2', [scope, idempotencyKey, orderId]);
    await client.query("DELETE FROM bags WHERE country = $1 AND (account_id = $2 OR (account_id IS NULL AND device_id = $3))", [ctx.country.code, owner.accountId ?? null, owner.accountId ? null : owner.deviceId]);
    return { id: orderId, number, replayed: false };
  }, pool);
}
