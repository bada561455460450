import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestMember, type TestMemberOptions } from '../accounts/testing/test-member';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { listOutbox } from '../outbox/outbox';
import { NEW_ARRIVALS_PER_EMAIL, sendNewArrivalUpdates } from './new-arrivals';

describe.each(databasesUnderTest())('Beauty Pass Gold new-arrival updates on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;
  let members = 0;

  async function member(options: Omit<TestMemberOptions, 'email'> = {}): Promise<{ id: string; email: string }> {
    const email = `arrivals-${++members}-${Date.now()}@example.com`;
    return { id: await registerTestMember(pool, { marketing: true, ...options, email }), email };
  }

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: [...foundationSeedSteps, ...catalogSeedSteps], max: 10 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('mails a gold member with marketing consent the new products of their country once, in their language; nobody else', async () => {
    // Nothing is new but two products that arrive now (the seed dates some products within the new window).
    await pool.query("UPDATE products SET created_at = now() - interval '1 year'");
    const { rows: fresh } = await pool.query<{ slug: string }>("UPDATE products SET created_at = now() - interval '1 day' WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 2) RETURNING slug");
    const gold = await member({ tier: 'gold' });
    const thai = await member({ tier: 'gold', country: 'TH', language: 'th' });
    const thaiInEnglish = await member({ tier: 'gold', country: 'TH', language: 'en' });
    const black = await member({ tier: 'black' });
    const noConsent = await member({ tier: 'gold', marketing: false });

    const first = await sendNewArrivalUpdates(pool);
    expect(first.members).toBeGreaterThanOrEqual(2);
    const [mail] = await listOutbox(pool, { recipient: gold.email });
    expect(mail).toMatchObject({ kind: 'new_arrivals', subject: 'New arrivals, first for Beauty Pass Gold' });
    for (const { slug } of fresh) expect(mail.body).toContain(`/products/${slug}`);
    expect(mail.body.split('\n').filter((l) => l.startsWith('- ')).length).toBeLessThanOrEqual(NEW_ARRIVALS_PER_EMAIL);
    const [inThai] = await listOutbox(pool, { recipient: thai.email });
    expect(inThai.subject).toBe('สินค้าใหม่ ส่งถึงสมาชิก Beauty Pass Gold ก่อนใคร');
    expect(inThai.body).toContain(`https://atelier.co.th/products/${fresh[0].slug}`);
    const [inEnglish] = await listOutbox(pool, { recipient: thaiInEnglish.email });
    expect(inEnglish.subject).toBe('New arrivals, first for Beauty Pass Gold');
    expect(inEnglish.body).toContain(`https://atelier.co.th/en/products/${fresh[0].slug}`);
    expect(await listOutbox(pool, { recipient: black.email })).toEqual([]);
    expect(await listOutbox(pool, { recipient: noConsent.email })).toEqual([]);

    // Again, and twice at once: nothing new to say.
    const again = await Promise.all([sendNewArrivalUpdates(pool), sendNewArrivalUpdates(pool)]);
    expect(again.map((r) => r.emails)).toEqual([0, 0]);
    expect(await listOutbox(pool, { recipient: gold.email })).toHaveLength(1);

    // A product that arrives later is announced on its own (a minute back: the job's clock has milliseconds, the
    // database's microseconds, so "now" in both may put a product created this instant in the future).
    const { rows: later } = await pool.query<{ slug: string }>("UPDATE products SET created_at = now() - interval '1 minute' WHERE id = (SELECT id FROM products ORDER BY id DESC LIMIT 1) RETURNING slug");
    await sendNewArrivalUpdates(pool);
    const mails = await listOutbox(pool, { recipient: gold.email });
    expect(mails).toHaveLength(2);
    expect(mails[0].body).toContain(`/products/${later[0].slug}`);
    expect(mails[0].body).not.toContain(`/products/${fresh[0].slug}`);
  });
});
