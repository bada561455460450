'use client';

/**
 * The `/checkout` island (issue 7): contact, delivery method (home delivery with the country's address
 * fields, or click and collect at a store), recipient, delivery option, payment method, and the order
 * summary from the bag. The page is a static shell; the bag, the stores and a member's account load from
 * the API after hydration. Placing sends one `POST orders` with the attempt's Idempotency-Key (kept in this
 * tab's sessionStorage with the body it was sent with), so a second click, a retry or a reload never makes
 * a second order; then the browser goes to the order's page. Reads are queries of the page's query layer
 * (`cart/bag`, `store-locations`, `account`); placing and the bag changes made here are mutations.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { browserApiClient } from '../account/account-api';
import { hasSession } from '../account/session';
import { bagApi } from '../bag/bag-api';
import { CartSkeleton } from '../bag/BagPage';
import { fill } from '@/lib/i18n/plural-templates';
import { apiKey, pathKey } from '@/lib/api-client/query-keys';
import { loadState, useApiMutation, useApiQuery, useIslandQueryClient } from '../query/use-api-query';
import { useHydrated } from '../hydration/useHydrated';
import { formatMinor } from '@/lib/money';
import { Account } from '@/schemas/api/accounts';
import type { Bag } from '@/schemas/api/bag';
import { StoreLocationsResponse, type StoreLocation } from '@/schemas/api/catalog';
import { OrderResponse } from '@/schemas/api/orders';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/schemas/api/errors';
import {
  attemptKey,
  endAttempt,
  initialValues,
  linesNotForCollect,
  orderBody,
  placeFailure,
  putBackNotice,
  putBackPlan,
  putBackRefusal,
  readDraft,
  readTakenOut,
  saveDraft,
  saveTakenOut,
  takenOutOf,
  validate,
  type CheckoutValues,
  type FieldErrors,
  type PlaceFailure,
  type PutBackPlan,
  type TakenOut,
} from './checkout-form';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSummary } from './CheckoutSummary';
import { MemberOffers } from '../perks/MemberOffers';
import { GiftCardRedemption } from '../gift-cards/GiftCardRedemption';
import type { CheckoutPageProps } from './labels';
import { fullNavigation } from '../account/location';

const MemberContact = z.object({ account: Account.pick({ email: true, firstName: true, lastName: true, mobile: true }) });

/** A fresh Idempotency-Key: a UUID, or 32 random hex digits where `randomUUID` is missing. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The tab's storage, or a throwaway one where sessionStorage is not allowed. */
function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    window.sessionStorage.getItem('');
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  }
}

/** How many times an order the store could not confirm is asked again (with its key) before the shopper is told. */
const CONFIRM_TRIES = 3;

export function CheckoutPage({
  labels,
  giftCardLabels,
  totalsLabels,
  perkLabels,
  country,
  api,
  money,
  paths,
  navigate = fullNavigation,
  confirmDelayMs = UNAVAILABLE_RETRY_AFTER_SECONDS * 1000,
}: CheckoutPageProps & { navigate?: (path: string) => void; /** The wait before asking again about an unconfirmed order (the API's Retry-After). */ confirmDelayMs?: number }) {
  const scope = api.country;
  const client = useMemo(() => browserApiClient(api), [api]);
  const bagCalls = useMemo(() => bagApi(api), [api]);

  const queries = useIslandQueryClient();
  const hydrated = useHydrated();
  // The bag (the page's `cart/bag` query); every change made here puts the answer's bag in its place.
  const bagKey = apiKey('cart/bag', api);
  // The bag's answer, as the cart actor's reads and changes also leave it in the page's cache.
  const bagQuery = useApiQuery(bagKey, () => bagCalls.bag());
  const bagState = loadState(bagQuery);
  const bag = bagState.state === 'ready' ? bagState.data.bag : null;
  const loadFailed = bagState.state === 'failed';
  const load = () => queries.invalidateQueries({ queryKey: pathKey('cart/bag') });
  /** A change of the bag, as a mutation (never retried); its answer becomes the `cart/bag` query's bag. */
  const bagWrite = useApiMutation((call: () => Promise<{ bag: Bag }>) => call(), (answer, _call, client) => client.setQueryData(bagKey, answer));
  const changeBag = (call: () => Promise<{ bag: Bag }>) => bagWrite.mutateAsync(call).then((answer) => answer.bag);
  // A draft this tab kept (a reload re-sends the same body); the form shows only once the bag has loaded.
  const [values, setValues] = useState<CheckoutValues>(() => {
    const draft = typeof window === 'undefined' ? undefined : readDraft(tabStorage(), api.country);
    return draft ? { ...initialValues(country), ...draft, address: { ...draft.address } } : initialValues(country);
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<PlaceFailure | null>(null);
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<'out' | 'back' | false>(false);
  /** What click and collect took out of the bag, to put back if the shopper switches back to home delivery. */
  const [takenOut, setTakenOutState] = useState<TakenOut[]>(() => (typeof window === 'undefined' ? [] : readTakenOut(tabStorage(), scope)));
  const setTakenOut = (lines: TakenOut[]) => {
    saveTakenOut(tabStorage(), scope, lines);
    setTakenOutState(lines);
  };
  const [placing, setPlacing] = useState(false);
  // The stores, once click and collect is chosen (the page's `store-locations` query).
  const storesQuery = useApiQuery(apiKey('store-locations', api), (signal) => client.get('store-locations', { schema: StoreLocationsResponse, signal }).then((r) => r.items.filter((s) => s.clickAndCollect)), { enabled: values.delivery === 'click_and_collect' });
  const storesState = loadState(storesQuery);
  const stores: StoreLocation[] | 'failed' | null = storesState.state === 'ready' ? storesState.data : storesState.state === 'failed' ? 'failed' : null;
  // A member's contact details (the page's account query, this view of it) fill the fields still empty, once.
  const contact = useApiQuery(apiKey('account', api, { view: 'contact' }), (signal) => client.get('account', { schema: MemberContact, signal }).then((r) => r.account), { enabled: hydrated && hasSession() });
  const [prefilled, setPrefilled] = useState<unknown>(null);
  if (contact.data && prefilled !== contact.data) {
    const account = contact.data;
    setPrefilled(account);
    setValues((v) => ({
      ...v,
      email: v.email || account.email,
      firstName: v.firstName || account.firstName,
      lastName: v.lastName || account.lastName,
      phone: v.phone || (account.mobile.callingCode === country.callingCode ? account.mobile.number : ''),
    }));
  }
  // Placing is a mutation: not repeated by the query layer; the Idempotency-Key makes a repeat safe (the shopper's,
  // and the page's own when the store could not confirm the order).
  const placeOrder = useApiMutation(({ body, key }: { body: ReturnType<typeof orderBody>; key: string }) => client.post('orders', body, { schema: OrderResponse, idempotencyKey: key }));
  const placingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (next: Partial<CheckoutValues>) => {
    setValues((v) => {
      const merged = { ...v, ...next, address: { ...v.address, ...next.address } };
      saveDraft(tabStorage(), scope, merged);
      return merged;
    });
    const touched = Object.keys(next).flatMap((k) => (k === 'address' ? Object.keys(next.address ?? {}).map((n) => `address.${n}`) : k === 'firstName' || k === 'lastName' || k === 'phone' || k === 'registrationNumber' ? [`recipient.${k}`] : [k]));
    if (touched.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !touched.includes(k))));
  };

  /**
   * Click and collect takes no samples and only some rewards: they leave the bag, and the shopper is told which.
   * Switching back to home delivery puts them back where the bag's rules still allow, and says what did not.
   */
  const chooseDelivery = async (delivery: CheckoutValues['delivery']) => {
    change({ delivery });
    if (!bag) return;
    if (delivery === 'click_and_collect') await takeOut(bag);
    else if (takenOut.length > 0) await putBack(bag, takenOut);
  };

  const takeOut = async (current: Bag) => {
    const rewardLines = current.lines.some((l) => l.kind === 'reward');
    setRemoving('out');
    try {
      const collectable = rewardLines ? new Set((await bagCalls.rewards()).items.filter((r) => r.clickAndCollect).map((r) => r.id)) : new Set<string>();
      const leaving = linesNotForCollect(current, collectable);
      if (leaving.length === 0) return;
      for (const line of leaving) await changeBag(() => bagCalls.remove({ lineId: line.id, moveToWishList: false }));
      setTakenOut(takenOutOf(leaving));
      setNotice(fill(labels['collect.removed'], { items: leaving.map((l) => l.name).join(', ') }));
    } catch (error) {
      setFailure(placeFailure(error, labels));
    } finally {
      setRemoving(false);
    }
  };

  const putBack = async (current: Bag, lines: TakenOut[]) => {
    setRemoving('back');
    setTakenOut([]);
    try {
      const [samples, rewards] = await Promise.all([
        lines.some((l) => l.kind === 'sample') ? bagCalls.samples() : null,
        lines.some((l) => l.kind === 'reward') ? bagCalls.rewards() : null,
      ]);
      const plan = putBackPlan(lines, current, samples, rewards);
      const back: TakenOut[] = [];
      const refused: PutBackPlan['refused'] = [...plan.refused];
      for (const line of plan.add) {
        try {
          await changeBag(() => (line.kind === 'sample' ? bagCalls.addSample(line.sku) : bagCalls.redeemReward(line.rewardId ?? '')));
          back.push(line);
        } catch (error) {
          refused.push({ line, reason: putBackRefusal(error) });
        }
      }
      setNotice(putBackNotice(back, refused, labels));
    } catch {
      // The bag's offers could not be read: nothing went back, and the shopper can add the lines in the bag.
      setNotice(putBackNotice([], lines.map((line) => ({ line, reason: 'failed' as const })), labels));
    } finally {
      setRemoving(false);
    }
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    if (placingRef.current || removing) return;
    const found = validate(values, country, labels);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure({ fields: found, message: labels['error.fix'], toBag: false, newAttempt: false });
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    setFailure(null);
    const storage = tabStorage();
    const body = orderBody(values, country);
    const key = attemptKey(storage, scope, body, newKey);
    // An answer that could not confirm the order (its commit's answer was lost) is asked again with the same key,
    // a few times after the server's Retry-After: the store answers the order if it was placed, places it if not.
    for (let confirming = 0; ; confirming++) {
      try {
        const { order } = await placeOrder.mutateAsync({ body, key });
        endAttempt(storage, scope);
        setNotice('');
        // A full navigation: the header's bag and everything personal load afresh on the order's page.
        navigate(fill(paths.order, { number: order.number }));
        return;
      } catch (error) {
        const refused = placeFailure(error, labels);
        if (refused.unconfirmed && confirming < CONFIRM_TRIES) {
          setNotice(labels.confirming);
          await new Promise((resolve) => setTimeout(resolve, confirmDelayMs));
          continue;
        }
        setNotice('');
        if (refused.newAttempt) endAttempt(storage, scope, { keepDraft: true });
        setErrors(refused.fields);
        setFailure(refused);
        placingRef.current = false;
        setPlacing(false);
        return;
      }
    }
  };

  if (!bag) {
    return loadFailed ? (
      <div className="bag-notice" role="alert">
        <p>{labels.loadFailed}</p>
        <button type="button" className="button" onClick={() => void bagQuery.refetch()}>{labels.retry}</button>
      </div>
    ) : (
      <CartSkeleton label={labels.loading} />
    );
  }

  if (!bag.lines.some((l) => l.kind === 'product')) {
    return (
      <div className="bag-empty checkout-empty">
        <p>{labels.empty}</p>
        <a className="button" href={paths.shop}>{labels.emptyLink}</a>
      </div>
    );
  }

  const blocked = bag.checkout.blocked ? { fields: {}, message: labels['error.outOfStock'], toBag: true, newAttempt: false } : null;
  return (
    <div className="bag-layout checkout-layout">
      <CheckoutForm
        formRef={formRef}
        labels={labels}
        country={country}
        money={money}
        paths={paths}
        bag={bag}
        values={values}
        errors={errors}
        failure={blocked ?? failure}
        notice={notice}
        stores={stores}
        onRetryStores={() => void storesQuery.refetch()}
        removing={removing}
        placing={placing}
        blocked={!!blocked}
        onChange={change}
        onDelivery={(d) => void chooseDelivery(d)}
        onSubmit={place}
      />
      <CheckoutSummary
        labels={labels}
        totalsLabels={totalsLabels}
        locale={money.locale}
        goldShipping={perkLabels?.goldShipping}
        giftCard={
          <>
            {perkLabels ? <MemberOffers api={api} labels={perkLabels} money={money} mode="bag" bagOffer={bag.offer} refreshKey={bag.totals.subtotal} onChange={() => void load()} /> : null}
            <GiftCardRedemption api={api} labels={giftCardLabels} money={money} redeemed={bag.totals.giftCardRedeemed} onChange={() => void load()} />
          </>
        }
        country={country}
        bag={bag}
        delivery={values.delivery}
        deliveryOption={values.deliveryOption}
        price={(amount) => formatMinor(amount, bag.currency, money)}
      />
    </div>
  );
}
