/**
 * The product card (BRAND.md): square image on mist, brand in small caps, name on two lines at most, price
 * (a sale price in the accent with the original struck through; "from" when variants differ), rating,
 * badges as small outlined labels, shade swatches, the full-width product button, and the heart (wish list)
 * over the image's corner.
 *
 * Shared by server and client. The markup renders a prepared `CardView` (card-view.ts): server blocks hand
 * prepared views to `PreparedCard` (a client component, so the page's RSC payload carries the view, not the
 * card's element tree); the listing island renders the cards it appends through `ProductCard`, which prepares
 * the view from a `ProductSummary` with translated labels and a money format.
 */
import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { ProductSummary } from '@/schemas/api/catalog';
import { cardView, formatRating, type CardView } from './card-view';
import type { CardContext, CardMarkupLabels, ProductCardLabels } from './labels';
import { AddToBagButton } from '../bag/AddToBagButton';
import { WishButton } from '../wishlist/WishButton';
import { initialButtonState } from './product-button-states';

export { formatRating };

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

export function ProductCard({ product, labels, context, ...rest }: ProductCardProps) {
  return <CardMarkup view={cardView(product, labels, context)} labels={labels} {...rest} />;
}

export interface CardMarkupProps {
  view: CardView;
  labels: CardMarkupLabels;
  idPrefix: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
}

/** The card's markup from a prepared view. */
export function CardMarkup({ view, labels, idPrefix, headingLevel = 3, eager = false }: CardMarkupProps) {
  const nameId = `${idPrefix}-product-${view.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { rating, shades } = view;
  return (
    <article className="product-card">
      <Link href={view.href} prefetch={false} className="product-card__link">
        {/* A plain img, its own square on mist: product images are drawn SVGs or imported photographs already sized and compressed by the import (next/image would add only attributes). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- the brand and name name the link; the picture is decorative */}
        <img className="product-card__image" src={view.image} width={view.width} height={view.height} alt="" loading={eager ? 'eager' : 'lazy'} />
        <p className="product-card__brand">{view.brand}</p>
        <Heading className="product-card__name" id={nameId}>{view.name}</Heading>
      </Link>
      <WishButton variantId={view.variantId} product={view.name} labels={labels.button} />

      {view.badges ? (
        <ul className="product-card__badges">
          {view.badges.map((badge) => <li key={badge} className="badge">{badge}</li>)}
        </ul>
      ) : null}

      {/* data-sale-variant: where the page's one CardSalePrices island puts a member's sale price (issue 9). */}
      <p className="product-card__price" data-sale-variant={view.variantId}>
        {view.was ? (
          <>
            <span className="price price--sale"><span className="visually-hidden">{labels.salePrice} </span>{view.price}</span>{' '}
            <s className="price price--original"><span className="visually-hidden">{labels.originalPrice} </span>{view.was}</s>
          </>
        ) : (
          <span className="price">{view.price}</span>
        )}
      </p>

      {rating ? (
        <p className="product-card__rating">
          <StarBar percent={rating.percent} />
          <span aria-hidden="true" className="product-card__rating-count">{`(${rating.count})`}</span>
          <span className="visually-hidden">{rating.text}</span>
        </p>
      ) : null}

      {shades ? (
        <p className="product-card__swatches">
          <span aria-hidden="true" className="product-card__swatch-list">
            {shades.swatches.map((s, i) => <span key={i} className="swatch" style={{ backgroundColor: s.hex }} title={s.name} />)}
            {shades.more > 0 ? <span className="product-card__more-shades">{`+${shades.more}`}</span> : null}
          </span>
          <span className="visually-hidden">{shades.text}</span>
        </p>
      ) : null}

      <AddToBagButton variantId={view.variantId} state={initialButtonState(view.state)} labels={labels.button} describedBy={nameId} />
    </article>
  );
}

/** Five stars filled to the average (decorative; the text beside it is what assistive technology reads). */
export function Stars({ average }: { average: number }) {
  return <StarBar percent={Math.max(0, Math.min(100, (average / 5) * 100))} />;
}

/** The stars are drawn by CSS (`.stars`), filled to `--stars`. */
function StarBar({ percent }: { percent: number }) {
  return <span className="stars" style={{ '--stars': `${percent}%` } as CSSProperties} aria-hidden="true" />;
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
