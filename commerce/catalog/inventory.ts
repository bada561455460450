// The one function that changes stock. Orders, cancellations, returns and restocks all go through
// adjustInventory, which changes a quantity with a single conditional statement (the UPDATE takes the
// row lock, and under READ COMMITTED a waiting transaction re-checks the condition against the
// committed quantity), so stock never goes below zero however many checkouts race for the last unit.
// Every change writes an inventory_movements row in the same statement.
import { countries } from '@/config/countries/registry';
import type { Queryable } from './context';
import { notifyBackInStock } from '../waitlist/subscriptions';

export class InventoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The change would take stock below zero. */
export class OutOfStockError extends InventoryError {
  constructor(
    readonly sku: string,
    readonly country: string,
    readonly requested: number,
    readonly available: number,
    readonly storeId: number | null = null,
  ) {
    const where = storeId === null ? `in ${country}` : `at store ${storeId} (${country})`;
    super(`Not enough stock of ${sku} ${where}: ${requested} requested, ${available} available`);
  }
}

/** No variant has that SKU (or id). */
export class UnknownVariantError extends InventoryError {}

/** The country is not one the store serves, or the store does not exist there. */
export class UnknownLocationError extends InventoryError {}

export interface AdjustInventoryInput {
  /** The variant, by SKU or by id (one is enough; when both are given they must agree). */
  sku?: string;
  variantId?: number;
  /** Country code; the online stock of that country changes, unless storeId is given. */
  country: string;
  /** Units added (> 0) or taken (< 0). */
  delta: number;
  /** Why: order, cancellation, return, restock, correction… */
  reason: string;
  /** An order number, a ticket, a person: anything that explains the change. */
  reference?: string | null;
  /** Change this store's stock (click and collect) instead of the country's online stock. */
  storeId?: number | null;
}

export interface AdjustInventoryResult {
  variantId: number;
  sku: string;
  quantityBefore: number;
  quantityAfter: number;
  /** The change took stock from 0 to more than 0 (waitlist subscribers are due a notification). */
  becameAvailable: boolean;
}

const MAX_DELTA = 1_000_000;

/**
 * Adds delta to a variant's stock in a country (or in one store) and records the movement.
 * Throws OutOfStockError when there is not enough stock, UnknownVariantError for an unknown SKU,
 * UnknownLocationError for an unknown country or store, RangeError for a bad delta or reason.
 *
 * Pass the client of the surrounding transaction (an order's) so the change commits or rolls back
 * with it; the row lock it takes is held until then. With REPEATABLE READ or SERIALIZABLE a race
 * surfaces as a serialization failure (40001) for the caller to retry, not as an oversell.
 */
export async function adjustInventory(db: Queryable, input: AdjustInventoryInput): Promise<AdjustInventoryResult> {
  const { delta } = input;
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_DELTA) {
    throw new RangeError(`delta must be a whole number from -${MAX_DELTA} to ${MAX_DELTA}, not 0; got ${delta}`);
  }
  const reason = input.reason?.trim();
  if (!reason || reason.length > 64) throw new RangeError('reason must be 1–64 characters');
  const country = countries.get(input.country)?.code;
  if (!country) throw new UnknownLocationError(`Unknown country: ${input.country}`);
  if (input.sku === undefined && input.variantId === undefined) throw new UnknownVariantError('Give a sku or a variantId');

  // The variant (and the store, when one is given) in one round trip.
  const storeId = input.storeId ?? null;
  const found = await db.query<{ id: number; sku: string; store_country: string | null }>(
    `SELECT v.id, v.sku, s.country AS store_country
       FROM variants v
       LEFT JOIN stores s ON s.id = $3::int
      WHERE ($1::text IS NULL OR v.sku = $1::text) AND ($2::int IS NULL OR v.id = $2::int)`,
    [input.sku ?? null, input.variantId ?? null, storeId],
  );
  const variant = found.rows[0];
  if (!variant) {
    const what = input.sku !== undefined ? `SKU "${input.sku}"` : `id ${input.variantId}`;
    throw new UnknownVariantError(`No variant with ${what}${input.sku !== undefined && input.variantId !== undefined ? ` and id ${input.variantId}` : ''}`);
  }
  if (storeId !== null) {
    if (variant.store_country === null) throw new UnknownLocationError(`Unknown store: ${storeId}`);
    if (variant.store_country.trim() !== country) throw new UnknownLocationError(`Store ${storeId} is in ${variant.store_country}, not ${country}`);
  }

  const reference = input.reference ?? null;
  const params = [variant.id, storeId === null ? country : storeId, delta, reason, reference, country];
  // $1 variant, $2 country or store id, $3 delta, $4 reason, $5 reference, $6 country (for the movement).
  const target = storeId === null
    ? { table: 'inventory', key: 'country', keyType: 'text', storeColumn: 'NULL::int' }
    : { table: 'store_inventory', key: 'store_id', keyType: 'int', storeColumn: '$2::int' };
  const change =
    delta < 0
      ? `UPDATE ${target.table} SET quantity = quantity + $3
          WHERE variant_id = $1 AND ${target.key} = $2::${target.keyType} AND quantity + $3 >= 0
          RETURNING quantity`
      : `INSERT INTO ${target.table} AS i (variant_id, ${target.key}, quantity) VALUES ($1, $2::${target.keyType}, $3)
         ON CONFLICT (variant_id, ${target.key}) DO UPDATE SET quantity = i.quantity + excluded.quantity
         RETURNING quantity`;
  const { rows } = await db.query<{ quantity_after: number }>(
    `WITH changed AS (${change})
     INSERT INTO inventory_movements (variant_id, country, store_id, delta, quantity_after, reason, reference)
     SELECT $1, $6, ${target.storeColumn}, $3, quantity, $4, $5 FROM changed
     RETURNING quantity_after`,
    params,
  );

  if (rows.length === 0) {
    const current = await db.query<{ quantity: number }>(
      `SELECT quantity FROM ${target.table} WHERE variant_id = $1 AND ${target.key} = $2::${target.keyType}`,
      [variant.id, params[1]],
    );
    throw new OutOfStockError(variant.sku, country, -delta, current.rows[0]?.quantity ?? 0, storeId);
  }
  const quantityAfter = rows[0].quantity_after;
  const quantityBefore = quantityAfter - delta;
  const becameAvailable = quantityBefore === 0 && quantityAfter > 0;
  // Back in online stock: the waitlist hears about it in the same transaction (each subscriber once).
  if (becameAvailable && storeId === null) await notifyBackInStock(db, variant.id, country);
  return { variantId: variant.id, sku: variant.sku, quantityBefore, quantityAfter, becameAvailable };
}
