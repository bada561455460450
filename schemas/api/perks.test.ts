import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/server/api/handler';
import { SalePricesQuery } from './perks';

const parse = (query: string) => parseQuery(SalePricesQuery, new URLSearchParams(query), ['variantIds']);

describe('GET beauty-pass/sale-prices query', () => {
  it('reads one id, a comma-separated list, or repeated parameters', () => {
    expect(parse('variantIds=7')).toMatchObject({ ok: true, data: { variantIds: [7] } });
    expect(parse('variantIds=7,8,9')).toMatchObject({ ok: true, data: { variantIds: [7, 8, 9] } });
    expect(parse('variantIds=7&variantIds=8')).toMatchObject({ ok: true, data: { variantIds: [7, 8] } });
  });

  it('refuses no ids, ids that are not whole positive numbers, and more than 100', async () => {
    for (const query of ['', 'variantIds=', 'variantIds=x', 'variantIds=1.5', 'variantIds=-2', `variantIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      const parsed = parse(query);
      expect(parsed.ok, query).toBe(false);
      if (!parsed.ok) expect(parsed.response.status).toBe(400);
    }
  });
});
