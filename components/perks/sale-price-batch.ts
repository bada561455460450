/**
 * The product cards' sale prices, asked in batches (issue 9): cards say which variants came into view; the
 * batch waits a moment so cards that appear together go in one request (at most `max` ids each, the API's
 * limit), asks each variant once per page, and tells its listener when answers arrive. A failed request
 * leaves those variants without a member price (the public price stays); it is not asked again.
 */
import type { MemberSalePrice } from './sale-price';

export interface SalePriceBatch {
  /** Variants that came into view; the unknown ones are asked for with the next batch. */
  want(variantIds: Iterable<number>): void;
  /** The member's price of a variant, once known; null when none or not (yet) known. */
  price(variantId: number): MemberSalePrice | null;
  dispose(): void;
}

export function salePriceBatch({ load, onPrices, delayMs = 30, max = 100 }: {
  load: (variantIds: number[]) => Promise<Map<number, MemberSalePrice>>;
  onPrices: () => void;
  delayMs?: number;
  max?: number;
}): SalePriceBatch {
  const asked = new Set<number>();
  const prices = new Map<number, MemberSalePrice>();
  let pending: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const flush = () => {
    timer = undefined;
    const ids = pending;
    pending = [];
    for (let i = 0; i < ids.length; i += max) {
      load(ids.slice(i, i + max)).then(
        (answer) => {
          if (disposed || answer.size === 0) return;
          for (const [id, price] of answer) prices.set(id, price);
          onPrices();
        },
        () => undefined,
      );
    }
  };

  return {
    want(variantIds) {
      for (const id of variantIds) {
        if (disposed || asked.has(id)) continue;
        asked.add(id);
        pending.push(id);
      }
      if (pending.length && timer === undefined) timer = setTimeout(flush, delayMs);
    },
    price: (variantId) => prices.get(variantId) ?? null,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
    },
  };
}
