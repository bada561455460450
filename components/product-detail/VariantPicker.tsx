'use client';

/**
 * The product page's island: the chosen variant's image, price (and original price), stock ("only N left")
 * and product button, and the shade or size picker. The choice is kept in the URL as `?variant=<id>`
 * (replaceState: switching shades adds no history entries); a shared link opens on that variant.
 */
import Image from 'next/image';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { AddToBagButton } from '../bag/AddToBagButton';
import { WishButton } from '../wishlist/WishButton';
import { initialButtonState } from '../product-card/product-button-states';
import type { VariantLabels, VariantView } from './labels';

export interface VariantPickerProps {
  variants: VariantView[];
  defaultVariantId: number;
  productState: 'available' | 'out_of_stock' | 'coming_soon';
  /** "Available from 1 March 2031" for a coming-soon product. */
  availability: string | null;
  /** Brand, name, rating and badges, rendered on the server. */
  header: ReactNode;
  /** Id of the product name heading (describes the product button). */
  nameId: string;
  /** The product's name, read in the heart's name ("Add {product} to wish list"). */
  productName: string;
  labels: VariantLabels;
}

const subscribeToHistory = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const variantInUrl = () => new URLSearchParams(window.location.search).get('variant');
const noVariantOnServer = () => null;

export function VariantPicker({ variants, defaultVariantId, productState, availability, header, nameId, productName, labels }: VariantPickerProps) {
  // A link to a variant opens on it (the page itself is prerendered for the default variant).
  const fromUrl = Number(useSyncExternalStore(subscribeToHistory, variantInUrl, noVariantOnServer));
  const [chosen, setChosen] = useState<number | null>(null);
  const groupId = useId();
  const selectedId = chosen ?? (variants.some((v) => v.id === fromUrl) ? fromUrl : defaultVariantId);
  const variant = variants.find((v) => v.id === selectedId) ?? variants[0];

  const choose = (id: number) => {
    setChosen(id);
    const params = new URLSearchParams(window.location.search);
    params.set('variant', String(id));
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
  };

  const swatches = variants.some((v) => v.shadeHex);
  const stockText =
    productState === 'coming_soon'
      ? availability
      : variant.stock === 'out_of_stock'
        ? labels.outOfStock
        : variant.stock === 'low_stock' && variant.quantityLeft !== null
          ? fill(labels.onlyLeft, { count: variant.quantityLeft })
          : labels.inStock;

  return (
    <div className="product-page__main">
      <div className="product-page__media">
        <Image
          key={variant.image.url}
          className="product-page__image"
          src={variant.image.url}
          width={variant.image.width}
          height={variant.image.height}
          alt={variant.image.alt}
          unoptimized
          preload={variant.id === defaultVariantId}
          fetchPriority={variant.id === defaultVariantId ? 'high' : undefined}
        />
      </div>
      <div className="product-page__summary">
        {header}
        <p className="product-page__price" aria-live="polite">
          {variant.compareAt ? (
            <>
              <span className="price price--sale"><span className="visually-hidden">{labels.salePrice} </span>{variant.price}</span>{' '}
              <s className="price price--original"><span className="visually-hidden">{labels.originalPrice} </span>{variant.compareAt}</s>
            </>
          ) : (
            <span className="price">{variant.price}</span>
          )}
        </p>

        {variants.length > 1 ? (
          <fieldset className={`variant-picker${swatches ? ' variant-picker--swatches' : ''}`}>
            <legend className="variant-picker__legend">{fill(labels.chosen, { option: labels.option, value: variant.label })}</legend>
            <div className="variant-picker__options">
              {variants.map((v) => {
                const id = `${groupId}-${v.id}`;
                return (
                  <span key={v.id} className="variant-picker__option" data-stock={v.stock}>
                    <input type="radio" id={id} name={groupId} value={v.id} checked={v.id === variant.id} onChange={() => choose(v.id)} className="variant-picker__input" />
                    <label htmlFor={id} className="variant-picker__label" title={v.label}>
                      {v.shadeHex ? <span className="swatch swatch--large" style={{ backgroundColor: v.shadeHex }} aria-hidden="true" /> : null}
                      <span className={v.shadeHex ? 'visually-hidden' : undefined}>{v.label}</span>
                    </label>
                  </span>
                );
              })}
            </div>
          </fieldset>
        ) : variant.label ? (
          <p className="variant-picker__single">{fill(labels.chosen, { option: labels.option, value: variant.label })}</p>
        ) : null}

        <p className={`stock-state stock-state--${productState === 'coming_soon' ? 'coming-soon' : variant.stock}`} aria-live="polite" data-slot="stock-state">
          {stockText}
        </p>

        <div className="product-page__action">
          <AddToBagButton variantId={variant.id} state={initialButtonState(productState, variant.stock)} labels={labels.button} describedBy={nameId} />
          <WishButton variantId={variant.id} product={variant.label ? `${productName} (${variant.label})` : productName} labels={labels.button} className="wish--page" />
        </div>
      </div>
    </div>
  );
}
