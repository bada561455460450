import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/server/api/handler';
import { LineItemCreate, WishListUpdate } from './bag';
import { VariantsQuery } from './catalog';
import { SalePricesQuery } from './perks';
import { ActivityIdParams } from './bookings';
import { MAX_SERIAL_ID } from './params';

/** The query's 400 message, or 'ok'. */
async function queryAnswer(schema: Parameters<typeof parseQuery>[0], query: string, lists: string[]): Promise<string> {
  const parsed = parseQuery(schema, new URLSearchParams(query), lists);
  if (parsed.ok) return 'ok';
  expect(parsed.response.status).toBe(400);
  return ((await parsed.response.json()) as { message: string }).message;
}

describe('serial ids are bounded before they reach the database (an integer column ends at 2,147,483,647)', () => {
  it('GET variants?ids= refuses an id past the column with a message, and takes the last one that fits', async () => {
    expect(await queryAnswer(VariantsQuery, 'ids=999999999999999999999999999999', ['ids', 'skus'])).toBe(`The query is not valid: ids.0 must be at most ${MAX_SERIAL_ID}`);
    expect(await queryAnswer(VariantsQuery, `ids=3,${MAX_SERIAL_ID + 1}`, ['ids', 'skus'])).toBe(`The query is not valid: ids.1 must be at most ${MAX_SERIAL_ID}`);
    expect(await queryAnswer(VariantsQuery, `ids=${MAX_SERIAL_ID}`, ['ids', 'skus'])).toBe('ok');
  });

  it('GET beauty-pass/sale-prices?variantIds= refuses a ten-digit id past the column', async () => {
    expect(await queryAnswer(SalePricesQuery, 'variantIds=9999999999', ['variantIds'])).toBe(`The query is not valid: variantIds.0 must be at most ${MAX_SERIAL_ID}`);
  });

  it('bodies and path ids say which field is too large', () => {
    for (const schema of [LineItemCreate, WishListUpdate]) {
      const parsed = schema.safeParse({ variantId: 2 ** 40 });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(['variantId is too large']);
    }
    expect(ActivityIdParams.safeParse({ id: '1e308' }).error?.issues.map((i) => i.message)).toContain('id is too large');
    expect(ActivityIdParams.safeParse({ id: String(MAX_SERIAL_ID) }).success).toBe(true);
  });
});
