/**
 * Contract tests of SPEC §7 `rewards/` against the running store (no browser): the rewards boutique's list
 * (two groups, points, stock state, the member's balance) and create (redeem into the bag, through the same
 * service as `cart/beauty-pass-offers`): members only, one per transaction, within the points, quantities
 * limited, SPEC §8 messages; bad input is a 400 with a readable message, a cross-site post a 403.
 */
import { expect, test } from '@playwright/test';
import { BAG_MESSAGES, BagResponse, RewardsResponse } from '@/schemas/api/bag';
import { client, signedInMember } from './fetch-client';

const member = async (baseURL: string, points: number) => (await signedInMember(baseURL, points)).shopper;

test.describe('rewards API', () => {
  test('lists the country’s rewards in two groups with points and stock; a guest has no balance and cannot redeem', async ({ baseURL }) => {
    const guest = client(baseURL!);
    const listed = await guest.call('GET', '/rewards');
    expect(listed.status).toBe(200);
    const rewards = RewardsResponse.parse(listed.body);
    expect(rewards).toMatchObject({ signedIn: false, balance: null });
    expect(rewards.items.length).toBeGreaterThan(0);
    for (const reward of rewards.items) expect(reward.group).toBe(reward.points < 500 ? 'under_500' : 'from_500');
    expect(rewards.items.some((r) => r.group === 'under_500') && rewards.items.some((r) => r.group === 'from_500')).toBe(true);
    expect(rewards.items.some((r) => !r.available)).toBe(true);
    // The bag's reward tab: the same rewards but the service (the makeover is booked and redeemed at a store).
    expect(RewardsResponse.parse((await guest.call('GET', '/cart/beauty-pass-offers')).body).items.map((r) => r.id)).toEqual(rewards.items.filter((r) => r.kind === 'product').map((r) => r.id));
    // Each reward is what it names (issue 21, item 1): the lip balm is a lip balm, the lipstick a lipstick, the set a set.
    const named = (title: string) => rewards.items.find((r) => r.title === title)!;
    expect(named('Deluxe mini lip balm').name).toMatch(/Lip Balm$/);
    expect(named('Full-size lipstick').image.url).toContain('/lipstick/');
    expect(named('Skincare discovery set').name).toMatch(/Discovery Set$/);
    expect(named('Makeover at an Atelier store')).toMatchObject({ kind: 'service', brand: { name: 'Atelier' } });
    for (const reward of rewards.items) expect(reward.name, reward.title).not.toMatch(/Hair Dryer|Straightener|Styling Wand|Hot Air Brush/);

    const cheapest = rewards.items.find((r) => r.available)!;
    expect(await guest.call('POST', '/rewards', { rewardId: cheapest.id })).toMatchObject({ status: 401, body: { message: BAG_MESSAGES.signInToRedeem } });
  });

  test('a member redeems one reward into the bag; a second, a fully redeemed or an unknown one is refused', async ({ baseURL }) => {
    const shopper = await member(baseURL!, 2000);
    const rewards = RewardsResponse.parse((await shopper.call('GET', '/rewards')).body);
    expect(rewards).toMatchObject({ signedIn: true, balance: 2000 });
    const [first, second] = rewards.items.filter((r) => r.available && r.clickAndCollect);
    const gone = rewards.items.find((r) => !r.available)!;

    const redeemed = await shopper.call('POST', '/rewards', { rewardId: first.id });
    expect(redeemed.status).toBe(201);
    const answer = BagResponse.parse(redeemed.body);
    expect(answer.message).toBe(BAG_MESSAGES.rewardAdded);
    expect(answer.bag.totals.pointsRedeemed).toBe(first.points);
    expect(RewardsResponse.parse((await shopper.call('GET', '/rewards')).body).items.find((r) => r.id === first.id)?.selected).toBe(true);

    expect(await shopper.call('POST', '/rewards', { rewardId: second.id })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.oneRewardPerTransaction } });
    expect(await shopper.call('POST', '/rewards', { rewardId: gone.id })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.notAvailable, restock: BAG_MESSAGES.restock } });
    expect(await shopper.call('POST', '/rewards', { rewardId: 'no-such-reward' })).toMatchObject({ status: 404, body: { message: BAG_MESSAGES.offerNotFound } });    const service = rewards.items.find((r) => r.kind === 'service')!;
    expect(await (await member(baseURL!, 2000)).call('POST', '/rewards', { rewardId: service.id })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.serviceReward } });
  });

  test('a member without enough points is refused', async ({ baseURL }) => {
    const shopper = await member(baseURL!, 100);
    const dear = RewardsResponse.parse((await shopper.call('GET', '/rewards')).body).items.find((r) => r.available && r.points > 100)!;
    expect(await shopper.call('POST', '/rewards', { rewardId: dear.id })).toMatchObject({ status: 409, body: { message: BAG_MESSAGES.notEnoughPoints } });
  });

  test('bad input is a 400 with a readable message; a cross-site post is a 403', async ({ baseURL }) => {
    const shopper = await member(baseURL!, 0);
    for (const body of [{}, { rewardId: '' }, { rewardId: 7 }, { rewardId: 'x'.repeat(101) }]) {
      const answer = await shopper.call('POST', '/rewards', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    const broken = await fetch(`${baseURL}/api/web/v1/rewards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rewardId":' });
    expect(broken.status).toBe(400);
    const crossSite = await shopper.call('POST', '/rewards', { rewardId: 'reward-1-sg' }, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });
});
