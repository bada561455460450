import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterBody } from '@/schemas/api/accounts';
import { registerAccount } from '../accounts/accounts';
import { adjustInventory } from '../catalog/inventory';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { listOutbox } from '../outbox/outbox';
import { cancelSubscription, listSubscriptions, notifyOpenedProducts, subscribe, SubscriptionError } from './subscriptions';

describe.each(databasesUnderTest())('waitlist and notify-me on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;
  let n = 0;

  const member = async (locale: { country: string; language: string } = { country: 'SG', language: 'en' }) => {
    const result = await registerAccount(
      pool,
      RegisterBody.parse({
        email: `wait-${Date.now()}-${++n}@example.com`,
        password: 'Rosewood15!',
        passwordConfirmation: 'Rosewood15!',
        firstName: 'Wai',
        lastName: 'Ting',
        mobile: { callingCode: '+65', number: '81234567' },
        birthDate: '1990-01-01',
        consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true },
      }),
      { ...locale, now: new Date() },
    );
    if (!result.ok) throw new Error('registration failed');
    return result.account;
  };
  const emailsTo = async (email: string, kind: string) =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1 AND kind = $2', [email, kind])).rows[0].n;
  const soldOut = async (offset: number) => {
    const { rows } = await pool.query<{ id: number }>(
      "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG' WHERE p.available_from IS NULL ORDER BY v.id DESC OFFSET $1 LIMIT 1",
      [offset],
    );
    await pool.query("UPDATE inventory SET quantity = 0 WHERE variant_id = $1 AND country = 'SG'", [rows[0].id]);
    return rows[0].id;
  };

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: [...foundationSeedSteps, ...catalogSeedSteps], max: 8 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('a restock notifies every waitlisted member exactly once, even when two restocks race', async () => {
    const variantId = await soldOut(0);
    const [a, b] = [await member(), await member()];
    await subscribe(pool, a.id, variantId, 'SG', 'waitlist');
    await subscribe(pool, a.id, variantId, 'SG', 'waitlist');
    await subscribe(pool, b.id, variantId, 'SG', 'waitlist');
    await Promise.all([1, 2].map(() => adjustInventory(pool, { variantId, country: 'SG', delta: 3, reason: 'restock' })));
    expect(await emailsTo(a.email, 'waitlist_back_in_stock')).toBe(1);
    expect(await emailsTo(b.email, 'waitlist_back_in_stock')).toBe(1);
    expect((await listSubscriptions(pool, a.id, 'SG', 'en', 'waitlist')).map((s) => s.status)).toEqual(['notified']);

    // Sold out and back again: closed subscriptions send nothing more.
    await adjustInventory(pool, { variantId, country: 'SG', delta: -6, reason: 'order' });
    await adjustInventory(pool, { variantId, country: 'SG', delta: 1, reason: 'restock' });
    expect(await emailsTo(a.email, 'waitlist_back_in_stock')).toBe(1);
  });

  it('writes each member\'s email in their language for the country, naming the product in it', async () => {
    // A Thai product whose Thai name differs from the English one, sold out in Thailand.
    const { rows } = await pool.query<{ id: number; slug: string; th: string; en: string }>(
      `SELECT v.id, p.slug, p.content->'th'->>'name' AS th, p.content->'en'->>'name' AS en
         FROM variants v JOIN products p ON p.id = v.product_id JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'TH'
        WHERE p.available_from IS NULL AND p.content->'th'->>'name' <> p.content->'en'->>'name' ORDER BY v.id DESC LIMIT 1`,
    );
    const product = rows[0];
    await pool.query("UPDATE inventory SET quantity = 0 WHERE variant_id = $1 AND country = 'TH'", [product.id]);
    const thai = await member({ country: 'TH', language: 'th' });
    const english = await member({ country: 'TH', language: 'en' });
    const notOffered = await member({ country: 'TH', language: 'zh' });
    const unknown = await member({ country: 'TH', language: 'xx' });
    for (const m of [thai, english, notOffered, unknown]) await subscribe(pool, m.id, product.id, 'TH', 'waitlist');
    await adjustInventory(pool, { variantId: product.id, country: 'TH', delta: 2, reason: 'restock' });

    const newest = async (email: string) => (await listOutbox(pool, { recipient: email }))[0];
    const inThai = await newest(thai.email);
    expect(inThai).toMatchObject({ kind: 'waitlist_back_in_stock', subject: `กลับมามีสินค้าแล้ว: ${product.th}` });
    expect(inThai.body).toContain(`${product.th}: https://atelier.co.th/products/${product.slug}`);
    const inEnglish = await newest(english.email);
    expect(inEnglish.subject).toBe(`Back in stock: ${product.en}`);
    expect(inEnglish.body).toContain(`${product.en}: https://atelier.co.th/en/products/${product.slug}`);
    // Chinese is not offered in Thailand, and "xx" is no language: Thailand's first language, Thai.
    expect((await newest(notOffered.email)).subject).toBe(`กลับมามีสินค้าแล้ว: ${product.th}`);
    expect((await newest(unknown.email)).subject).toBe(`กลับมามีสินค้าแล้ว: ${product.th}`);
  });

  it('refuses a waitlist for a product in stock and a reminder for an available one', async () => {
    const someone = await member();
    const { rows } = await pool.query<{ id: number }>("SELECT i.variant_id AS id FROM inventory i JOIN variants v ON v.id = i.variant_id JOIN products p ON p.id = v.product_id WHERE i.country = 'SG' AND i.quantity > 0 AND p.available_from IS NULL LIMIT 1");
    await expect(subscribe(pool, someone.id, rows[0].id, 'SG', 'waitlist')).rejects.toMatchObject({ status: 409 });
    await expect(subscribe(pool, someone.id, rows[0].id, 'SG', 'remind_me')).rejects.toMatchObject({ status: 409 });
    await expect(subscribe(pool, someone.id, 99_999_999, 'SG', 'waitlist')).rejects.toBeInstanceOf(SubscriptionError);
  });

  it('reminds once when a coming-soon product opens; the job run twice sends nothing twice', async () => {
    const { rows } = await pool.query<{ id: number; product_id: number }>(
      "SELECT v.id, v.product_id FROM variants v JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG' ORDER BY v.id LIMIT 1",
    );
    await pool.query("UPDATE products SET available_from = now() + interval '3 days' WHERE id = $1", [rows[0].product_id]);
    const someone = await member();
    await subscribe(pool, someone.id, rows[0].id, 'SG', 'remind_me');
    expect(await notifyOpenedProducts(pool)).toBe(0);
    await pool.query("UPDATE products SET available_from = now() - interval '1 minute' WHERE id = $1", [rows[0].product_id]);
    expect(await notifyOpenedProducts(pool)).toBeGreaterThanOrEqual(1);
    expect(await notifyOpenedProducts(pool)).toBe(0);
    expect(await emailsTo(someone.email, 'remind_me_available')).toBe(1);
    await pool.query('UPDATE products SET available_from = NULL WHERE id = $1', [rows[0].product_id]);
  });

  it('a member cancels their own subscription; another member’s is not found', async () => {
    const variantId = await soldOut(1);
    const [owner, other] = [await member(), await member()];
    await subscribe(pool, owner.id, variantId, 'SG', 'waitlist');
    const [sub] = await listSubscriptions(pool, owner.id, 'SG', 'en');
    await expect(cancelSubscription(pool, other.id, { id: sub.id })).rejects.toMatchObject({ status: 404 });
    expect(await listSubscriptions(pool, other.id, 'SG', 'en')).toEqual([]);
    await cancelSubscription(pool, owner.id, { id: sub.id });
    expect((await listSubscriptions(pool, owner.id, 'SG', 'en'))[0].status).toBe('cancelled');
  });
});
