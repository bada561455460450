/**
 * Isolation between members (issue 20, IDOR): member B — and a guest browser — can neither read nor change member
 * A's orders, bag, wish list, subscriptions, bookings, reviews, beauty profile, points or gift cards by id or
 * number, through any route.
 *
 * Against the production build: A gets one of each thing (docs/reliability/isolation.md lists them), then every
 * operation of the store's OpenAPI document that takes an id — a path parameter, or a body field named like one —
 * is sent as B, as the guest and from the browser A signed out of, with A's ids and numbers, and every page
 * route with a dynamic segment likewise. The operations and pages come from the document and from app/, so a new
 * one fails this test until `OPERATIONS` or `PAGES` below says which of a member's things it names (or that it
 * names none). Every answer must be a 401 (not signed in), 403 or 404 with a readable message, hold none of A's
 * data, and afterwards A's things must read as before. The developer sandbox's operations (payments, moderation, test accounts) are open by design where the
 * sandbox is on; they are sent to a second server of the same build and database with the sandbox off, as a
 * deployment runs, where they must answer 404 and change nothing.
 *
 * ISOLATION_BASE_URL (and ISOLATION_DATABASE_URL, CONTENT_PORT for the sandbox-off server) aim it at a store
 * already running instead of starting the reliability stack; ISOLATION_DEBUG=1 prints every request and answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { recordFigures } from './figures';
import { operationsOf, readableError, type OpenApiDoc, type Operation } from './hostile-fuzz';
import { pageRoutes } from './hostile-routes';
import { client, signedInMember } from '@/tests/e2e/api/fetch-client';
import { SANDBOX_DEFAULT_PASSWORD } from '@/schemas/api/sandbox-users';
import { thaiGuestOrder } from '@/tests/e2e/order-bodies';
// @ts-expect-error plain JavaScript module of the scripts (no types)
import { offsetPorts, PROFILES, startStack, startWeb, stop as stopChild, testLimitsEnv } from '@/scripts/lib/stack.mjs';

type Shopper = ReturnType<typeof client>;
type Country = 'th' | 'sg' | 'my';
const HEADERS: Record<Country, Record<string, string>> = {
  th: { 'x-site-country': 'th', 'accept-language': 'en-TH' },
  sg: { 'x-site-country': 'sg', 'accept-language': 'en-SG' },
  my: { 'x-site-country': 'my', 'accept-language': 'en-MY' },
};

/** What member A owns, by the ids and numbers another member could learn or guess. */
interface Things {
  accountId: number;
  cardNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  orderNumber: string;
  paymentId: number;
  /** The e-gift card A bought (an order) and the card itself, applied to A's bag. */
  giftCardOrderNumber: string;
  giftCardPaymentId: number;
  giftCardCode: string;
  giftCardMasked: string;
  bagLineId: number;
  rewardLineId: number;
  rewardId: string;
  wishedVariantId: number;
  subscriptionId: number;
  waitlistedVariantId: number;
  reservationId: number;
  confirmationNumber: string;
  /** Another open session of the same service (what a reschedule would move the booking to). */
  otherSlotId: number;
  externalReference: string;
  externalActivityId: number;
  reviewId: string;
  reviewSlug: string;
  reviewTitle: string;
}

/** One request of an attempt: path parameters, a body, the country it is sent in. */
interface Attempt {
  params?: Record<string, string | number>;
  body?: unknown;
  country: Country;
}

type Entry =
  /** Names one of a member's things: another member gets 403/404 (`statuses` when the operation answers otherwise), anyone not signed in 401/403/404. */
  | { names: 'member'; thing: string; attempts: (a: Things) => Attempt[]; statuses?: number[] }
  /** Acts on the caller's own things, given an id of something public that A's things also name: any answer but ≥ 500, none of A's data. */
  | { names: 'caller'; thing: string; attempts: (a: Things) => Attempt[] }
  /** Names no member's thing (a product, a store, content) or takes a credential whose holder is its owner. */
  | { names: 'nothing'; why: string };

const PUBLIC = (why: string) => ({ names: 'nothing' as const, why });
const CATALOGUE = PUBLIC('a catalogue thing (product, store, activity, session, promotion, reward, offer, sample)');
const CONTENT = PUBLIC('content or a preview (editors, preview secret), no member’s thing');
const CREDENTIAL = PUBLIC('a credential (a token, an identity token): whoever holds it is its owner — covered by docs/reliability/abuse.md');

/**
 * Every operation of the document that takes an id (a path parameter or an id-like body field), keyed by method
 * and path under the API base. A new one fails the test until it is added here.
 */
const OPERATIONS: Record<string, Entry> = {
  'GET /store-locations/{slug}': CATALOGUE,
  'GET /products/{slug}': CATALOGUE,
  'GET /products/{slug}/reviews': PUBLIC('the product’s published reviews, public by design (SPEC §5); A’s own list is GET /reviews'),
  'POST /products/{slug}/reviews': { names: 'caller', thing: 'review', attempts: (a) => [{ params: { slug: a.reviewSlug }, body: { rating: 1, title: 'Not mine to change', text: 'Another member writes a review of the same product.', reviewerName: 'B' }, country: 'th' }] },
  'GET /contentful/content-entries/{id}': CONTENT,
  'GET /contentful/preview/content-entries/{id}': CONTENT,
  'GET /preview/overlays/{id}': CONTENT,
  'POST /auth/token/verify': CREDENTIAL,
  'POST /auth/social': CREDENTIAL,
  'POST /users': CREDENTIAL,
  'PUT /auth/password-reset': CREDENTIAL,
  'PUT /users/unlock': CREDENTIAL,
  'GET /sandbox/users/{id}': { names: 'member', thing: 'account and points', attempts: (a) => [{ params: { id: a.accountId }, country: 'th' }] },
  'PATCH /sandbox/users/{id}': { names: 'member', thing: 'account and points', attempts: (a) => [{ params: { id: a.accountId }, body: { firstName: 'Taken', blocked: true }, country: 'th' }] },
  'DELETE /sandbox/users/{id}': { names: 'member', thing: 'account and everything it owns', attempts: (a) => [{ params: { id: a.accountId }, country: 'th' }] },
  'POST /cart/line-items': { names: 'caller', thing: 'bag', attempts: (a) => [{ body: { variantId: a.wishedVariantId, quantity: 1 }, country: 'th' }] },
  'PUT /cart/line-items/{id}': { names: 'member', thing: 'bag', attempts: (a) => [a.bagLineId, a.rewardLineId].map((id) => ({ params: { id }, body: { quantity: 3 }, country: 'th' as const })) },
  'DELETE /cart/line-items/{id}': { names: 'member', thing: 'bag', attempts: (a) => [a.bagLineId, a.rewardLineId].map((id) => ({ params: { id }, country: 'th' as const })) },
  'POST /cart/discount-coupon': CATALOGUE,
  'POST /cart/samples': CATALOGUE,
  'POST /cart/beauty-pass-offers': { names: 'caller', thing: 'points', attempts: (a) => [{ body: { rewardId: a.rewardId }, country: 'th' }] },
  'POST /rewards': { names: 'caller', thing: 'points', attempts: (a) => [{ body: { rewardId: a.rewardId }, country: 'th' }] },
  'POST /cart/member-offer': CATALOGUE,
  'PUT /wishlist': { names: 'caller', thing: 'wish list', attempts: (a) => [{ body: { variantId: a.wishedVariantId, saved: false }, country: 'th' }] },
  'PUT /waitlist': { names: 'caller', thing: 'subscriptions', attempts: (a) => [{ body: { variantId: a.waitlistedVariantId, waitlisted: false }, country: 'th' }] },
  'POST /notification-subscription': { names: 'member', thing: 'subscriptions', attempts: (a) => [{ body: { id: a.subscriptionId, action: 'cancel' }, country: 'th' }] },
  'POST /notification-subscription/subscribe': { names: 'caller', thing: 'subscriptions', attempts: (a) => [{ body: { variantId: a.waitlistedVariantId, kind: 'waitlist' }, country: 'th' }] },
  'POST /orders': PUBLIC('a store slug (click and collect), a catalogue thing; the order placed is the caller’s own'),
  'GET /orders/{id}': { names: 'member', thing: 'orders and gift cards', attempts: (a) => [a.orderNumber, a.giftCardOrderNumber].map((id) => ({ params: { id }, country: 'th' as const })) },
  'POST /orders/{id}/retry-payment': { names: 'member', thing: 'orders and gift cards', attempts: (a) => [a.orderNumber, a.giftCardOrderNumber].map((id) => ({ params: { id }, country: 'th' as const })) },
  'POST /orders/enquireKbankPayment': { names: 'member', thing: 'orders and gift cards', attempts: (a) => [a.orderNumber, a.giftCardOrderNumber].map((orderNumber) => ({ body: { orderNumber }, country: 'th' as const })) },
  'POST /sandbox/payments/{id}/events': { names: 'member', thing: 'orders and gift cards', attempts: (a) => [a.paymentId, a.giftCardPaymentId].map((id) => ({ params: { id }, body: { type: 'cancelled' }, country: 'th' as const })) },
  // The full code is the card (a bearer credential, emailed to its recipient: SPEC "anyone can check a card's
  // balance"); what another member may see of A's card is its masked code and its last four characters.
  'GET /gift-cards/{code}/balance': { names: 'member', thing: 'gift cards', attempts: (a) => [a.giftCardMasked, a.giftCardCode.slice(-4)].map((code) => ({ params: { code }, country: 'th' as const })) },
  'POST /cart/gift-card': { names: 'member', thing: 'gift cards', attempts: (a) => [a.giftCardMasked, a.giftCardCode.slice(-4)].map((code) => ({ body: { code }, country: 'th' as const })) },
  'GET /booking-service/activities/{id}': CATALOGUE,
  'GET /happening/services/activities/{id}': CATALOGUE,
  'GET /booking-service/time-slots/{id}': CATALOGUE,
  'GET /booking-service/available-slots/{id}': CATALOGUE,
  'GET /booking-service/questions/{id}': CATALOGUE,
  'POST /reservation-service/create': PUBLIC('a session anyone may book (a full one answers 409 to everyone alike); the booking made is the caller’s own'),
  'GET /reservation-service/{id}': { names: 'member', thing: 'bookings', attempts: (a) => [a.reservationId, a.confirmationNumber].map((id) => ({ params: { id }, country: 'sg' as const })) },
  'POST /reservation-service/{id}': { names: 'member', thing: 'bookings', attempts: (a) => [a.reservationId, a.confirmationNumber].map((id) => ({ params: { id }, body: { slotId: a.otherSlotId }, country: 'sg' as const })) },
  'DELETE /reservation-service/{id}': { names: 'member', thing: 'bookings', attempts: (a) => [a.reservationId, a.confirmationNumber].map((id) => ({ params: { id }, country: 'sg' as const })) },
  'POST /reservation-service/external': { names: 'member', thing: 'bookings', attempts: (a) => [{ body: { activityId: a.externalActivityId, providerReference: a.externalReference }, country: 'my' }] },
  'PATCH /sandbox/reviews/{id}': { names: 'member', thing: 'reviews', attempts: (a) => [{ params: { id: a.reviewId }, body: { status: 'rejected' }, country: 'th' }] },
  // The provider's signed events: without the provider's signature nobody gets past the 401.
  'POST /api/payments/webhook': { names: 'member', thing: 'orders and gift cards', statuses: [401], attempts: (a) => [{ body: { id: `evt-${randomUUID()}`, paymentId: String(a.paymentId), type: 'cancelled' }, country: 'th' }] },
};

/** Page routes with a dynamic segment, by their route in app/; the same three kinds. */
const PAGES: Record<string, { names: 'member'; ids: (a: Things) => string[]; country: Country } | { names: 'nothing'; why: string }> = {
  '/orders/[id]': { names: 'member', ids: (a) => [a.orderNumber, a.giftCardOrderNumber], country: 'th' },
  '/happening/services/cancel/[id]': { names: 'member', ids: (a) => [a.confirmationNumber, String(a.reservationId)], country: 'sg' },
  '/happening/services/reschedule/[id]': { names: 'member', ids: (a) => [a.confirmationNumber, String(a.reservationId)], country: 'sg' },
  '/happening/classes/cancel/[id]': { names: 'member', ids: (a) => [a.confirmationNumber], country: 'sg' },
  '/happening/events/cancel/[id]': { names: 'member', ids: (a) => [a.confirmationNumber], country: 'sg' },
  '/sandbox/payments/[id]/card': { names: 'member', ids: (a) => [String(a.paymentId), String(a.giftCardPaymentId)], country: 'th' },
  '/sandbox/payments/[id]/pay-later': { names: 'member', ids: (a) => [String(a.paymentId)], country: 'th' },
  '/happening/classes/[id]': CATALOGUE,
  '/happening/events/[id]': CATALOGUE,
  '/happening/services/[id]': CATALOGUE,
  '/products/[slug]': CATALOGUE,
  '/store-locations/[slug]': CATALOGUE,
  '/brands/[[...segments]]': CATALOGUE,
  '/sandbox/happening/[slug]': CATALOGUE,
  '/sandbox/order-examples/[cc]/[screen]': PUBLIC('example orders made up for the screens, no member’s'),
  '/pages/[[...segments]]': CONTENT,
  '/[...rest]': CONTENT,
  '/preview/brands/[[...segments]]': CONTENT,
  '/preview/homepage/[[...slug]]': CONTENT,
  '/preview/overlay/[id]': CONTENT,
  '/preview/pages/[[...segments]]': CONTENT,
  '/studio/pages/[id]': PUBLIC('a content page in the editors’ studio (editors only), no member’s thing'),
};

/** A body field that names a thing by id or number. */
const ID_FIELD = /^(id|code|token|sku)$|(Id|Number|Reference|Slug|Token)$/;
const API_BASE = '/api/web/v1';
/** Eight random letters: names that appear nowhere else. */
const letters = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

let base = process.env.ISOLATION_BASE_URL ?? '';
let sandboxOff = '';
let stopStack: (() => Promise<void>) | undefined;
let sandboxOffServer: ChildProcess | undefined;

beforeAll(async () => {
  let databaseUrl = process.env.ISOLATION_DATABASE_URL ?? '';
  if (!base) {
    const stack = await startStack({ profile: 'reliability', build: true, anyData: true, log: false });
    base = stack.url;
    databaseUrl = stack.databaseUrl;
    stopStack = stack.stop;
  }
  // A second server of the same build and database, as a deployment runs it: the developer sandbox off.
  const ports = offsetPorts(PROFILES.reliability) as { port: number; contentPort: number };
  // Ending in 5, like bench-retail's: no profile's port shifted by a STACK_PORT_OFFSET in tens meets it.
  const port = ports.port + 5;
  // startWeb passes ATELIER_SANDBOX from this process's environment to the child it spawns at once.
  const previous = process.env.ATELIER_SANDBOX;
  process.env.ATELIER_SANDBOX = 'off';
  const web = startWeb({ port, name: 'web-sandbox-off', env: { DATABASE_URL: databaseUrl, CONTENT_PORT: process.env.CONTENT_PORT ?? String(ports.contentPort), ...testLimitsEnv() } });
  if (previous === undefined) delete process.env.ATELIER_SANDBOX;
  else process.env.ATELIER_SANDBOX = previous;
  sandboxOffServer = (await web).child;
  sandboxOff = `http://localhost:${port}`;
});

afterAll(async () => {
  if (sandboxOffServer) await stopChild(sandboxOffServer);
  await stopStack?.();
});

const bodyOf = <T>(answer: { status: number; body: Record<string, unknown> }, what: string): T => {
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body as T;
};

interface Variant { id: number; stock: { state: string } }

/** In-stock variants of products found by `q` in `country`, one per product. */
async function inStock(shopper: Shopper, country: Country, q: string, count: number): Promise<number[]> {
  const listing = bodyOf<{ items: { slug: string; state: string }[] }>(await shopper.call('GET', `/search?q=${q}&page_size=24`, undefined, HEADERS[country]), 'search');
  const found: number[] = [];
  for (const item of listing.items.filter((p) => p.state === 'available')) {
    const detail = bodyOf<{ variants: Variant[] }>(await shopper.call('GET', `/products/${item.slug}`, undefined, HEADERS[country]), 'product');
    const variant = detail.variants.find((v) => v.stock.state === 'in_stock');
    if (variant) found.push(variant.id);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} "${q}" products in stock in ${country}`);
}

/** A sold-out variant of the country (what a waitlist takes). */
async function soldOut(shopper: Shopper, country: Country): Promise<number> {
  for (let page = 1; page <= 10; page++) {
    const listing = bodyOf<{ items: { slug: string }[] }>(await shopper.call('GET', `/search?page=${page}&page_size=48`, undefined, HEADERS[country]), 'search');
    for (const item of listing.items) {
      const detail = bodyOf<{ variants: Variant[] }>(await shopper.call('GET', `/products/${item.slug}`, undefined, HEADERS[country]), 'product');
      const variant = detail.variants.find((v) => v.stock.state === 'out_of_stock');
      if (variant) return variant.id;
    }
  }
  throw new Error(`no sold-out variant in ${country}`);
}

/** The code of the e-gift card e-mailed to `recipient`, from the developer outbox. */
async function emailedCode(recipient: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const html = await (await fetch(`${base}/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)).text();
    const match = /\b([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})\b/.exec(html);
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-gift card email to ${recipient}`);
}

/** Gives member A one of each thing; returns its ids and numbers. */
async function ownEverything(a: Shopper, email: string): Promise<Things> {
  const th = HEADERS.th;
  const { account } = bodyOf<{ account: { id: number; cardNumber: string; firstName: string; lastName: string } }>(await a.call('GET', '/account', undefined, th), 'account');
  const [ordered, kept, wished] = await inStock(a, 'th', 'lipstick', 3);

  // An order placed from the bag.
  expect((await a.call('POST', '/cart/line-items', { variantId: ordered, quantity: 1 }, th)).status).toBe(201);
  const placed = bodyOf<{ order: { number: string; payment: { id: number } } }>(
    await a.call('POST', '/orders', thaiGuestOrder({ email }), { ...th, 'idempotency-key': `isolation-${randomUUID()}` }),
    'order',
  ).order;

  // An e-gift card bought (an order), paid through the sandbox provider, issued to A and applied to A's bag.
  const bought = bodyOf<{ order: { number: string; payment: { id: number } } }>(
    await a.call('POST', '/gift-cards', { amount: 100000, recipientEmail: email, senderName: 'A', message: 'For me', email, paymentMethod: 'promptpay_qr' }, { ...th, 'idempotency-key': `isolation-gc-${randomUUID()}` }),
    'gift card',
  ).order;
  expect((await client(base).call('POST', `/sandbox/payments/${bought.payment.id}/events`, { type: 'paid' })).status).toBe(200);
  const code = await emailedCode(email);

  // A bag with a line (and a reward, paid in points) and the card applied.
  expect((await a.call('POST', '/cart/line-items', { variantId: kept, quantity: 2 }, th)).status).toBe(201);
  const rewards = bodyOf<{ items: { id: string; kind: string; available: boolean; points: number }[] }>(await a.call('GET', '/rewards', undefined, th), 'rewards');
  const reward = rewards.items.find((r) => r.kind === 'product' && r.available);
  if (!reward) throw new Error('no product reward for A to redeem');
  bodyOf(await a.call('POST', '/rewards', { rewardId: reward.id }, th), 'reward');
  const applied = bodyOf<{ giftCard: { code: string } | null; bag: { lines: { id: number; kind: string; variantId: number }[] } }>(await a.call('POST', '/cart/gift-card', { code }, th), 'apply gift card');
  const productLine = applied.bag.lines.find((l) => l.kind === 'product')!;
  const rewardLine = applied.bag.lines.find((l) => l.kind === 'reward')!;

  // A wish-list item, a waitlist subscription.
  expect((await a.call('PUT', '/wishlist', { variantId: wished, saved: true }, th)).status).toBeLessThan(300);
  const waitlisted = await soldOut(a, 'th');
  expect((await a.call('PUT', '/waitlist', { variantId: waitlisted, waitlisted: true }, th)).status).toBeLessThan(300);
  const subscriptions = bodyOf<{ items: { id: number; variantId: number }[] }>(await a.call('GET', '/notification-subscription', undefined, th), 'subscriptions');
  const subscription = subscriptions.items.find((s) => s.variantId === waitlisted)!;

  // A booking in Singapore (on one of the last open sessions of a service open to anyone) and one made at
  // Malaysia's external provider.
  const sg = HEADERS.sg;
  const services = bodyOf<{ items: { id: number; requiredTier: string | null }[] }>(await a.call('GET', '/booking-services/beauty-services', undefined, sg), 'services');
  const service = services.items.find((s) => s.requiredTier === null)!;
  const questions = bodyOf<{ items: { id: number; required: boolean }[] }>(await a.call('GET', `/booking-service/questions/${service.id}`, undefined, sg), 'questions');
  const { days } = bodyOf<{ days: { slots: { id: number; remaining?: number }[] }[] }>(await a.call('GET', `/booking-service/available-slots/${service.id}`, undefined, sg), 'slots');
  const slots = days.flatMap((d) => d.slots).slice(-8);
  const answers = questions.items.filter((q) => q.required).map((q) => ({ questionId: q.id, answer: 'No allergies' }));
  const contact = { fullName: `${account.firstName} ${account.lastName}`, email, callingCode: '+65', phone: '81234567' };
  let reservation: { id: number; confirmationNumber: string; slot: { id: number } } | undefined;
  for (const slot of slots) {
    const created = await a.call('POST', '/reservation-service/create', { slotId: slot.id, contact, answers }, sg);
    if (created.status === 201) {
      reservation = (created.body as { reservation: typeof reservation }).reservation;
      break;
    }
  }
  if (!reservation) throw new Error('no open session for A to book');
  const otherSlot = slots.find((s) => s.id !== reservation.slot.id)!;
  const my = HEADERS.my;
  const myServices = bodyOf<{ items: { id: number; requiredTier: string | null }[] }>(await a.call('GET', '/booking-services/beauty-services', undefined, my), 'MY services');
  const externalActivityId = myServices.items.find((s) => s.requiredTier === null)!.id;
  const externalReference = `BX-${Date.now() % 1e9}`;
  expect((await a.call('POST', '/reservation-service/external', { activityId: externalActivityId, providerReference: externalReference }, my)).status).toBe(201);

  // A review, and a beauty profile.
  const listing = bodyOf<{ items: { slug: string }[] }>(await a.call('GET', '/search?q=mascara&page_size=12', undefined, th), 'search');
  const reviewTitle = `Isolation ${randomUUID().slice(0, 8)}`;
  let reviewSlug = '';
  for (const item of listing.items) {
    const written = await a.call('POST', `/products/${item.slug}/reviews`, { rating: 4, title: reviewTitle, text: 'Lasts the whole day without smudging at all.', reviewerName: 'A' }, th);
    if (written.status === 201) {
      reviewSlug = item.slug;
      break;
    }
  }
  expect(reviewSlug, 'a product for A to review').not.toBe('');
  const reviews = bodyOf<{ items: { id: string; title: string }[] }>(await a.call('GET', '/reviews', undefined, th), 'reviews');
  bodyOf(await a.call('PUT', '/beauty-profile', { skinType: 'oily', skinConcerns: ['acne'], hairType: 'curly', complexion: 'deep' }, th), 'beauty profile');

  return {
    accountId: account.id,
    cardNumber: account.cardNumber,
    email,
    firstName: account.firstName,
    lastName: account.lastName,
    orderNumber: placed.number,
    paymentId: placed.payment.id,
    giftCardOrderNumber: bought.number,
    giftCardPaymentId: bought.payment.id,
    giftCardCode: code,
    giftCardMasked: applied.giftCard!.code,
    bagLineId: productLine.id,
    rewardLineId: rewardLine.id,
    rewardId: reward.id,
    wishedVariantId: wished,
    subscriptionId: subscription.id,
    waitlistedVariantId: waitlisted,
    reservationId: reservation.id,
    confirmationNumber: reservation.confirmationNumber,
    otherSlotId: otherSlot.id,
    externalReference,
    externalActivityId,
    reviewId: reviews.items.find((r) => r.title === reviewTitle)!.id,
    reviewSlug,
    reviewTitle,
  };
}

/** Everything A's things read as, by A: what no one else's request may change. */
async function snapshot(a: Shopper, t: Things): Promise<Record<string, unknown>> {
  const read = async (path: string, country: Country) => {
    const answer = await a.call('GET', path, undefined, HEADERS[country]);
    return { status: answer.status, body: answer.body };
  };
  const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  const account = await read('/account', 'th');
  const order = async (n: string) => {
    const { status, body } = await read(`/orders/${n}`, 'th');
    const o = (body as { order?: Record<string, unknown> & { payment: Record<string, unknown> } }).order;
    return { status, order: o && { ...pick(o, ['number', 'status', 'email', 'lines', 'totals', 'address', 'recipient']), payment: pick(o.payment, ['id', 'state', 'amount']) } };
  };
  const bag = (await read('/cart/gift-card', 'th')).body as { giftCard: unknown; bag: { lines: Record<string, unknown>[]; totals: unknown } };
  const reservation = async (id: number | string, country: Country) => {
    const { status, body } = await read(`/reservation-service/${id}`, country);
    const r = (body as { reservation?: Record<string, unknown> }).reservation;
    return { status, reservation: r && pick(r, ['id', 'status', 'slot', 'contact', 'cancelledAt']) };
  };
  const external = bodyOf<{ items: { id: number; providerReference: string | null }[] }>(await a.call('GET', '/reservation-service', undefined, HEADERS.my), 'MY bookings').items.find((r) => r.providerReference === t.externalReference);
  return {
    account: { status: account.status, ...pick(account.body.account as Record<string, unknown>, ['id', 'email', 'firstName', 'lastName', 'loyaltyPoints', 'loyaltyTier', 'cardNumber', 'mobile']) },
    order: await order(t.orderNumber),
    giftCardOrder: await order(t.giftCardOrderNumber),
    giftCardBalance: (await client(base).call('GET', `/gift-cards/${t.giftCardCode}/balance`)).body,
    bag: { giftCard: bag.giftCard, lines: bag.bag.lines.map((l) => pick(l, ['id', 'kind', 'variantId', 'quantity'])), totals: bag.bag.totals },
    wishlist: (await read('/wishlist', 'th')).body,
    subscriptions: (await read('/notification-subscription', 'th')).body,
    booking: await reservation(t.reservationId, 'sg'),
    externalBooking: external && (await reservation(external.id, 'my')),
    reviews: (await read('/reviews', 'th')).body,
    beautyProfile: (await read('/beauty-profile', 'th')).body,
    points: pick((await read('/beauty-pass', 'th')).body, ['points', 'tier', 'log']),
  };
}

/** A's data that must appear in no answer to anyone else (unless the request itself carried it). */
function markersOf(t: Things): string[] {
  return [t.email, t.firstName, t.lastName, t.cardNumber, t.orderNumber, t.giftCardOrderNumber, t.giftCardCode, t.giftCardCode.replace(/-/g, ''), t.confirmationNumber, t.externalReference, t.reviewTitle].filter((m) => m.length >= 6);
}

/** Who sends: another member, a new browser, and the browser A used once A signed out (a shared computer). */
type Caller = 'member B' | 'guest' | 'A’s browser, signed out';

interface Sent {
  who: Caller;
  label: string;
  method: string;
  url: string;
  requestText: string;
  status: number;
  text: string;
  readable: boolean;
}

/** Sends one request as `shopper` (its cookies and address), the path as given. */
async function send(shopper: Shopper, server: string, method: string, path: string, country: Country, body?: unknown): Promise<{ status: number; text: string; readable: boolean }> {
  const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${server}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...HEADERS[country], ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, text, readable: readableError({ status: response.status, contentType: response.headers.get('content-type') ?? '', text }) };
}

/** The key of an operation in `OPERATIONS`: method and path under the API base. */
const keyOf = (op: Operation) => `${op.method} ${op.template.startsWith(`${API_BASE}/`) ? op.template.slice(API_BASE.length) : op.template}`;

/** The operations that take an id: a path parameter, or an id-like field of the body. */
function takesAnId(op: Operation, doc: OpenApiDoc): boolean {
  if (op.params.some((p) => p.in === 'path')) return true;
  let schema = op.body as Record<string, unknown> | undefined;
  for (let i = 0; i < 5 && schema && typeof schema.$ref === 'string'; i++) {
    schema = (schema.$ref as string).replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc) as Record<string, unknown> | undefined;
  }
  const variants = [schema, ...(((schema?.anyOf ?? schema?.oneOf ?? schema?.allOf) as Record<string, unknown>[] | undefined) ?? [])];
  return variants.some((s) => Object.keys((s?.properties as Record<string, unknown> | undefined) ?? {}).some((name) => ID_FIELD.test(name)));
}

describe('isolation between members', () => {
  it('member B, a guest and A’s signed-out browser can neither read nor change A’s things by id or number, through any operation or page', async () => {
    const doc = (await (await fetch(`${base}/api/web/v1/openapi.json`)).json()) as OpenApiDoc & { paths: Record<string, Record<string, { tags?: string[] }>> };
    const operations = operationsOf(doc);
    const sandboxOps = new Set(operations.filter((op) => {
      const path = op.template.startsWith(API_BASE) ? op.template.slice(API_BASE.length) : op.template;
      return (doc.paths[path]?.[op.method.toLowerCase()] as { tags?: string[] } | undefined)?.tags?.includes('Sandbox');
    }).map(keyOf));
    const withIds = operations.filter((op) => takesAnId(op, doc));
    const unclassified = withIds.map(keyOf).filter((key) => !OPERATIONS[key]);
    expect(unclassified, 'operations that take an id but are not in OPERATIONS: say which of a member’s things each names').toEqual([]);
    const stale = Object.keys(OPERATIONS).filter((key) => !withIds.some((op) => keyOf(op) === key));
    expect(stale, 'OPERATIONS names operations the document no longer has (or that take no id)').toEqual([]);
    const dynamicPages = pageRoutes().filter((r) => r.dynamic.length > 0);
    expect(dynamicPages.map((r) => r.route).filter((route) => !PAGES[route]), 'page routes with a dynamic segment not in PAGES').toEqual([]);

    // A has one of each thing; B is another member (with points of its own to spend); the guest a new browser.
    const { shopper: a, email } = await signedInMember(base, { points: 3000, firstName: `Ada${letters()}`, lastName: `Owner${letters()}` });
    const things = await ownEverything(a, email);
    const before = await snapshot(a, things);
    // What A reads is A's things themselves (not a 401 or an empty list that nothing could change).
    expect(before).toMatchObject({ account: { status: 200 }, order: { status: 200 }, giftCardOrder: { status: 200 }, booking: { status: 200 }, externalBooking: { status: 200 } });
    expect((before.bag as { lines: unknown[]; giftCard: unknown }).lines).toHaveLength(2);
    expect((before.bag as { giftCard: { code: string } | null }).giftCard?.code).toBe(things.giftCardMasked);
    expect([before.wishlist, before.subscriptions, before.reviews].map((list) => (list as { items: unknown[] }).items.length)).toEqual([1, 1, 1]);
    const { shopper: b } = await signedInMember(base, 3000);
    const guest = client(base);
    // A signs out of the browser it used (its device id stays) and goes on in another one.
    expect((await a.call('DELETE', '/sessions', undefined, HEADERS.th)).status).toBe(200);
    const signedOut = a;
    const aAgain = client(base);
    expect((await aAgain.call('POST', '/sessions', { email, password: SANDBOX_DEFAULT_PASSWORD }, HEADERS.th)).status).toBe(200);
    const callers: [Caller, Shopper][] = [['member B', b], ['guest', guest], ['A’s browser, signed out', signedOut]];
    // Each has a bag of its own in Thailand, so an id that missed theirs is not merely "no bag".
    for (const [, other] of callers) expect((await other.call('POST', '/cart/line-items', { variantId: things.wishedVariantId, quantity: 1 }, HEADERS.th)).status).toBe(201);

    const markers = markersOf(things);
    const sent: Sent[] = [];
    const exercised = new Set<string>();
    for (const op of withIds) {
      const key = keyOf(op);
      const entry = OPERATIONS[key];
      if (entry.names === 'nothing') continue;
      const server = sandboxOps.has(key) ? sandboxOff : base;
      for (const attempt of entry.attempts(things)) {
        const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(attempt.params?.[name] ?? '')));
        for (const [who, shopper] of callers) {
          const answer = await send(shopper, server, op.method, path, attempt.country, attempt.body);
          sent.push({ who, label: `${entry.names} ${key}${sandboxOps.has(key) ? ' (sandbox off)' : ''}`, method: op.method, url: path, requestText: `${path} ${JSON.stringify(attempt.body ?? '')}`, ...answer });
          exercised.add(key);
        }
      }
    }
    const memberOps = withIds.filter((op) => OPERATIONS[keyOf(op)].names !== 'nothing').map(keyOf);
    expect(memberOps.filter((key) => !exercised.has(key)), 'operations naming a member’s thing that were not exercised').toEqual([]);

    // Pages: A's order and booking pages (and the sandbox's payment pages, on the sandbox-off server).
    const pageAnswers: Sent[] = [];
    for (const route of dynamicPages) {
      const page = PAGES[route.route];
      if (page.names === 'nothing') continue;
      const server = route.route.startsWith('/sandbox/') ? sandboxOff : base;
      for (const id of page.ids(things)) {
        const path = route.url(() => encodeURIComponent(id));
        for (const [who, shopper] of callers) {
          const answer = await followPage(shopper, server, path, page.country);
          pageAnswers.push({ who, label: `page ${route.route}`, method: 'GET', url: path, requestText: path, ...answer, readable: true });
        }
      }
    }

    // Lists: every GET of the document without a path parameter, by each caller, in each of A's countries
    // (the sandbox's list of test accounts on the sandbox-off server).
    const lists: Sent[] = [];
    for (const op of operations.filter((o) => o.method === 'GET' && !o.params.some((p) => p.in === 'path') && !o.template.endsWith('openapi.json'))) {
      for (const country of ['th', 'sg', 'my'] as const) {
        for (const [who, shopper] of callers) {
          const answer = await send(shopper, sandboxOps.has(keyOf(op)) ? sandboxOff : base, 'GET', op.template, country);
          lists.push({ who, label: `list ${keyOf(op)} (${country}${sandboxOps.has(keyOf(op)) ? ', sandbox off' : ''})`, method: 'GET', url: op.template, requestText: op.template, ...answer });
        }
      }
    }

    const after = await snapshot(aAgain, things);
    const leaks = [...sent, ...pageAnswers, ...lists].filter((s) => markers.some((m) => s.text.includes(m) && !s.requestText.includes(m)));
    const allowed = (s: Sent) => {
      const key = s.label.replace(/^\S+ /, '').replace(' (sandbox off)', '');
      const entry = OPERATIONS[key];
      if (!entry || entry.names !== 'member') return s.status < 500;
      if (sandboxOps.has(key)) return s.status === 404 && s.readable;
      const statuses = entry.statuses ?? (s.who === 'member B' ? [403, 404] : [401, 403, 404]);
      return statuses.includes(s.status) && s.readable;
    };
    const wrong = sent.filter((s) => !allowed(s));
    const broken = [...pageAnswers, ...lists].filter((s) => s.status >= 500);
    const changed = Object.keys(before).filter((thing) => JSON.stringify(after[thing]) !== JSON.stringify(before[thing]));
    const attemptLeaks = leaks.filter((s) => !lists.includes(s));
    const listLeaks = leaks.filter((s) => lists.includes(s));
    const brief = (s: Sent) => `${s.who}: ${s.label} ${s.method} ${s.url} → ${s.status} ${s.text.slice(0, 160).replace(/\s+/g, ' ')}`;
    const attempts = sent.length + pageAnswers.length;
    if (process.env.ISOLATION_DEBUG) console.log([...sent, ...pageAnswers].map((x) => `${x.who} ${x.label} ${x.url} → ${x.status} ${x.text.slice(0, 90).replace(/\s+/g, ' ')}`).join('\n'));
    if (changed.length) console.log(`[isolation] changed: ${changed.join(', ')}`);
    console.log(`[isolation] ${sent.length} API requests on A's things over ${exercised.size} operations, ${pageAnswers.length} page requests, ${lists.length} list reads`);
    recordFigures('isolation', [
      { measure: 'operations of the OpenAPI document naming a member’s thing, sent another member’s ids by a member, a guest and the member’s signed-out browser', value: `${exercised.size} of ${memberOps.length}`, budget: 'all', ok: exercised.size === memberOps.length },
      { measure: 'attempts on another member’s things (API and pages)', value: String(attempts), budget: '> 0', ok: attempts > 0 },
      { measure: 'attempts answered with the other member’s data, or things of theirs changed', value: `${attemptLeaks.length + changed.length}`, budget: '0', ok: attemptLeaks.length + changed.length === 0 },
      { measure: 'API attempts answered otherwise than expected (a member’s thing: 403 or 404, anyone signed out also 401, with a readable message; the caller’s own: < 500)', value: `${wrong.length} of ${sent.length}`, budget: '0', ok: wrong.length === 0 },
      { measure: 'lists read by the same three (every GET without a path parameter, 3 countries): answers holding the member’s data', value: `${listLeaks.length} of ${lists.length}`, budget: '0', ok: listLeaks.length === 0 },
    ]);
    expect(leaks.map(brief), 'answers holding A’s data').toEqual([]);
    expect(wrong.map(brief), 'answers other than 401 (signed out), 403 or 404 with a readable message').toEqual([]);
    expect(broken.map(brief), 'pages or lists answering ≥ 500').toEqual([]);
    expect(after, 'A’s things, re-read by A after everything the others sent').toEqual(before);
    expect(sent.length).toBeGreaterThan(40);
  }, 600_000);
});

/** A page as a browser gets it: redirects followed (at most five), the shopper's cookies sent. */
async function followPage(shopper: Shopper, server: string, path: string, country: Country): Promise<{ status: number; text: string }> {
  let url = `${server}${path}`;
  for (let hop = 0; hop < 5; hop++) {
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { headers: { ...HEADERS[country], ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      url = new URL(location, url).toString();
      continue;
    }
    return { status: response.status, text: await response.text() };
  }
  return { status: 0, text: `more than five redirects from ${path}` };
}
