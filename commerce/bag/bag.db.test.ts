import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '@/config/countries/registry';
import { BAG_MESSAGES, PROMOTION_HELP } from '@/schemas/api/bag';
import { RegisterBody } from '@/schemas/api/accounts';
import { registerAccount } from '../accounts/accounts';
import { catalogSeedSteps } from '@/demo-data/catalog';
import { foundationSeedSteps } from '@/demo-data/seed';
import { databasesUnderTest, migratedTestDatabase } from '@/tests/db/test-database';
import { addProduct, addReward, addSample, applyCode, chooseGift, BagError, itemsCount, listOffers, listRewards, listSamples, mergeGuestBag, ONE_REWARD_PER_BAG, readBag, removeCode, removeLine, setQuantity, type BagContext, type BagOwner } from './bag';
import { bagSeedStep, REWARD_SEEDS } from '@/demo-data/bag/seed';
import { imageKind } from '../catalog/images';
import { productBundles } from './bundles';

const SG: BagContext = { country: countries.get('SG')!, lang: 'en' };
let devices = 0;
const guest = (): BagOwner => ({ deviceId: `device-${Date.now()}-${++devices}` });

/** Expects a BagError with the status and (part of) the message. */
async function refused(promise: Promise<unknown>, status: number, message?: string | RegExp): Promise<BagError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'a BagError').toBeInstanceOf(BagError);
  const bagError = error as BagError;
  expect(bagError.status).toBe(status);
  if (message) expect(bagError.message).toMatch(message);
  return bagError;
}

describe.each(databasesUnderTest())('the bag on $name PostgreSQL', ({ url: serverUrl }) => {
  let pool: pg.Pool;
  let close: () => Promise<void>;
  /** Variants to work with, found in the seeded catalogue. */
  let cheap: { id: number; price: number };
  let pricey: { id: number; price: number; stock: number };
  let duo: number[];

  const variantOf = async (where: string, values: unknown[] = []) =>
    (
      await pool.query<{ id: number; price: number; stock: number }>(
        `SELECT v.id, pr.amount AS price, i.quantity AS stock FROM variants v JOIN products p ON p.id = v.product_id
           JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG' JOIN inventory i ON i.variant_id = v.id AND i.country = 'SG'
          WHERE p.available_from IS NULL AND NOT p.non_discountable AND i.quantity > 10 AND ${where} ORDER BY v.id LIMIT 1`,
        values,
      )
    ).rows[0];

  const member = async (points = 0) => {
    const registered = await registerAccount(
      pool,
      RegisterBody.parse({
        email: `bag-${Date.now()}-${++devices}@example.com`,
        password: 'Rosewood15!',
        passwordConfirmation: 'Rosewood15!',
        firstName: 'Bag',
        lastName: 'Tester',
        mobile: { callingCode: '+65', number: '81234567' },
        birthDate: '1990-01-01',
        consents: { overMinimumAge: true, policyAgreement: true, personalInformation: true, thirdPartyDisclosure: true },
      }),
      { country: 'SG', language: 'en', now: new Date() },
    );
    if (!registered.ok) throw new Error('registration failed');
    if (points) await pool.query("INSERT INTO loyalty_ledger (account_id, points, source) VALUES ($1, $2, 'manual_points_adjustment')", [registered.account.id, points]);
    return { accountId: registered.account.id, deviceId: `device-m-${++devices}` };
  };

  beforeAll(async () => {
    ({ pool, close } = await migratedTestDatabase(serverUrl, { seed: [...foundationSeedSteps, ...catalogSeedSteps, bagSeedStep], max: 8 }));
    cheap = await variantOf('pr.amount BETWEEN 1000 AND 2500');
    pricey = await variantOf('pr.amount > 6500');
    const { rows } = await pool.query<{ id: number }>(
      `SELECT DISTINCT ON (p.id) v.id FROM promotions pm JOIN products p ON p.slug = ANY(pm.bundle_product_slugs) JOIN variants v ON v.product_id = p.id
         JOIN inventory i ON i.variant_id = v.id AND i.country = 'SG'
        WHERE pm.id = 'lip-duo-sg' AND i.quantity > 0 ORDER BY p.id, v.id`,
    );
    duo = rows.map((r) => r.id);
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  describe('products', () => {
    it('adds, counts, changes quantity within stock and removes', async () => {
      const owner = guest();
      await addProduct(pool, owner, SG, cheap.id, 2);
      await addProduct(pool, owner, SG, cheap.id, 1);
      let bag = await readBag(pool, owner, SG);
      expect(bag.lines).toHaveLength(1);
      expect(bag.lines[0]).toMatchObject({ kind: 'product', quantity: 3, unitPrice: cheap.price, subtotal: cheap.price * 3 });
      expect(await itemsCount(pool, owner, 'SG')).toBe(3);
      await setQuantity(pool, owner, SG, bag.lines[0].id, 1);
      bag = await readBag(pool, owner, SG);
      expect(bag.totals.subtotal).toBe(cheap.price);
      await removeLine(pool, owner, SG, bag.lines[0].id);
      expect((await readBag(pool, owner, SG)).lines).toEqual([]);
    });

    it('refuses more than the stock left, an unknown variant and a line of another bag', async () => {
      const owner = guest();
      const low = (await pool.query<{ id: number; stock: number }>("SELECT v.id, i.quantity AS stock FROM variants v JOIN inventory i ON i.variant_id = v.id AND i.country = 'SG' JOIN prices pr ON pr.variant_id = v.id AND pr.country = 'SG' JOIN products p ON p.id = v.product_id WHERE i.quantity BETWEEN 1 AND 5 AND p.available_from IS NULL ORDER BY v.id LIMIT 1")).rows[0];
      await refused(addProduct(pool, owner, SG, low.id, low.stock + 1), 409, new RegExp(`Only ${low.stock} left`));
      await refused(addProduct(pool, owner, SG, 99_999_999, 1), 404, BAG_MESSAGES.variantNotSold);
      await addProduct(pool, owner, SG, cheap.id, 1);
      const line = (await readBag(pool, owner, SG)).lines[0];
      await refused(setQuantity(pool, guest(), SG, line.id, 2), 404, BAG_MESSAGES.lineNotFound);
    });

    it('marks a line out of stock when stock runs out after it was added, and blocks checkout', async () => {
      const owner = guest();
      await addProduct(pool, owner, SG, pricey.id, 2);
      await pool.query("UPDATE inventory SET quantity = 1 WHERE variant_id = $1 AND country = 'SG'", [pricey.id]);
      const bag = await readBag(pool, owner, SG);
      expect(bag.lines[0]).toMatchObject({ outOfStock: true, inventoryLeft: 1, lowStock: true });
      expect(bag.checkout).toEqual({ blocked: true, reasons: [BAG_MESSAGES.outOfStock] });
      await pool.query("UPDATE inventory SET quantity = $2 WHERE variant_id = $1 AND country = 'SG'", [pricey.id, pricey.stock]);
    });
  });

  describe('promotions', () => {
    it('prices the lip duo as a bundle and returns the other product to its price when one is removed', async () => {
      expect(duo).toHaveLength(2);
      const owner = guest();
      for (const id of duo) await addProduct(pool, owner, SG, id, 1);
      const bag = await readBag(pool, owner, SG);
      expect(bag.appliedPromotions.map((p) => p.id)).toEqual(['lip-duo-sg']);
      expect(bag.totals.discount).toBeGreaterThan(0);
      await removeLine(pool, owner, SG, bag.lines[0].id);
      const after = await readBag(pool, owner, SG);
      expect(after.totals.discount).toBe(0);
      expect(after.lines[0].total).toBe(after.lines[0].subtotal);
    });

    it('names the lip duo’s two products — a lipstick and a lip liner — on the offer and for both products’ pages (issue 21, item 9)', async () => {
      const { rows: types } = await pool.query<{ product_type: string; category: string }>(
        `SELECT p.product_type, c.path AS category FROM promotions pm JOIN products p ON p.slug = ANY(pm.bundle_product_slugs) JOIN categories c ON c.id = p.category_id
          WHERE pm.id = 'lip-duo-sg' ORDER BY array_position(pm.bundle_product_slugs, p.slug)`,
      );
      expect(types).toEqual([
        { product_type: 'lipstick', category: 'makeup/lips/lipstick' },
        { product_type: 'liner', category: 'makeup/lips/lip-liner' },
      ]);

      const offer = (await listOffers(pool, guest(), SG)).find((o) => o.id === 'lip-duo-sg')!;
      expect(offer.products).toHaveLength(2);
      const [lipstick, liner] = offer.products;
      expect(lipstick.name).toMatch(/Lipstick$/);
      expect(liner.name).toMatch(/Lip Liner$/);
      expect(offer.title).toContain(`${lipstick.name} and ${liner.name}`);
      expect((await listOffers(pool, guest(), SG)).filter((o) => o.type !== 'bundle').every((o) => o.products.length === 0)).toBe(true);

      // Each product's page finds the bundle, with the other product named.
      for (const product of offer.products) {
        const bundles = await productBundles(pool, SG, product.slug);
        expect(bundles.map((b) => b.id)).toEqual(['lip-duo-sg']);
        expect(bundles[0].products.map((p) => p.slug)).toEqual([lipstick.slug, liner.slug]);
        expect(bundles[0].title).toBe(offer.title);
      }
      expect(await productBundles(pool, SG, 'no-such-product')).toEqual([]);

      // In Thai, the products' Thai names (English where the catalogue has none).
      const thai = (await listOffers(pool, guest(), { country: countries.get('TH')!, lang: 'th' })).find((o) => o.id === 'lip-duo-th')!;
      expect(thai.title).toContain(`${thai.products[0].name} และ ${thai.products[1].name}`);
    });

    it('treats codes as case sensitive, explains why one does not apply, and takes one code per order', async () => {
      const owner = guest();
      await addProduct(pool, owner, SG, cheap.id, 1);
      const wrongCase = await refused(applyCode(pool, owner, SG, 'glow10'), 422, BAG_MESSAGES.promotionInvalid);
      expect(wrongCase.details).toMatchObject({ reason: 'not_found' });
      const tooLittle = await refused(applyCode(pool, owner, SG, 'GLOW10'), 422, BAG_MESSAGES.promotionInvalid);
      expect(tooLittle.details).toMatchObject({ reason: 'min_spend', help: expect.arrayContaining(['Check the minimum spend', 'Valid on a first purchase only', 'Cannot be combined with store credit']) });
      await refused(applyCode(pool, owner, SG, 'SPRING25'), 422);

      await addProduct(pool, owner, SG, pricey.id, 1);
      await applyCode(pool, owner, SG, 'GLOW10');
      const bag = await readBag(pool, owner, SG);
      expect(bag.promoCode).toMatchObject({ code: 'GLOW10', applied: true });
      expect(bag.totals.discount).toBe(Math.round((cheap.price + pricey.price) / 10));
      await refused(applyCode(pool, owner, SG, 'WELCOME15'), 409, BAG_MESSAGES.onePromoPerOrder);
      await removeCode(pool, owner, SG);
      await applyCode(pool, owner, SG, 'WELCOME15');
      expect((await readBag(pool, owner, SG)).promoCode?.code).toBe('WELCOME15');

      const offers = await listOffers(pool, owner, SG);
      expect(offers.map((o) => o.code)).toEqual(expect.arrayContaining(['GLOW10', 'WELCOME15', 'SAVE5', 'GIFTSET']));
      expect(offers.map((o) => o.code)).not.toContain('SPRING25');
    });

    it('answers a code that exists but does not apply as one that does not exist, unless the bag knows the code (issue 30)', async () => {
      const owner = guest();
      await addProduct(pool, owner, SG, pricey.id, 1);
      const answer = async (bagOwner: BagOwner, code: string) => {
        const error = await refused(applyCode(pool, bagOwner, SG, code), 422, BAG_MESSAGES.promotionInvalid);
        return { status: error.status, message: error.message, details: error.details };
      };
      // SPRING25 exists, is unlisted and expired: a stranger hears what a made-up code gets, word for word.
      const unknown = await answer(owner, `NOPE${Date.now()}`);
      expect(unknown.details).toMatchObject({ reason: 'not_found' });
      expect(await answer(owner, 'SPRING25')).toEqual(unknown);

      // A private code this bag once had applied, expired since: the bag is told why.
      const code = `PRIVATE${Date.now()}`;
      await pool.query(
        `INSERT INTO promotions (id, country, code, type, percent, listed, title, terms)
         VALUES ($1, 'SG', $2, 'percent_off', 5, false, '{"en":"5% off"}', '{"en":"A private code"}')`,
        [code.toLowerCase(), code],
      );
      await applyCode(pool, owner, SG, code);
      await removeCode(pool, owner, SG);
      await pool.query("UPDATE promotions SET valid_until = now() - interval '1 day' WHERE code = $1", [code]);
      expect((await answer(owner, code)).details).toMatchObject({ reason: 'expired', help: expect.arrayContaining([PROMOTION_HELP.expired]) });
      // Another bag never saw it: the answer of a code that does not exist.
      const stranger = guest();
      await addProduct(pool, stranger, SG, pricey.id, 1);
      expect(await answer(stranger, code)).toEqual(await answer(stranger, `NOPE${Date.now()}`));
      // The guest signs in: the member's bag takes over what the guest's bag knew.
      const account = await member();
      await mergeGuestBag(pool, owner.deviceId, account.accountId);
      expect((await answer({ accountId: account.accountId, deviceId: owner.deviceId }, code)).details).toMatchObject({ reason: 'expired' });
    });

    it('lets the bag choose gifts up to the offer, and removing a gift removes the code after the shopper confirms', async () => {
      const owner = guest();
      await addProduct(pool, owner, SG, pricey.id, 1);
      await applyCode(pool, owner, SG, 'GIFTSET');
      let bag = await readBag(pool, owner, SG);
      const choice = bag.gifts.find((g) => g.promotionId === 'giftset-sg')!;
      expect(choice).toMatchObject({ selected: 0, max: 2 });
      expect(choice.options).toHaveLength(3);
      await chooseGift(pool, owner, SG, choice.options[0].variantId, choice.promotionId);
      await chooseGift(pool, owner, SG, choice.options[1].variantId, choice.promotionId);
      await refused(chooseGift(pool, owner, SG, choice.options[2].variantId, choice.promotionId), 409, BAG_MESSAGES.giftsLimit);
      bag = await readBag(pool, owner, SG);
      expect(bag.gifts[0].selected).toBe(2);
      expect(bag.lines.filter((l) => l.kind === 'gift').every((l) => l.total === 0)).toBe(true);

      await removeLine(pool, owner, SG, bag.lines.find((l) => l.kind === 'gift')!.id);
      bag = await readBag(pool, owner, SG);
      expect(bag.lines.filter((l) => l.kind === 'gift')).toEqual([]);
      expect(bag.promoCode).toBeNull();
    });

    it('holds the offer\'s number of gifts when all of them are chosen at once (issue 20: each choice locks the bag)', async () => {
      // Four bags at once, each choosing all three gifts at once: without the lock, some bag got three.
      const chosen = await Promise.all(
        [1, 2, 3, 4].map(async () => {
          const owner = guest();
          await addProduct(pool, owner, SG, pricey.id, 1);
          await applyCode(pool, owner, SG, 'GIFTSET');
          const choice = (await readBag(pool, owner, SG)).gifts.find((g) => g.promotionId === 'giftset-sg')!;
          expect(choice.max).toBe(2);
          const results = await Promise.allSettled(choice.options.map((o) => chooseGift(pool, owner, SG, o.variantId, choice.promotionId)));
          expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([409]);
          return (await readBag(pool, owner, SG)).lines.filter((l) => l.kind === 'gift').length;
        }),
      );
      expect(chosen).toEqual([2, 2, 2, 2]);
    });

    it('gives an employee the staff discount', async () => {
      const owner = await member();
      await addProduct(pool, owner, SG, pricey.id, 1);
      const bag = await readBag(pool, owner, { ...SG, isEmployee: true });
      expect(bag.totals.staffDiscount).toBeGreaterThanOrEqual(Math.round(pricey.price * 0.3) - 1);
    });
  });

  describe('samples and rewards', () => {
    it('takes samples up to the country limit, refuses one that ran out', async () => {
      const owner = guest();
      await addProduct(pool, owner, SG, cheap.id, 1);
      const { items, limit } = await listSamples(pool, owner, SG);
      expect(limit).toBe(2);
      const available = items.filter((s) => s.available);
      const gone = items.find((s) => !s.available)!;
      await refused(addSample(pool, owner, SG, gone.sku), 409, BAG_MESSAGES.notAvailable);
      await addSample(pool, owner, SG, available[0].sku);
      await addSample(pool, owner, SG, available[1].sku);
      await refused(addSample(pool, owner, SG, available[2].sku), 409, BAG_MESSAGES.samplesLimit);
      expect((await readBag(pool, owner, SG)).samples).toEqual({ selected: 2, limit: 2 });
    });

    it('lets members with the points take one reward; guests are asked to sign in', async () => {
      await refused(addReward(pool, guest(), SG, 'reward-1-sg'), 401, BAG_MESSAGES.signInToRedeem);
      const poor = await member(100);
      await refused(addReward(pool, poor, SG, 'reward-1-sg'), 409, BAG_MESSAGES.notEnoughPoints);

      const rich = await member(1000);
      const rewards = await listRewards(pool, rich, SG);
      expect(rewards.balance).toBe(1000);
      expect(new Set(rewards.items.map((r) => r.group))).toEqual(new Set(['under_500', 'from_500']));
      await addReward(pool, rich, SG, 'reward-1-sg');
      await refused(addReward(pool, rich, SG, 'reward-2-sg'), 409, BAG_MESSAGES.oneRewardPerTransaction);
      await refused(addReward(pool, rich, SG, 'reward-4-sg'), 409, BAG_MESSAGES.notAvailable);
      await refused(addReward(pool, rich, SG, 'reward-none'), 404, BAG_MESSAGES.offerNotFound);
      const bag = await readBag(pool, rich, SG);
      expect(bag.lines.find((l) => l.kind === 'reward')).toMatchObject({ points: 150, total: 0 });
      expect(bag.totals.pointsRedeemed).toBe(150);
    });

    /** The product type each reward's title names (issue 21, item 1). */
    const NAMED: Record<string, string> = {
      'Deluxe mini lip balm': 'lip-balm', 'Travel-size cleanser': 'cleanser', 'Mini fragrance vial': 'perfume-oil', 'Full-size lipstick': 'lipstick', 'Skincare discovery set': 'skincare-set',
    };

    it.each(countries.list.map((c) => c.code))('%s: every reward is what its title names, with its own image; the makeover is a service, not a bag product', async (code) => {
      const ctx: BagContext = { country: countries.get(code)!, lang: 'en' };
      const boutique = await listRewards(pool, guest(), ctx);
      expect(boutique.items.map((r) => r.title)).toEqual(REWARD_SEEDS.map((r) => r.title.en));
      for (const reward of boutique.items.filter((r) => r.kind === 'product')) {
        const { rows } = await pool.query<{ product_type: string }>('SELECT p.product_type FROM rewards r JOIN variants v ON v.sku = r.sku JOIN products p ON p.id = v.product_id WHERE r.id = $1', [reward.id]);
        expect(rows[0].product_type, reward.title).toBe(NAMED[reward.title]);
        expect(reward.image.url, reward.title).toContain(`/${imageKind(NAMED[reward.title])}/`);
      }
      const makeover = boutique.items.find((r) => r.title === 'Makeover at an Atelier store')!;
      expect(makeover).toMatchObject({ kind: 'service', name: 'Makeover at an Atelier store', brand: { name: 'Atelier' }, clickAndCollect: false });
      // The bag's reward tab offers only what the bag can take.
      expect((await listRewards(pool, guest(), ctx, { services: false })).items.map((r) => r.id)).not.toContain(makeover.id);

      // Redeeming the lip balm puts that lip balm in the bag, by the name the boutique showed.
      const rich = await member(5000);
      const balm = boutique.items.find((r) => r.title === 'Deluxe mini lip balm')!;
      await addReward(pool, rich, ctx, balm.id);
      const line = (await readBag(pool, rich, ctx)).lines.find((l) => l.kind === 'reward')!;
      expect(line).toMatchObject({ productType: 'lip-balm', name: balm.name, points: 150 });
      expect(balm.name).toMatch(/Lip Balm$/);
      await refused(addReward(pool, await member(5000), ctx, makeover.id), 409, BAG_MESSAGES.serviceReward);
    });
  });

  describe('rewards added at once (SPEC §5: one reward per transaction)', () => {
    it('of two different rewards added at the same moment one is taken and the other hears SPEC’s 409, never a database error', async () => {
      for (let round = 0; round < 4; round++) {
        const rich = await member(5000);
        // A bag that exists already: a new one's creation would make the adds wait for each other anyway.
        await addProduct(pool, rich, SG, cheap.id, 1);
        const results = await Promise.allSettled([addReward(pool, rich, SG, 'reward-1-sg'), addReward(pool, rich, SG, 'reward-2-sg'), addReward(pool, rich, SG, 'reward-1-sg')]);
        const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason instanceof BagError ? `${r.reason.status} ${r.reason.message}` : String(r.reason)] : []));
        const { rows } = await pool.query<{ reward_id: string }>("SELECT l.reward_id FROM bag_lines l JOIN bags b ON b.id = l.bag_id WHERE b.account_id = $1 AND l.kind = 'reward'", [rich.accountId]);
        expect(rows).toHaveLength(1);
        // The same reward twice is one add (the second finds it there); the other reward is refused.
        const taken = rows[0].reward_id;
        expect(failures).toEqual(taken === 'reward-1-sg' ? [`409 ${BAG_MESSAGES.oneRewardPerTransaction}`] : Array(2).fill(`409 ${BAG_MESSAGES.oneRewardPerTransaction}`));
      }
    });

    it('the database itself refuses a second reward line in a bag (the rule behind the lock)', async () => {
      const rich = await member(5000);
      await addReward(pool, rich, SG, 'reward-1-sg');
      const { rows } = await pool.query<{ id: string }>('SELECT id::text FROM bags WHERE account_id = $1', [rich.accountId]);
      const second = await pool
        .query("INSERT INTO bag_lines (bag_id, variant_id, kind, quantity, reward_id) SELECT $1, v.id, 'reward', 1, r.id FROM rewards r JOIN variants v ON v.sku = r.sku WHERE r.id = 'reward-2-sg'", [rows[0].id])
        .catch((error: unknown) => error);
      expect(second).toMatchObject({ code: '23505', constraint: ONE_REWARD_PER_BAG });
    });
  });

  it('merges a guest bag into the member bag at sign-in', async () => {
    const owner = await member();
    await addProduct(pool, owner, SG, cheap.id, 1);
    const device = { deviceId: owner.deviceId };
    await addProduct(pool, device, SG, cheap.id, 2);
    await addProduct(pool, device, SG, pricey.id, 1);
    await mergeGuestBag(pool, owner.deviceId, owner.accountId);
    const bag = await readBag(pool, owner, SG);
    expect(bag.lines.map((l) => [l.variantId, l.quantity])).toEqual(expect.arrayContaining([[cheap.id, 3], [pricey.id, 1]]));
    expect((await readBag(pool, device, SG)).lines).toEqual([]);
  });
});
