/**
 * Stock changed inside the store (an order took it, a failed or expired payment gave it back): the cached
 * pages and listings of the products concerned are expired at once, so "only N left" and "out of stock"
 * show the truth on the next request rather than within the hour.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import type { Queryable } from '@/commerce/catalog/context';
import { productTag } from './catalog';

/** Expires the product pages (and the listings tagged with them) of an order's products. */
export async function refreshOrderProducts(db: Queryable, orderNumber: string): Promise<void> {
  const { rows } = await db.query<{ slug: string }>(
    "SELECT DISTINCT p.slug FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN variants v ON v.id = l.variant_id JOIN products p ON p.id = v.product_id WHERE o.number = $1 AND l.kind = 'product'",
    [orderNumber],
  );
  for (const { slug } of rows) revalidateTag(productTag(slug), { expire: 0 });
}

/** The same for the order a payment belongs to. */
export async function refreshPaymentProducts(db: Queryable, paymentId: string): Promise<void> {
  const { rows } = await db.query<{ number: string }>('SELECT o.number FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1', [paymentId]);
  if (rows[0]) await refreshOrderProducts(db, rows[0].number);
}

/**
 * A review of the product was published or withdrawn: its rating and reviews changed. Its pages (the product
 * page and the listings showing it) expire, and so do the other listings, whose "top rated" order and rating
 * filter may now take it in or leave it out.
 */
export function refreshReviewedProduct(slug: string): void {
  revalidateTag(productTag(slug), { expire: 0 });
  revalidateTag('listing', { expire: 0 });
}
