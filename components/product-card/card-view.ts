/**
 * What a product card shows, prepared: links, translated badges, formatted prices and the screen-reader
 * texts, from a `ProductSummary`. A server block prepares its cards and hands only these few fields to the
 * client card (not the product, not the labels: see `PreparedCard`), so the cached page's inline RSC payload
 * carries about 300 bytes per card instead of the card's whole element tree. The listing island prepares the
 * cards it appends with the same function, so both render the same.
 *
 * Optional fields are left out, never `undefined` (React would serialise `"$undefined"` for each).
 */
import type { ProductSummary } from '@/schemas/api/catalog';
import { fill, plural } from '@/lib/i18n/plural-templates';
import { formatMinor } from '@/lib/money';
import { productHref, type CardContext, type ProductCardLabels } from './labels';

export const MAX_SWATCHES = 5;

export interface CardView {
  id: number;
  href: string;
  brand: string;
  name: string;
  image: string;
  width: number;
  height: number;
  state: ProductSummary['state'];
  /** The variant "Add to bag" adds. */
  variantId: number;
  /** The (sale) price as shown, with "From" when variants differ. */
  price: string;
  /** The struck-through original price, when discounted. */
  was?: string;
  /** Translated badge labels. */
  badges?: string[];
  /** Stars filled to `percent`; `count` shown; `text` read by screen readers. */
  rating?: { percent: number; count: number; text: string };
  /** Up to five shade swatches (more than one shade only), how many more, and the number of shades read. */
  shades?: { swatches: { hex: string; name: string }[]; more: number; text: string };
}

export function formatRating(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average);
}

export function cardView(product: ProductSummary, labels: ProductCardLabels, context: CardContext): CardView {
  const { money } = context;
  const amount = formatMinor(product.price.amount, product.price.currency, money);
  const compareAt = product.price.compareAt;
  const view: CardView = {
    id: product.id,
    href: productHref(context.pathPrefix, product.slug),
    brand: product.brand.name,
    name: product.name,
    image: product.image.url,
    width: product.image.width,
    height: product.image.height,
    state: product.state,
    variantId: product.defaultVariantId,
    price: product.priceFrom ? fill(labels.priceFrom, { price: amount }) : amount,
  };
  if (compareAt !== null && compareAt > product.price.amount) view.was = formatMinor(compareAt, product.price.currency, money);
  if (product.badges.length) view.badges = product.badges.map((badge) => labels.badges[badge]);
  if (product.rating.count > 0) {
    view.rating = {
      percent: Math.round(Math.max(0, Math.min(100, (product.rating.average / 5) * 100))),
      count: product.rating.count,
      text: plural(labels.rating, product.rating.count, money.locale, { rating: formatRating(product.rating.average, money.locale) }),
    };
  }
  const swatches = product.swatches.slice(0, MAX_SWATCHES);
  if (swatches.length > 1) {
    view.shades = {
      swatches: swatches.map((s) => ({ hex: s.shadeHex, name: s.shadeName })),
      more: Math.max(0, product.variantCount - swatches.length),
      text: plural(labels.shades, product.variantCount, money.locale),
    };
  }
  return view;
}
