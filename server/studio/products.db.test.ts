// The studio's product picker API (`GET /api/studio/products`) over the fixture catalogue in a real database: the
// editor check first, zod's readable 400s for a bad question, then the shop's own search by name (with its typo
// tolerance) and the products a field holds, in its order, as the picker shows them.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { databasesUnderTest } from '@/tests/db/test-database';
import { createCatalogTestDatabase, type CatalogTestDatabase } from '@/commerce/catalog/testing/catalog-test-db';

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/server')>()), connection: async () => undefined }));
const session = vi.hoisted(() => ({ claims: undefined as { sub: string } | undefined, role: 'editor' }));
const db = vi.hoisted(() => ({ pool: undefined as unknown }));
vi.mock('@/server/auth/session', () => ({ readSession: async () => session.claims }));
vi.mock('@/commerce/db/pool', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/commerce/db/pool')>()), getPool: () => db.pool }));
vi.mock('@/commerce/accounts/roles', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/commerce/accounts/roles')>()), accountRole: async () => session.role }));

import { GET } from '@/app/api/studio/products/route';

const ask = async (query: string) => {
  const answer = await GET(new Request(`http://localhost/api/studio/products?${query}`), { params: Promise.resolve({}) });
  return { status: answer.status, body: (await answer.json()) as { message?: string; items?: { slug?: string; name?: string; brand?: string; image?: { url: string }; ref?: string; product?: { slug: string } }[] } };
};

describe.each(databasesUnderTest())('GET /api/studio/products on $name PostgreSQL', ({ url }) => {
  let t: CatalogTestDatabase;
  beforeAll(async () => {
    t = await createCatalogTestDatabase(url);
    db.pool = t.pool;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    session.claims = { sub: 'editor-1' };
    session.role = 'editor';
  });

  it('answers 401 without a session and 403 for a shopper', async () => {
    session.claims = undefined;
    expect((await ask('q=lipstick')).status).toBe(401);
    session.claims = { sub: 'shopper-1' };
    session.role = 'shopper';
    expect((await ask('q=lipstick')).status).toBe(403);
  });

  it('answers 400 with a readable message for an empty or too long search, both questions or neither, and a bad slug', async () => {
    for (const [query, message] of [
      ['q=%20', 'Type part of a product name to search for'],
      [`q=${'a'.repeat(101)}`, 'A search has at most 100 characters.'],
      ['', 'Type part of a product name to search for (q), or name the products a field holds (refs).'],
      ['q=lip&refs=lip-oil', 'Ask either q (a search by name) or refs (the products a field holds), not both.'],
      ['refs=lip%20oil', 'A product is named by its slug or a variant SKU'],
      ['sort=price', 'sort'],
    ] as const) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toContain(message);
    }
  });

  it('finds products by name with the shop\u2019s search, typo included, each with its slug, brand and image', async () => {
    const { status, body } = await ask('q=velvet%20lipstik');
    expect(status).toBe(200);
    expect(body.items?.[0]).toMatchObject({ slug: 'velvet-matte-lipstick', name: 'Velvet Matte Lipstick', brand: 'Rouge & Co' });
    // The picker shows the product's own picture, the one its card shows in the shop.
    expect(body.items?.[0].image).toMatchObject({ url: expect.stringMatching(/^\/api\/images\/(products|catalog)\//), alt: expect.stringContaining('Velvet Matte Lipstick') });
    expect((await ask('q=serum')).body.items?.map((p) => p.slug).sort()).toEqual(['nova-night-serum', 'vitamin-c-serum']);
    expect((await ask('q=zzzzqqq')).body.items).toEqual([]);
  });

  it('answers the products a field holds in its order, and a ref that is no product slug alone', async () => {
    const { status, body } = await ask('refs=lip-oil,no-such-product,velvet-matte-lipstick');
    expect(status).toBe(200);
    expect(body.items?.map((i) => [i.ref, i.product?.slug])).toEqual([
      ['lip-oil', 'lip-oil'],
      ['no-such-product', undefined],
      ['velvet-matte-lipstick', 'velvet-matte-lipstick'],
    ]);
  });
});
