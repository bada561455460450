/**
 * The product card (BRAND.md): square image on mist, brand in small caps, name on two lines at most, price
 * (a sale price in the accent with the original struck through; "from" when variants differ), rating,
 * badges as small outlined labels, shade swatches and the full-width product button.
 *
 * Shared by server and client: listings render their first page on the server and append later pages in
 * their island with the same component, so it takes translated labels and a money format, not a translator.
 */
import Image from 'next/image';
import Link from 'next/link';
import type { ProductSummary } from '../../schemas/api/catalog';
import { fill, plural } from '../../lib/i18n/plural-templates';
import { formatMinor } from '../../lib/money';
import { productHref, type CardContext, type ProductCardLabels } from './labels';
import { AddToBagButton } from '../cart/AddToBagButton';
import { initialButtonState } from './product-button-states';

export interface ProductCardProps {
  product: ProductSummary;
  labels: ProductCardLabels;
  context: CardContext;
  /** Makes element ids unique when a product shows twice on a page (e.g. a carousel and a listing). */
  idPrefix: string;
  /** Heading level of the product name (3 under a block's h2). */
  headingLevel?: 2 | 3;
  /** Load the image eagerly (cards in the first viewport). */
  eager?: boolean;
}

const MAX_SWATCHES = 5;

export function ProductCard({ product, labels, context, idPrefix, headingLevel = 3, eager = false }: ProductCardProps) {
  const { money } = context;
  const href = productHref(context.pathPrefix, product.slug);
  const nameId = `${idPrefix}-product-${product.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = formatMinor(product.price.amount, product.price.currency, money);
  const onSale = product.price.compareAt !== null && product.price.compareAt > product.price.amount;
  const shownSwatches = product.swatches.slice(0, MAX_SWATCHES);
  const moreShades = product.variantCount - shownSwatches.length;

  return (
    <article className="product-card" data-product-slug={product.slug} data-state={product.state}>
      <Link href={href} prefetch={false} className="product-card__link">
        <div className="product-card__media">
          <Image
            className="product-card__image"
            src={product.image.url}
            width={product.image.width}
            height={product.image.height}
            // The brand and name name the link; the picture adds nothing a screen reader needs twice.
            alt=""
            unoptimized
            loading={eager ? 'eager' : 'lazy'}
          />
        </div>
        <p className="product-card__brand">{product.brand.name}</p>
        <Heading className="product-card__name" id={nameId}>{product.name}</Heading>
      </Link>

      {product.badges.length ? (
        <ul className="product-card__badges">
          {product.badges.map((badge) => (
            <li key={badge} className="badge" data-badge={badge}>{labels.badges[badge]}</li>
          ))}
        </ul>
      ) : null}

      <p className="product-card__price">
        {onSale ? (
          <>
            <span className="price price--sale">
              <span className="visually-hidden">{labels.salePrice} </span>
              {product.priceFrom ? fill(labels.priceFrom, { price }) : price}
            </span>{' '}
            <s className="price price--original">
              <span className="visually-hidden">{labels.originalPrice} </span>
              {formatMinor(product.price.compareAt!, product.price.currency, money)}
            </s>
          </>
        ) : (
          <span className="price">{product.priceFrom ? fill(labels.priceFrom, { price }) : price}</span>
        )}
      </p>

      {product.rating.count > 0 ? (
        <p className="product-card__rating">
          <Stars average={product.rating.average} />
          <span aria-hidden="true" className="product-card__rating-count">({product.rating.count})</span>
          <span className="visually-hidden">
            {plural(labels.rating, product.rating.count, money.locale, { rating: formatRating(product.rating.average, money.locale) })}
          </span>
        </p>
      ) : null}

      {shownSwatches.length > 1 ? (
        <p className="product-card__swatches">
          <span aria-hidden="true" className="product-card__swatch-list">
            {shownSwatches.map((s) => (
              <span key={s.variantId} className="swatch" style={{ backgroundColor: s.shadeHex }} title={s.shadeName} />
            ))}
            {moreShades > 0 ? <span className="product-card__more-shades">+{moreShades}</span> : null}
          </span>
          <span className="visually-hidden">{plural(labels.shades, product.variantCount, money.locale)}</span>
        </p>
      ) : null}

      <div className="product-card__action">
        <AddToBagButton variantId={product.defaultVariantId} state={initialButtonState(product.state)} labels={labels.button} describedBy={nameId} />
      </div>
    </article>
  );
}

export function formatRating(average: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(average);
}

/** Five stars filled to the average (decorative; the text beside it is what assistive technology reads). */
export function Stars({ average }: { average: number }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <span className="stars" aria-hidden="true">
      <span className="stars__empty">★★★★★</span>
      <span className="stars__filled" style={{ width: `${percent}%` }}>★★★★★</span>
    </span>
  );
}

/** A card-shaped placeholder while products load (no spinner, no layout shift). */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media skeleton" />
      <div className="skeleton skeleton--line skeleton--short" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
      <div className="skeleton skeleton--button" />
    </div>
  );
}
