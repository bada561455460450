'use client';

/**
 * The `/wishlist` island: the signed-in member's wish list in this country (image, brand, name, shade, price
 * in the country's currency, stock state, the product button — add to bag, or waitlist me when sold out —
 * and Remove), then their active waitlist entries and reminders, each cancellable. The page is a static
 * shell; everything here loads from the API after hydration. A guest is sent to sign in and comes back here.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor } from '@/lib/money';
import { hasSession } from '../account/session';
import { useHydrated } from '../hydration/useHydrated';
import { AddToBagButton } from '../bag/AddToBagButton';
import { productHref } from '../product-card/labels';
import { initialButtonState } from '../product-card/product-button-states';
import type { WishListPageProps } from './labels';
import type { PricedVariant } from './member-actions';
import { toggleWish, useMemberState } from './member-store';
import { useMemberContext } from './use-member';

type Subscription = Awaited<ReturnType<typeof import('./member-actions').fetchSubscriptions>>[number];
interface Item {
  variant: PricedVariant;
  shade: string | null;
  alt: string;
}
type Load = { status: 'loading' } | { status: 'guest' } | { status: 'failed' } | { status: 'ready'; items: Item[]; subscriptions: Subscription[] };

const actions = () => import('./member-actions');

async function loadPage(): Promise<Load> {
  const m = await actions();
  const [wished, subscriptions] = await Promise.all([m.fetchWishList(), m.fetchSubscriptions()]);
  const variants = await m.fetchVariants(wished.map((w) => w.variantId));
  const byId = new Map(variants.map((v) => [v.id, v]));
  const items = wished.flatMap((w) => {
    const variant = byId.get(w.variantId);
    return variant ? [{ variant, shade: w.shade, alt: w.image.alt }] : [];
  });
  return { status: 'ready', items, subscriptions };
}

export function WishListPage({ labels, money, pathPrefix, paths }: WishListPageProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const ctx = useMemberContext(labels.button);
  const { wished, subscribed } = useMemberState(null, ctx);

  // A guest (no `jwt-data` cookie) is sent to sign in and comes back here.
  const hydrated = useHydrated();
  const guest = hydrated && !hasSession();
  const fetchAll = useCallback(() => {
    loadPage().then(setLoad, async (error: unknown) => {
      const m = await actions();
      if (m.isUnauthorized(error)) {
        setLoad({ status: 'guest' });
        m.navigate(m.signInUrl({}));
      } else setLoad({ status: 'failed' });
    });
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    if (guest) void actions().then((m) => m.navigate(m.signInUrl({})));
    else fetchAll();
  }, [hydrated, guest, fetchAll]);
  const retry = () => {
    setLoad({ status: 'loading' });
    fetchAll();
  };

  // A "Waitlist me" pressed here adds a subscription this page has not listed yet: read them again.
  const listed = load.status === 'ready' ? load.subscriptions : null;
  useEffect(() => {
    if (!listed) return;
    const known = new Set(listed.filter((s) => s.status === 'active').map((s) => s.variantId));
    if ([...subscribed.keys()].some((id) => !known.has(id))) {
      void actions()
        .then((m) => m.fetchSubscriptions())
        .then((subscriptions) => setLoad((current) => (current.status === 'ready' ? { ...current, subscriptions } : current)), () => undefined);
    }
  }, [listed, subscribed]);

  const cancel = async (id: number) => {
    try {
      const subscriptions = await (await actions()).cancelSubscription(id);
      // The cancelled row goes; focus goes to the section's heading.
      focusNext.current = 'wishlist-subscriptions';
      setLoad((current) => (current.status === 'ready' ? { ...current, subscriptions } : current));
      ctx.notify?.({ type: 'success', title: labels.cancelled });
    } catch {
      ctx.notify?.({ type: 'error', title: labels.button.failed });
    }
  };

  // After Remove, focus goes to the next item's name (or the previous one's, or the empty state's link).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current && document.getElementById(focusNext.current);
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  });

  const price = useMemo(() => (amount: number, currency: string) => formatMinor(amount, currency, money), [money]);

  if (guest || load.status === 'guest') {
    return (
      <div className="wishlist-empty">
        <p>{labels.signIn}</p>
        <a className="button" href={paths.signIn}>{labels.signInLink}</a>
      </div>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="wishlist-notice" role="alert">
        <p>{labels.loadFailed}</p>
        <button type="button" className="button" onClick={retry}>{labels.retry}</button>
      </div>
    );
  }
  if (load.status === 'loading') {
    return <WishListSkeleton label={labels.loading} />;
  }

  const items = load.items.filter((item) => wished.has(item.variant.id));
  const active = load.subscriptions.filter((s) => s.status === 'active');
  return (
    <>
      {items.length === 0 ? (
        <div className="wishlist-empty">
          <p>{labels.empty}</p>
          <Link className="button" id="wishlist-empty-link" href={paths.newArrivals} prefetch={false}>{labels.emptyLink}</Link>
        </div>
      ) : (
        <ul className="bag-lines" aria-label={labels.items}>
          {items.map(({ variant, shade, alt }, index) => {
            const nameId = `wish-item-${variant.id}`;
            const stock = variant.stock;
            const stockText =
              stock.state === 'out_of_stock' ? labels.outOfStock : stock.state === 'low_stock' && stock.quantityLeft !== null ? fill(labels.onlyLeft, { count: stock.quantityLeft }) : labels.inStock;
            const compareAt = variant.price.compareAt !== null && variant.price.compareAt > variant.price.amount ? variant.price.compareAt : null;
            return (
              <li key={variant.id} className="bag-line wishlist-item" aria-labelledby={nameId}>
                <Image className="bag-line__image" src={variant.image.url} width={96} height={96} alt={alt} unoptimized />
                <div className="bag-line__details">
                  <p className="bag-line__brand">{variant.brand.name}</p>
                  <h3 className="bag-line__name" id={nameId}>
                    <Link id={`${nameId}-link`} href={`${productHref(pathPrefix, variant.productSlug)}?variant=${variant.id}`} prefetch={false}>{variant.productName}</Link>
                  </h3>
                  <p className="bag-line__meta">
                    {shade ? <span>{fill(labels.shade, { shade })}</span> : null}
                    <span className={`stock-state stock-state--${stock.state}`}>{stockText}</span>
                  </p>
                  <p className="bag-line__price">
                    <span className={`price${compareAt !== null ? ' price--sale' : ''}`}>{price(variant.price.amount, variant.price.currency)}</span>
                    {compareAt !== null ? <> <s className="price price--original">{price(compareAt, variant.price.currency)}</s></> : null}
                  </p>
                </div>
                <div className="bag-line__actions">
                  <AddToBagButton variantId={variant.id} state={initialButtonState('available', stock.state)} labels={labels.button} describedBy={nameId} />
                  <button type="button" className="link-button" aria-label={fill(labels.button.wishRemove, { product: variant.productName })}
                    onClick={() => {
                      const next = items[index + 1] ?? items[index - 1];
                      focusNext.current = next ? `wish-item-${next.variant.id}-link` : 'wishlist-empty-link';
                      toggleWish(variant.id, ctx);
                    }}
                  >
                    {labels.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <section aria-labelledby="wishlist-subscriptions" id="subscriptions">
        <h2 id="wishlist-subscriptions" tabIndex={-1}>{labels.subscriptions}</h2>
        {active.length === 0 ? (
          <p className="wishlist-notice">{labels.subscriptionsEmpty}</p>
        ) : (
          <ul className="wishlist-subscriptions">
            {active.map((s) => (
              <li key={s.id} className="wishlist-subscription">
                <div>
                  <p className="wishlist-subscription__name">
                    <Link href={`${productHref(pathPrefix, s.productSlug)}?variant=${s.variantId}`} prefetch={false}>{s.name}</Link>
                  </p>
                  <p className="wishlist-subscription__kind">{s.kind === 'waitlist' ? labels.waitlistEntry : labels.remindEntry}</p>
                </div>
                <button type="button" className="button button--secondary" aria-label={fill(labels.cancelLabel, { product: s.name })} onClick={() => void cancel(s.id)}>
                  {labels.cancel}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The wish list while it loads: three line-shaped placeholders. */
export function WishListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">{label}</p>
      <ul className="bag-lines" aria-hidden="true">
        {[0, 1, 2].map((i) => <li key={i} className="bag-line wishlist-item--skeleton skeleton" />)}
      </ul>
    </div>
  );
}
