'use client';

/**
 * The `/cart` page's island: the bag's lines, promo codes, gifts with purchase, free samples, Beauty Pass
 * rewards, totals and the checkout button. The page itself is a static shell; everything here loads from
 * the API after hydration (a skeleton until then) through the page's cart actor, which the header shares.
 */
import { useEffect, useMemo, useRef } from 'react';
import Link from 'next/link';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor } from '@/lib/money';
import { hasSession } from '../account/session';
import { useHydrated } from '../hydration/useHydrated';
import { BagLineItem } from './BagLineItem';
import { BagTotals } from './BagTotals';
import { totalsNumberFormats } from './TotalsList';
import { CheckoutReassurance } from './CheckoutReassurance';
import { GiftChoices, RewardChoices, SampleChoices } from './BagChoices';
import type { BagContextProps, BagLabels } from './labels';
import { bagMessage, failureText } from './messages';
import { PromoCodes } from './PromoCodes';
import { GiftCardRedemption } from '../gift-cards/GiftCardRedemption';
import { MemberOffers } from '../perks/MemberOffers';
import type { PerkLabels } from '../perks/labels';
import { useBagHandle } from './BagProvider';
import { useCart } from './use-bag';
import { useBagRead } from './use-bag-read';

export interface CartPageProps extends BagContextProps {
  labels: BagLabels;
  /** The Beauty Pass offers section's strings (a member applies an offer beside the promo code). */
  perkLabels?: PerkLabels;
}

const withReturnTo = (path: string) => `${path}?return_to=${encodeURIComponent(window.location.pathname + window.location.search)}`;

export function CartPage(props: CartPageProps) {
  const bag = useBagHandle();
  // The page needs the bag at once: start the actor now rather than when the browser is idle.
  useEffect(() => void bag?.start(), [bag]);
  return bag?.actor ? <CartContents {...props} /> : <CartSkeleton label={props.labels.loading} />;
}

function CartContents({ labels, perkLabels, api, money, paths }: CartPageProps) {
  const [snapshot, actor] = useCart((s) => s);
  const hydrated = useHydrated();
  const { bag, busyLine, confirming, promoError, error } = snapshot.context;
  const loadFailed = !bag && snapshot.matches('error');

  // The whole bag, once, when the page opens (the header may already have it from an add).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    actor.send({ type: 'LOAD' });
  }, [actor]);

  const hasLines = !!bag && bag.lines.length > 0;
  const offers = useBagRead(api, 'cart/offers', (client, signal) => client.offers(signal), hasLines ? bag : null);
  const samples = useBagRead(api, 'cart/samples', (client, signal) => client.samples(signal), hasLines ? bag : null);
  const rewards = useBagRead(api, 'cart/beauty-pass-offers', (client, signal) => client.rewards(signal), hasLines ? bag : null);

  const formats = useMemo(() => {
    const { formatNumber, formatPercent } = totalsNumberFormats(money.locale);
    return { number: formatNumber, percent: formatPercent };
  }, [money.locale]);
  const price = (amount: number) => formatMinor(amount, bag?.currency ?? money.currency, money);

  if (!bag) {
    return loadFailed ? (
      <div className="bag-notice" role="alert">
        <p>{labels.loadFailed} {error ? failureText(error, labels) : null}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'LOAD' })}>{labels.retry}</button>
      </div>
    ) : (
      <CartSkeleton label={labels.loading} />
    );
  }

  if (!hasLines) {
    return (
      <div className="bag-empty">
        <p>{labels.empty}</p>
        <Link className="button" href={paths.newArrivals} prefetch={false}>{labels.emptyLink}</Link>
      </div>
    );
  }

  const busy = !snapshot.matches('idle') && !snapshot.matches('error');
  const signedIn = hydrated && hasSession();
  const signInHref = hydrated ? withReturnTo(paths.signIn) : paths.signIn;
  const signUpHref = hydrated ? withReturnTo(paths.signUp) : paths.signUp;
  const blockedReasons = bag.checkout.reasons.length ? bag.checkout.reasons.map((r) => bagMessage(r, labels)) : [labels.checkoutEmpty];

  return (
    <div className="bag-layout">
      <div className="bag-layout__main">
        <ul className="bag-lines" aria-label={labels.heading}>
          {bag.lines.map((line) => (
            <BagLineItem
              key={line.id}
              line={line}
              labels={labels}
              price={price}
              formatNumber={formats.number}
              busy={busy && busyLine === line.id}
              signedIn={signedIn}
              signInHref={signInHref}
              onQuantity={(quantity) => actor.send({ type: 'SET_QUANTITY', lineId: line.id, quantity })}
              onRemove={() => actor.send({ type: 'REMOVE', lineId: line.id })}
              onMoveToWishList={() => actor.send({ type: 'REMOVE', lineId: line.id, moveToWishList: true })}
            />
          ))}
        </ul>
        {confirming ? (
          <ConfirmGiftRemoval
            labels={labels}
            name={confirming.name}
            code={bag.promoCode?.code ?? ''}
            onConfirm={() => actor.send({ type: 'CONFIRM' })}
            onCancel={() => actor.send({ type: 'CANCEL' })}
          />
        ) : null}
        <GiftChoices bag={bag} labels={labels} busy={busy} onChoose={(variantId, promotionId) => actor.send({ type: 'CHOOSE_GIFT', variantId, promotionId })} />
        <SampleChoices samples={samples} labels={labels} busy={busy} onAdd={(sku) => actor.send({ type: 'ADD_SAMPLE', sku })} />
        <RewardChoices
          rewards={rewards}
          labels={labels}
          busy={busy}
          formatNumber={formats.number}
          signInHref={signInHref}
          signUpHref={signUpHref}
          onRedeem={(rewardId) => actor.send({ type: 'REDEEM_REWARD', rewardId })}
        />
      </div>
      <aside className="bag-layout__side">
        <PromoCodes
          bag={bag}
          labels={labels}
          offers={offers}
          applying={snapshot.matches('applyingPromo') || snapshot.matches('removingPromo')}
          refusal={promoError}
          onApply={(code) => actor.send({ type: 'APPLY_PROMO', code })}
          onRemove={() => actor.send({ type: 'REMOVE_PROMO' })}
          productPath={paths.product}
        />
        {perkLabels ? <MemberOffers api={api} labels={perkLabels} money={money} mode="bag" bagOffer={bag.offer} refreshKey={bag.totals.subtotal} onChange={() => actor.send({ type: 'LOAD' })} /> : null}
        <GiftCardRedemption api={api} labels={labels} money={money} redeemed={bag.totals.giftCardRedeemed} onChange={() => actor.send({ type: 'LOAD' })} />
        <BagTotals bag={bag} labels={labels} goldShipping={perkLabels?.goldShipping} price={price} formatNumber={formats.number} formatPercent={formats.percent} />
        {bag.checkout.blocked ? (
          <div className="checkout">
            <button type="button" className="button checkout__button" disabled aria-describedby="checkout-blocked">{labels.checkout}</button>
            <div id="checkout-blocked" className="checkout__reasons">
              <p>{labels.checkoutBlocked}</p>
              <ul>{blockedReasons.map((r) => <li key={r}>{r}</li>)}</ul>
            </div>
          </div>
        ) : (
          <a className="button checkout__button" href={paths.checkout}>{labels.checkout}</a>
        )}
        <CheckoutReassurance country={api.country} language={api.language} />
      </aside>
    </div>
  );
}

/** Removing a gift asks first: it also removes the code that granted it (SPEC §4). */
function ConfirmGiftRemoval({ labels, name, code, onConfirm, onCancel }: { labels: BagLabels; name: string; code: string; onConfirm: () => void; onCancel: () => void }) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      className="confirm"
      role="alertdialog"
      aria-labelledby="confirm-gift-title"
      aria-describedby="confirm-gift-body"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id="confirm-gift-title">{labels['gifts.confirmTitle']}</h2>
      <p id="confirm-gift-body">{fill(labels['gifts.confirmBody'], { name, code })}</p>
      <div className="confirm__actions">
        <button ref={confirmRef} type="button" className="button" onClick={onConfirm}>{labels['gifts.confirm']}</button>
        <button type="button" className="button button--secondary" onClick={onCancel}>{labels['gifts.cancel']}</button>
      </div>
    </div>
  );
}

/** Shaped like the bag (lines and a summary), so nothing moves when it arrives. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div className="bag-layout" aria-busy="true">
      <p className="visually-hidden" role="status">{label}</p>
      <div className="bag-layout__main" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="bag-line bag-line--skeleton">
            <div className="skeleton bag-line__image" />
            <div className="bag-line__details">
              <div className="skeleton skeleton--line skeleton--short" />
              <div className="skeleton skeleton--line" />
            </div>
          </div>
        ))}
      </div>
      <div className="bag-layout__side" aria-hidden="true">
        <div className="skeleton totals--skeleton" />
      </div>
    </div>
  );
}
