/**
 * What a product card needs from the server, already translated (client islands get strings, not a
 * catalogue). One object per page, shared by every card, so the RSC payload carries it once.
 */
import type { PluralTemplates } from '@/lib/i18n/plural-templates';
import type { MoneyFormat } from '@/lib/money';

export type BadgeCode = 'coming_soon' | 'priority_access' | 'app_exclusive';

export interface ProductButtonLabels {
  addToBag: string;
  adding: string;
  outOfStock: string;
  waitlistMe: string;
  waitlisted: string;
  remindMe: string;
  /** A coming-soon product the member asked to be reminded of. */
  reminded: string;
  /** Hearts: "Add {product} to wish list", "Remove {product} from wish list". */
  wishAdd: string;
  wishRemove: string;
  /** Success messages (SPEC §8): "Added to wish list", notify-me registered; and a failed member call. */
  wishAdded: string;
  registered: string;
  failed: string;
}

export interface ProductCardLabels {
  badges: Record<BadgeCode, string>;
  /** "From {price}" */
  priceFrom: string;
  /** Read before a discounted price, e.g. "Sale price". */
  salePrice: string;
  /** Read before the struck-through price, e.g. "Original price". */
  originalPrice: string;
  /** "{rating} out of 5 stars, {count} reviews" per plural category. */
  rating: PluralTemplates;
  /** "{count} shades" per plural category. */
  shades: PluralTemplates;
  button: ProductButtonLabels;
}

/** What the card's markup itself reads (the rest goes into its prepared view on the server). */
export type CardMarkupLabels = Pick<ProductCardLabels, 'salePrice' | 'originalPrice' | 'button'>;

export const markupLabels = ({ salePrice, originalPrice, button }: ProductCardLabels): CardMarkupLabels => ({ salePrice, originalPrice, button });

/** Where cards render: the money format and the locale prefix of links (`''` or `/en`). */
export interface CardContext {
  money: MoneyFormat;
  pathPrefix: string;
}

export const productHref = (pathPrefix: string, slug: string) => `${pathPrefix}/products/${encodeURIComponent(slug)}`;
