import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../accounts/accounts';
import { RegisterBody } from '@/schemas/api/accounts';
import { withTransaction } from '../db/pool';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { NotEnoughPointsError } from './ledger';
import { readBeautyPass, redeemPoints, runLoyaltyJob, settleCancelledOrder, settlePaidOrder } from './points';
import { addMonths } from './tiers';

const JOINED = new Date('2025-01-10T09:00:00.000Z');
const at = (months: number, days = 0) => new Date(Date.parse(addMonths(JOINED.toISOString(), months)) + days * 86_400_000);

describe.each(databasesUnderTest())('Beauty Pass on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;
  let members = 0;
  let orders = 0;

  async function member(): Promise<string> {
    const registered = await registerAccount(pool, RegisterBody.parse({
      email: `member-${++members}-${Date.now()}@example.com`, password: 'Rosewood15!', passwordConfirmation: 'Rosewood15!', firstName: 'Mei', lastName: 'Tan',
      mobile: { callingCode: '+65', number: '81234567' }, birthDate: '1991-04-02',
      consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true },
    }), { country: 'SG', language: 'en', now: JOINED });
    if (!registered.ok) throw new Error('registration failed');
    return String(registered.account.id);
  }

  /** A paid SG order of `goods` (minor units) placed at `when`, settled as the payment event would. */
  async function paidOrder(accountId: string, goods: number, when: Date, points = Math.floor(goods / 100)): Promise<string> {
    const number = `AT-SG-${900000 + ++orders}`;
    await pool.query(
      `INSERT INTO orders (number, country, language, account_id, email, status, delivery, recipient, address, payment_method, currency,
         subtotal, discount, shipping, total, tax, points_earned, created_at, updated_at)
       VALUES ($1, 'SG', 'en', $2, 'm@example.com', 'paid', 'delivery', '{}', '{}', 'card', 'SGD', $3, 0, 0, $3, '{}', $4, $5, $5)`,
      [number, accountId, goods, points, when],
    );
    await withTransaction((client) => settlePaidOrder(client, { accountId, number, points }, when), pool);
    return number;
  }

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: foundationSeedSteps, max: 20 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('a paid order earns its points once and moves the tier up at once (SG: black at S$500 in a tier year)', async () => {
    const id = await member();
    expect((await readBeautyPass(pool, id, JOINED))?.tier.tier).toBe('pink');
    const number = await paidOrder(id, 20_000, at(1));
    await withTransaction((client) => settlePaidOrder(client, { accountId: id, number, points: 200 }, at(1)), pool); // a replayed event
    let pass = (await readBeautyPass(pool, id, at(1)))!;
    expect(pass.points.balance).toBe(200);
    expect(pass.tier).toMatchObject({ tier: 'white', previousTier: 'pink', spend: 20_000, nextTier: 'black', nextSpend: 50_000 });
    await paidOrder(id, 30_000, at(2));
    pass = (await readBeautyPass(pool, id, at(2)))!;
    expect(pass.tier).toMatchObject({ tier: 'black', previousTier: 'white', changedAt: at(2).toISOString(), yearStart: at(2).toISOString(), spend: 0, keepSpend: 50_000 });
    expect(pass.log.map((e) => [e.points, e.source])).toEqual([[300, 'purchase_points_with_order_number'], [200, 'purchase_points_with_order_number']]);
  });

  it('a cancelled order gives its points back exactly once', async () => {
    const id = await member();
    const number = await paidOrder(id, 10_000, at(1));
    for (let i = 0; i < 2; i++) await withTransaction((client) => settleCancelledOrder(client, { accountId: id, number }, at(1, 2)), pool);
    const pass = (await readBeautyPass(pool, id, at(1, 2)))!;
    expect(pass.points.balance).toBe(0);
    expect(pass.log.filter((e) => e.reference === number).map((e) => e.points)).toEqual([-100, 100]);
  });

  it('ten concurrent redemptions of 30 points from 100 succeed three times and never overdraw', async () => {
    const id = await member();
    await paidOrder(id, 10_000, at(1));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => withTransaction((client) => redeemPoints(client, id, 30, `reward-${i}`, at(1, 1)), pool)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(NotEnoughPointsError);
    expect((await readBeautyPass(pool, id, at(1, 1)))!.points.balance).toBe(10);
  });

  it('the job expires points 18 months after the last purchase, and running it twice equals once', async () => {
    const id = await member();
    await paidOrder(id, 10_000, at(1));
    expect((await readBeautyPass(pool, id, at(2)))!.points).toEqual({ balance: 100, expiring: 100, expiresAt: at(19).toISOString() });
    await runLoyaltyJob(pool, at(19, -1));
    expect((await readBeautyPass(pool, id, at(19, -1)))!.points.balance).toBe(100);
    await runLoyaltyJob(pool, at(19));
    await runLoyaltyJob(pool, at(19));
    const pass = (await readBeautyPass(pool, id, at(19)))!;
    expect(pass.points).toEqual({ balance: 0, expiring: 0, expiresAt: null });
    expect(pass.log.filter((e) => e.source === 'expired_points').map((e) => e.points)).toEqual([-100]);
  });

  it('on the anniversary a black member short of the target goes down to white, once', async () => {
    const id = await member();
    await paidOrder(id, 50_000, at(1)); // black from month 1: the tier year runs to month 13
    await paidOrder(id, 10_000, at(6));
    await runLoyaltyJob(pool, at(13));
    await runLoyaltyJob(pool, at(13));
    const pass = (await readBeautyPass(pool, id, at(13)))!;
    expect(pass.tier).toMatchObject({ tier: 'white', previousTier: 'black', changedAt: at(13).toISOString(), yearStart: at(13).toISOString() });
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM loyalty_tier_history WHERE account_id = $1 AND reason = 'anniversary'", [id]);
    expect(rows[0].n).toBe(1);
  });
});
