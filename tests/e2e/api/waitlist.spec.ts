/**
 * Waitlist and notify-me against the running store: a member waitlists an out-of-stock variant, the
 * operator's restock command brings it back (twice), and the member is emailed exactly once; another
 * member can neither see nor cancel that subscription.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { SubscriptionsResponse, SUBSCRIPTION_MESSAGES } from '@/schemas/api/bag';
import { ListingResponse, ProductDetail } from '@/schemas/api/catalog';
import { client, signedInMember } from './fetch-client';
import { E2E_DATABASE_URL } from '../stack-ports';

const run = promisify(execFile);

const member = signedInMember;

test('waitlist me → back in stock (restocked twice) → one email; ownership holds', async ({ baseURL }) => {
  const { shopper, email } = await member(baseURL!);
  const other = await member(baseURL!);

  // A variant the seed sold out in Singapore (found through the catalogue API).
  let target: { variantId: number; sku: string } | undefined;
  for (let page = 1; page <= 10 && !target; page++) {
    const listing = ListingResponse.parse((await shopper.call('GET', `/search?page=${page}&page_size=48`)).body);
    for (const item of listing.items) {
      const detail = ProductDetail.parse((await shopper.call('GET', `/products/${item.slug}`)).body);
      const variant = detail.variants.find((v) => v.stock.state === 'out_of_stock');
      if (variant && detail.state !== 'coming_soon') {
        target = { variantId: variant.id, sku: variant.sku };
        break;
      }
    }
  }
  expect(target, 'the seed has an out-of-stock variant').toBeDefined();

  const waitlisted = await shopper.call('PUT', '/waitlist', { variantId: target!.variantId });
  expect(SubscriptionsResponse.parse(waitlisted.body)).toMatchObject({ message: SUBSCRIPTION_MESSAGES.waitlisted, items: [{ variantId: target!.variantId, status: 'active' }] });
  const subscriptionId = SubscriptionsResponse.parse(waitlisted.body).items[0].id;

  // SPEC §7: notification-subscription/ and notification-subscription/subscribe both list the member's own.
  const listed = SubscriptionsResponse.parse((await shopper.call('GET', '/notification-subscription/subscribe')).body).items;
  expect(listed).toEqual(SubscriptionsResponse.parse((await shopper.call('GET', '/notification-subscription')).body).items);
  expect(listed.map((item) => item.id)).toContain(subscriptionId);
  expect(SubscriptionsResponse.parse((await other.shopper.call('GET', '/notification-subscription/subscribe')).body).items).toEqual([]);
  expect((await client(baseURL!).call('GET', '/notification-subscription/subscribe')).status).toBe(401);
  expect(SubscriptionsResponse.parse((await other.shopper.call('GET', '/notification-subscription')).body).items).toEqual([]);
  expect((await other.shopper.call('POST', '/notification-subscription', { id: subscriptionId, action: 'cancel' })).status).toBe(404);
  expect((await client(baseURL!).call('GET', '/waitlist')).status).toBe(401);

  // Run asynchronously: a blocked event loop would not see the server close idle kept-alive connections, and
  // the next fetch would reuse a closed one ("other side closed").
  for (let i = 0; i < 2; i++) {
    await run(process.execPath, ['--import', 'tsx', 'scripts/restock.ts', target!.sku, 'SG', '2'], { env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, STORE_URL: baseURL } });
  }
  const outbox = await (await fetch(`${baseURL}/sandbox/outbox?recipient=${encodeURIComponent(email)}`)).text();
  // One message heading per email (the page's inline RSC payload repeats the text, so count headings).
  expect(outbox.match(/<h2[^>]*>Back in stock: /g)?.length).toBe(1);
  const after = SubscriptionsResponse.parse((await shopper.call('GET', '/waitlist')).body).items;
  expect(after[0]).toMatchObject({ id: subscriptionId, status: 'notified' });
  expect((await shopper.call('PUT', '/waitlist', { variantId: target!.variantId })).status).toBe(409);
});
