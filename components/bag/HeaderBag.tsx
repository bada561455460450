'use client';

/**
 * The header's bag. The server renders a plain link to `/cart` named "Bag" (no count: nothing personal in a
 * cached page). Once hydrated it asks `cart/items-count`, and becomes a disclosure named "Bag, N items"
 * whose panel shows the latest items, the subtotal and "View bag"; the whole bag is read when it first opens
 * (or comes with the answer of an add). Same box in both states, so nothing moves.
 */
import { useEffect, useRef, useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { selectCount } from '@/flows/bag/bag.selectors';
import { fill, plural } from '@/lib/i18n/plural-templates';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import { BagIcon } from '../icons/Icons';
import { useHydrated } from '../hydration/useHydrated';
import { useBagHandle, type BagHandle } from './BagProvider';
import { apiKey } from '@/lib/api-client/query-keys';
import { readLazily } from '../query/lazy-read';
import type { ApiLocale } from '../account/account-api';
import type { HeaderBagLabels } from './labels';
import { useCart } from './use-bag';
import { useDisclosureDismiss } from '../disclosure/useDisclosureDismiss';
import { fullNavigation } from '../account/location';

export interface HeaderBagProps {
  labels: HeaderBagLabels;
  cartPath: string;
  money: MoneyFormat;
}

const LATEST = 3;

export function HeaderBag(props: HeaderBagProps) {
  const hydrated = useHydrated();
  const bag = useBagHandle();
  // A click on the link before the bag ran opens the menu as soon as it does.
  const [openWhenReady, setOpenWhenReady] = useState(false);
  if (hydrated && bag?.actor) return <BagDisclosure {...props} openAtFirst={openWhenReady} />;
  return <BagLink {...props} bag={hydrated ? bag : null} onOpen={() => setOpenWhenReady(true)} />;
}

/**
 * Before the cart actor runs: a link to `/cart` that, once hydrated, shows the count (one small read, no
 * state machine). A click (or Enter) starts the actor and opens the menu once it runs. Not on hover or focus:
 * swapping the link for the menu between a press and its release loses the click.
 */
function BagLink({ labels, cartPath, money, bag, onOpen }: HeaderBagProps & { bag: BagHandle | null; onOpen: () => void }) {
  const [count, setCount] = useState<number | null>(null);
  const api = bag?.api;
  useEffect(() => {
    if (!api) return;
    let current = true;
    readItemsCount(api).then((n) => current && setCount(n), () => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  const name = count === null ? labels.bag.title : count === 0 ? labels.empty : plural(labels.count, count, money.locale);
  return (
    <Link
      className="icon-button"
      href={cartPath}
      aria-label={name}
      prefetch={false}
      data-slot="header-bag"
      data-opens-menu=""
      onClick={(event) => {
        // A plain click opens the menu (once the bag runs); if the bag cannot load, the link goes to /cart.
        if (!bag || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
        bag.start().catch(() => fullNavigation(cartPath));
      }}
    >
      <BagIcon />
      {count ? <span className="bag-count" aria-hidden="true" data-slot="bag-count">{count}</span> : null}
    </Link>
  );
}

/**
 * `cart/items-count` as a query of the page's query layer (SPEC §7's retries), keyed as the cart actor reads it.
 * The layer and the bare API client (no schemas, no zod: this read is on every page) load after hydration as
 * lazy chunks; the bag's full client comes with the cart actor.
 */
function readItemsCount(api: ApiLocale): Promise<number> {
  return readLazily(apiKey('cart/items-count', api), (signal) =>
    import('@/lib/api-client/client').then(({ createApiClient }) => createApiClient(api).get<{ count: number }>('cart/items-count', { signal })).then((body) => body.count),
  );
}

function BagDisclosure({ labels, cartPath, money, openAtFirst = false }: HeaderBagProps & { openAtFirst?: boolean }) {
  const [{ count, bag, loading }, actor] = useCart((s) => ({ count: selectCount(s), bag: s.context.bag, loading: s.matches('loadingBag') }));
  const detailsRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (actor.getSnapshot().context.serverCount === null) actor.send({ type: 'LOAD_COUNT' });
  }, [actor]);

  // Opened from the link (clicked before the bag ran): open now, with focus on the menu's button.
  useEffect(() => {
    const details = detailsRef.current;
    if (!openAtFirst || !details) return;
    details.open = true;
    details.querySelector('summary')?.focus();
  }, [openAtFirst]);

  // Escape and a click elsewhere close the open menu; Escape gives focus back to its button.
  useDisclosureDismiss(detailsRef);

  const name = count === null ? labels.bag.title : count === 0 ? labels.empty : plural(labels.count, count, money.locale);
  const latest = (bag?.lines ?? []).filter((l) => l.kind === 'product').slice(-LATEST).reverse();
  const price = (amount: number) => formatMinor(amount, bag?.currency ?? money.currency, money);

  return (
    <details
      ref={detailsRef}
      className="disclosure header-bag"
      data-slot="header-bag"
      onToggle={(event) => {
        if (event.currentTarget.open && !actor.getSnapshot().context.bag) actor.send({ type: 'LOAD' });
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a') && detailsRef.current) detailsRef.current.open = false;
      }}
    >
      <summary className="icon-button" aria-label={name}>
        <BagIcon />
        {count ? <span className="bag-count" aria-hidden="true" data-slot="bag-count">{count}</span> : null}
      </summary>
      <div className="disclosure__panel header-bag__panel">
        {!bag ? (
          <p className="header-bag__loading" aria-busy={loading || undefined}>{labels.bag.loading}</p>
        ) : latest.length === 0 ? (
          <p>{labels.bag.dropdownEmpty}</p>
        ) : (
          <>
            <p className="header-bag__title">{labels.bag.latest}</p>
            <ul className="header-bag__items">
              {latest.map((line) => (
                <li key={line.id} className="header-bag__item">
                  <Image src={line.image.url} width={48} height={48} alt="" unoptimized />
                  <span>
                    <span className="header-bag__brand">{line.brand.name}</span>
                    <span className="header-bag__name">{line.name}</span>
                    {line.shade ? <span className="header-bag__meta">{fill(labels.bag['line.shade'], { shade: line.shade })}</span> : null}
                  </span>
                  <span className="header-bag__price">{line.quantity} × {line.total === 0 ? labels.bag['line.free'] : price(line.unitPrice)}</span>
                </li>
              ))}
            </ul>
            <p className="header-bag__subtotal">
              <span>{labels.bag['totals.subtotal']}</span> <span>{price(bag.totals.subtotal)}</span>
            </p>
          </>
        )}
        <Link className="button header-bag__view" href={cartPath} prefetch={false}>{labels.bag.viewBag}</Link>
      </div>
    </details>
  );
}
