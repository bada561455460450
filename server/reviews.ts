/**
 * The product page's reviews, cached (server only): the first page of a product's published reviews, tagged
 * like the product itself (`catalog`, `product:<slug>`), so publishing or withdrawing a review expires it
 * together with the page's rating (server/catalog-freshness.ts `refreshReviewedProduct`).
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getPool } from '@/commerce/db/pool';
import { listProductReviews } from '@/commerce/reviews/reviews';
import type { ProductReviewsResponse } from '@/schemas/api/reviews';
import { CATALOG_TAG, productTag } from './catalog';

/** How many reviews the product page shows before "Show more reviews". */
export const FIRST_REVIEWS = 5;

export async function loadProductReviews(slug: string): Promise<ProductReviewsResponse | null> {
  'use cache';
  cacheTag(CATALOG_TAG, productTag(slug));
  cacheLife('hours');
  return listProductReviews(getPool(), slug, { page: 1, pageSize: FIRST_REVIEWS });
}
