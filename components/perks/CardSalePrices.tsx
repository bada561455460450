'use client';

/**
 * The member's sale prices on product cards (issue 9): ONE island per page (the default layout mounts it),
 * not one per card. Cached pages render the public price; each card's price line carries its variant
 * (`data-sale-variant`). With a session (`hasSession()`: a guest's page asks nothing), the island watches
 * the page's cards — listings, carousels, search, the cards a listing appends — and, as they come into view,
 * asks `beauty-pass/sale-prices` for those variants in batches (queries of the page's query layer, loaded with
 * the first batch); where the member is entitled to a price
 * (gold early sale access, black's Beauty Pass Sale window) it renders the same markup as the product page's
 * island into the card's price line through a portal, and the public price steps aside (CSS).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ApiLocale } from '../account/account-api';
import { hasSession } from '../account/session';
import type { MoneyFormat } from '@/lib/money';
import { readSalePrices, SalePriceParts, type SalePriceLabels } from './sale-price';
import { salePriceBatch, type SalePriceBatch } from './sale-price-batch';

/** The attribute a card's price line carries: the variant its price is of. */
export const SALE_VARIANT_ATTRIBUTE = 'data-sale-variant';

interface Shown {
  batch: SalePriceBatch;
  /** Price lines that came into view and are still in the page. */
  slots: HTMLElement[];
}

const variantOf = (el: Element) => Number(el.getAttribute(SALE_VARIANT_ATTRIBUTE));

export function CardSalePrices({ api, labels, money }: { api: ApiLocale; labels: SalePriceLabels; money: MoneyFormat }) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!hasSession()) return;
    const visible = new Set<HTMLElement>();
    const watched = new WeakSet<Element>();
    const publish = () => setShown({ batch, slots: [...visible] });
    const batch = salePriceBatch({ load: (ids) => readSalePrices(api, ids), onPrices: publish });
    const show = (els: HTMLElement[]) => {
      els.forEach((el) => visible.add(el));
      batch.want(els.map(variantOf).filter((id) => Number.isInteger(id) && id > 0));
    };
    // Only cards in (or near) the viewport are asked for; without IntersectionObserver, every card is.
    const io = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          const seen = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
          seen.forEach((el) => io!.unobserve(el));
          if (seen.length) show(seen);
        }, { rootMargin: '200px 0px' })
      : null;
    let frame = 0;
    const scan = () => {
      frame = 0;
      const found = [...document.querySelectorAll<HTMLElement>(`[${SALE_VARIANT_ATTRIBUTE}]`)].filter((el) => !watched.has(el));
      found.forEach((el) => watched.add(el));
      if (io) found.forEach((el) => io.observe(el));
      else if (found.length) show(found);
      // Cards that left the page (another listing page, a client navigation) are forgotten.
      let gone = false;
      for (const el of visible) if (!el.isConnected) gone = visible.delete(el) || gone;
      if (gone) publish();
    };
    scan();
    const mo = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(scan);
    });
    mo.observe(document.body, { childList: true, subtree: true });
    return () => {
      batch.dispose();
      io?.disconnect();
      mo.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api.country, api.language]);

  if (!shown) return null;
  return shown.slots.map((el, i) => {
    const price = shown.batch.price(variantOf(el));
    return price
      ? createPortal(
          <span className="early-sale-price early-sale-price--card">
            <SalePriceParts price={price} labels={labels} money={money} />
          </span>,
          el,
          `${variantOf(el)}-${i}`,
        )
      : null;
  });
}
