/** Route parameters several endpoints share, and the bounds of the database's ids. */
import { z } from 'zod';

/** `{id}` as a positive whole number (the `bigint` ids: accounts, bag lines, orders, reviews, payments). */
export const NumericIdParams = z.object({ id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive') });

/** The largest id a `serial` column holds (PostgreSQL `integer`): variants, products, activities, slots. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A `serial` id in a JSON body: a positive whole number the column can hold (larger ones are refused, not sent to the database). */
export const serialId = (label: string) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).positive(`${label} must be positive`).max(MAX_SERIAL_ID, `${label} is too large`);

/** The same, read from a path or query parameter (text). */
export const serialIdParam = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).positive(`${label} must be positive`).max(MAX_SERIAL_ID, `${label} is too large`);

/** One id of a comma-separated list of `serial` ids in a query (`ids=1,2`): digits only, within the column's range. */
export const serialIdText = (message: string) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().positive(message).max(MAX_SERIAL_ID, `ids must be at most ${MAX_SERIAL_ID}`));
