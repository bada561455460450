/**
 * The checkout form as data (no React): its values, the order body they make, validation with the API's own
 * zod contract (`PlaceOrderBody`) and the country's address schema, the server's answers mapped onto fields
 * or a form message, the summary's amounts for the chosen delivery, and the Idempotency-Key of an attempt.
 */
import { ApiError, NetworkError } from '@/lib/api-client/client';
import { addressSchema, findDeliveryOption, shippingCost, shippingTerms, type AddressField, type DeliveryMethod } from '@/lib/checkout/options';
import { BAG_MESSAGES, type Bag, type BagLine } from '@/schemas/api/bag';
import { API_MESSAGES } from '@/schemas/api/errors';
import { PlaceOrderBody } from '@/schemas/api/orders';
import { fill } from '@/lib/i18n/plural-templates';
import { includedTax } from '@/lib/money';
import type { CheckoutCountry, CheckoutLabels } from './labels';
import { attemptSlot, draftSlot, takenOutSlot } from './tab-checkout';

export interface CheckoutValues {
  email: string;
  delivery: DeliveryMethod;
  storeSlug: string;
  address: Partial<Record<AddressField['name'], string>>;
  firstName: string;
  lastName: string;
  phone: string;
  registrationNumber: string;
  deliveryOption: string;
  /** The chosen payment radio's value (`card`, `promptpay_qr`, `buy_now_pay_later:atome` …). */
  payment: string;
}

export function initialValues(country: CheckoutCountry): CheckoutValues {
  return {
    email: '',
    delivery: 'delivery',
    storeSlug: '',
    address: {},
    firstName: '',
    lastName: '',
    phone: '',
    registrationNumber: '',
    deliveryOption: country.deliveryOptions[0]?.id ?? 'standard',
    payment: country.payments[0]?.value ?? '',
  };
}

/** The body of `POST orders` for these values: only what the delivery method needs, no empty optional fields. */
export function orderBody(values: CheckoutValues, country: CheckoutCountry) {
  const home = values.delivery === 'delivery';
  const address: Record<string, string> = Object.fromEntries(country.addressFields.map((f) => [f.name, values.address[f.name]?.trim() ?? '']).filter(([, v]) => v !== ''));
  const registrationNumber = country.registrationNumber ? values.registrationNumber.trim() : '';
  const choice = country.payments.find((p) => p.value === values.payment);
  return {
    email: values.email.trim(),
    delivery: values.delivery,
    ...(home ? { address, deliveryOption: values.deliveryOption } : { storeSlug: values.storeSlug }),
    recipient: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      callingCode: country.callingCode,
      phone: values.phone.trim(),
      ...(registrationNumber ? { registrationNumber } : {}),
    },
    paymentMethod: choice?.method ?? values.payment,
    ...(choice?.provider ? { payLaterProvider: choice.provider } : {}),
  };
}
export type OrderBody = ReturnType<typeof orderBody>;

/** Error text per field path (`email`, `recipient.phone`, `address.postcode`, `storeSlug` …). */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  path: string;
  message: string;
  code?: string;
}

/** The shopper's words for one issue of the contract (SPEC §5 messages). */
export function issueText(issue: Issue, labels: CheckoutLabels): string {
  const { message, path } = issue;
  if (issue.code === 'too_big' || message === 'Character limit exceeded') return labels['error.tooLong'];
  if (/required/i.test(message) || message === 'Required field') return labels['error.required'];
  if (path === 'email' || message === 'Invalid email') return labels['error.email'];
  if (path === 'recipient.phone') return labels['error.phone'];
  if (path.startsWith('address.postcode')) return labels['error.postcode'];
  if (path === 'storeSlug') return labels['error.store'];
  return message || labels['error.generic'];
}

function collect(out: FieldErrors, issues: Issue[], labels: CheckoutLabels) {
  for (const issue of issues) out[issue.path] ??= issueText(issue, labels);
}

/** What the browser finds wrong before sending, with the same schemas the server uses. */
export function validate(values: CheckoutValues, country: CheckoutCountry, labels: CheckoutLabels): FieldErrors {
  const body = orderBody(values, country);
  const errors: FieldErrors = {};
  const parsed = PlaceOrderBody.safeParse(body);
  if (!parsed.success) collect(errors, parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code })), labels);
  if (values.delivery === 'delivery') {
    const address = addressSchema(country).safeParse('address' in body ? body.address : {});
    // The country's schema speaks for every address field (the contract's generic one would repeat it).
    for (const key of Object.keys(errors)) if (key.startsWith('address.')) delete errors[key];
    if (!address.success) collect(errors, address.error.issues.map((i) => ({ path: ['address', ...i.path.map(String)].join('.'), message: i.message, code: i.code })), labels);
  }
  if (values.delivery === 'click_and_collect' && !values.storeSlug) errors.storeSlug = labels['error.store'];
  return errors;
}

/** How a refused order shows: field errors, a form message, and whether the bag link belongs with it. */
export interface PlaceFailure {
  fields: FieldErrors;
  message: string;
  /** The bag must change first (out of stock, empty): link back to it. */
  toBag: boolean;
  /** The key cannot be used again (422): the next try is a new attempt. */
  newAttempt: boolean;
  /**
   * The store could not confirm whether the order was placed (503, the database lost during the order's commit):
   * the same attempt is sent again with its key, which answers the order if it was placed and places it if not.
   */
  unconfirmed?: boolean;
}

const bodyOf = (error: unknown): Record<string, unknown> =>
  error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as Record<string, unknown>) : {};

export function placeFailure(error: unknown, labels: CheckoutLabels): PlaceFailure {
  const none = { fields: {}, toBag: false, newAttempt: false };
  if (error instanceof NetworkError || !(error instanceof ApiError)) return { ...none, message: labels['error.network'] };
  const { message, details } = bodyOf(error);
  const text = typeof message === 'string' ? message : '';
  if (error.status === 400 && Array.isArray(details)) {
    const fields: FieldErrors = {};
    const issues = details.flatMap((d): Issue[] =>
      typeof d === 'object' && d !== null && 'path' in d ? [{ path: Array.isArray(d.path) ? d.path.join('.') : String(d.path), message: String((d as { message?: unknown }).message ?? '') }] : [],
    );
    collect(fields, issues, labels);
    return { ...none, fields, message: labels['error.fix'] };
  }
  if (error.status === 404 && /store/i.test(text)) return { ...none, fields: { storeSlug: labels['error.store'] }, message: labels['error.fix'] };
  if (error.status === 409) {
    if (text === BAG_MESSAGES.outOfStock) return { ...none, toBag: true, message: labels['error.outOfStock'] };
    if (text === 'The bag is empty') return { ...none, toBag: true, message: labels['error.emptyBag'] };
    if (text === BAG_MESSAGES.notForClickAndCollect || /click and collect/i.test(text)) return { ...none, toBag: true, message: labels['error.notForCollect'] };
  }
  if (error.status === 422) return { ...none, newAttempt: true, message: labels['error.changed'] };
  // The database was out of reach (503) or the store failed (500): the same attempt, with its key, is safe to send again.
  if (error.status === 503 && text === API_MESSAGES.orderUnconfirmed) return { ...none, unconfirmed: true, message: labels['error.unconfirmed'] };
  if (error.status === 503) return { ...none, message: labels['error.unavailable'] };
  if (error.status >= 500) return { ...none, message: labels['error.generic'] };
  return { ...none, message: text || labels['error.generic'] };
}

/** The lines click and collect cannot take: samples, and rewards the store cannot hand over. */
export function linesNotForCollect(bag: Bag, collectableRewards: ReadonlySet<string>): BagLine[] {
  return bag.lines.filter((l) => l.kind === 'sample' || (l.kind === 'reward' && !(l.rewardId && collectableRewards.has(l.rewardId))));
}

/** A line click and collect took out of the bag, kept so that switching back to home delivery can put it back. */
export interface TakenOut {
  kind: 'sample' | 'reward';
  sku: string;
  rewardId: string | null;
  name: string;
}

export const takenOutOf = (lines: BagLine[]): TakenOut[] =>
  lines.map((l) => ({ kind: l.kind === 'reward' ? 'reward' : 'sample', sku: l.sku, rewardId: l.rewardId, name: l.name }));

/** Why a line click and collect took out cannot go back (each a `checkout.collect.reason.*` string). */
export type PutBackReason = 'unavailable' | 'samplesLimit' | 'oneReward' | 'points' | 'failed';

export interface PutBackPlan {
  add: TakenOut[];
  refused: { line: TakenOut; reason: PutBackReason }[];
}

/**
 * What home delivery can put back of what click and collect took out, by the bag's rules as they stand now
 * (the `cart/samples` and `cart/beauty-pass-offers` answers): a sample still offered and not run out, within the
 * bag's samples limit; a reward still left, when the bag holds no other reward and the points still cover it.
 * A line already back in the bag needs nothing. The API checks the same rules again when the line is added.
 */
export function putBackPlan(
  takenOut: TakenOut[],
  bag: Bag,
  samples: { items: { sku: string; available: boolean }[]; limit: number } | null,
  rewards: { items: { id: string; available: boolean; points: number }[]; balance: number | null } | null,
): PutBackPlan {
  const plan: PutBackPlan = { add: [], refused: [] };
  const inBag = (kind: BagLine['kind']) => bag.lines.filter((l) => l.kind === kind);
  let sampleCount = inBag('sample').length;
  let rewardTaken = inBag('reward').length > 0;
  for (const line of takenOut) {
    const refuse = (reason: PutBackReason) => plan.refused.push({ line, reason });
    if (line.kind === 'sample') {
      if (inBag('sample').some((l) => l.sku === line.sku)) continue;
      if (!samples?.items.some((o) => o.sku === line.sku && o.available)) refuse('unavailable');
      else if (sampleCount >= samples.limit) refuse('samplesLimit');
      else {
        sampleCount += 1;
        plan.add.push(line);
      }
    } else {
      if (inBag('reward').some((l) => l.rewardId === line.rewardId)) continue;
      const offer = rewards?.items.find((o) => o.id === line.rewardId);
      if (!offer?.available) refuse('unavailable');
      else if (rewardTaken) refuse('oneReward');
      else if ((rewards?.balance ?? 0) < offer.points) refuse('points');
      else {
        rewardTaken = true;
        plan.add.push(line);
      }
    }
  }
  return plan;
}

/** Why the API refused to put a line back (it may have changed since the plan was made). */
export function putBackRefusal(error: unknown): PutBackReason {
  const { message } = bodyOf(error);
  const text = typeof message === 'string' ? message.split(':')[0] : '';
  if (text === BAG_MESSAGES.notAvailable || text === BAG_MESSAGES.offerFullyRedeemed || text === BAG_MESSAGES.offerNotFound) return 'unavailable';
  if (text === BAG_MESSAGES.samplesLimit) return 'samplesLimit';
  if (text === BAG_MESSAGES.oneRewardPerTransaction.split(':')[0]) return 'oneReward';
  if (text === BAG_MESSAGES.notEnoughPoints) return 'points';
  return 'failed';
}

/** The notice after switching back to home delivery: what is back in the bag, and why anything is not. */
export function putBackNotice(back: TakenOut[], refused: PutBackPlan['refused'], labels: CheckoutLabels): string {
  return [
    ...(back.length > 0 ? [fill(labels['collect.restored'], { items: back.map((l) => l.name).join(', ') })] : []),
    ...refused.map(({ line, reason }) => fill(labels['collect.notRestored'], { item: line.name, reason: labels[`collect.reason.${reason}`] })),
  ].join(' ');
}

/**
 * The bag's totals with the chosen delivery's shipping in place of the bag's standard one, as the order will be
 * priced (commerce/orders/place-order.ts prices the bag with that delivery's terms): the shipping, what store credit
 * and a gift card can still cover, the total, and the tax the new amount includes (`includedTax`, the pricing
 * service's rule). Subtotal, discounts and points do not depend on the delivery.
 */
export function summaryTotals(bag: Bag, country: CheckoutCountry, delivery: DeliveryMethod, optionId: string): Bag['totals'] {
  const t = bag.totals;
  const option = findDeliveryOption(country, optionId) ?? country.deliveryOptions[0];
  const hasGoods = bag.lines.some((l) => l.kind === 'product');
  // A gold member ships free on every option (the pricing service's rule); click and collect ships nothing.
  const shipping = t.freeShipping.goldPerk ? 0 : option ? shippingCost(shippingTerms(country, delivery, option), t.discountedSubtotal, hasGoods) : 0;
  const due = t.discountedSubtotal + shipping;
  const storeCreditApplied = Math.min(t.storeCreditApplied, due);
  const giftCardRedeemed = Math.min(t.giftCardRedeemed, due - storeCreditApplied);
  return { ...t, shipping, storeCreditApplied, giftCardRedeemed, total: due - storeCreditApplied - giftCardRedeemed, tax: { ...t.tax, ...includedTax(due, t.tax.percent) } };
}

/* ---------- one attempt, one key ---------- */

/** What a tab keeps of its checkout: the form, and the key of the attempt with the body it was sent with. */
export interface AttemptStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}


function readJson<T>(store: AttemptStore, slot: string): T | undefined {
  try {
    const raw = store.getItem(slot);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Idempotency-Key for sending `body`: the attempt's own key when the same body was sent before (a retry
 * after a timeout, a reload, a second click), else a new key remembered with this body.
 */
export function attemptKey(store: AttemptStore, scope: string, body: OrderBody, newKey: () => string): string {
  const serialized = JSON.stringify(body);
  const previous = readJson<{ key: string; body: string }>(store, attemptSlot(scope));
  if (previous && previous.body === serialized) return previous.key;
  const key = newKey();
  store.setItem(attemptSlot(scope), JSON.stringify({ key, body: serialized }));
  return key;
}

export const saveDraft = (store: AttemptStore, scope: string, values: CheckoutValues) => store.setItem(draftSlot(scope), JSON.stringify(values));
export const readDraft = (store: AttemptStore, scope: string) => readJson<CheckoutValues>(store, draftSlot(scope));

/**
 * What click and collect took out of the bag, kept with the tab's draft so that a reload between choosing
 * click and collect and going back to home delivery still puts the lines back. An empty list clears it.
 */
export function saveTakenOut(store: AttemptStore, scope: string, lines: TakenOut[]) {
  if (lines.length === 0) store.removeItem(takenOutSlot(scope));
  else store.setItem(takenOutSlot(scope), JSON.stringify(lines));
}

export function readTakenOut(store: AttemptStore, scope: string): TakenOut[] {
  const kept = readJson<unknown>(store, takenOutSlot(scope));
  if (!Array.isArray(kept)) return [];
  return kept.filter(
    (l): l is TakenOut =>
      typeof l === 'object' && l !== null && typeof l.sku === 'string' && typeof l.name === 'string' &&
      // A sample goes back by its SKU; a reward only by its id.
      ((l.kind === 'sample' && (l.rewardId === null || typeof l.rewardId === 'string')) || (l.kind === 'reward' && typeof l.rewardId === 'string' && l.rewardId !== '')),
  );
}

/** After the order is placed (or the key refused), the next checkout is a new attempt. */
export function endAttempt(store: AttemptStore, scope: string, { keepDraft = false } = {}) {
  store.removeItem(attemptSlot(scope));
  if (!keepDraft) {
    store.removeItem(draftSlot(scope));
    store.removeItem(takenOutSlot(scope));
  }
}
