'use client';

/**
 * One line of the bag (SPEC §3 bag item): image, brand, name, shade, size, type; a quantity stepper bounded
 * by `maxQuantity`; "only N left"; the price with the original struck through and the discount; points of
 * a reward; the non-discountable and out-of-stock flags; remove, and move to the wish list (signed in; a
 * guest is offered sign-in, coming back here).
 */
import Image from 'next/image';
import type { BagLine } from '@/schemas/api/bag';
import { fill } from '@/lib/i18n/plural-templates';
import { productTypeName, type BagLabels } from './labels';

export interface BagLineItemProps {
  line: BagLine;
  labels: BagLabels;
  price: (amount: number) => string;
  formatNumber: (value: number) => string;
  busy: boolean;
  signedIn: boolean;
  signInHref: string;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onMoveToWishList: () => void;
}

const KIND_LABEL = { gift: 'line.gift', sample: 'line.sample', reward: 'line.reward' } as const;

export function BagLineItem({ line, labels, price, formatNumber, busy, signedIn, signInHref, onQuantity, onRemove, onMoveToWishList }: BagLineItemProps) {
  const nameId = `bag-line-${line.id}`;
  const isProduct = line.kind === 'product';
  const original = line.compareAt !== null && line.compareAt > line.unitPrice ? line.compareAt * line.quantity : line.discount > 0 ? line.subtotal : null;
  const free = line.total === 0;
  return (
    <li className="bag-line" data-kind={line.kind} data-out-of-stock={line.outOfStock || undefined} aria-busy={busy || undefined} aria-labelledby={nameId}>
      <Image className="bag-line__image" src={line.image.url} width={96} height={96} alt="" unoptimized />
      <div className="bag-line__details">
        {line.kind !== 'product' ? <p className="badge bag-line__kind">{labels[KIND_LABEL[line.kind]]}</p> : null}
        <p className="bag-line__brand">{line.brand.name}</p>
        <h3 className="bag-line__name" id={nameId}>{line.name}</h3>
        <p className="bag-line__meta">
          {line.shade ? <span>{fill(labels['line.shade'], { shade: line.shade })}</span> : null}
          {line.size ? <span>{fill(labels['line.size'], { size: line.size })}</span> : null}
          <span>{fill(labels['line.type'], { type: productTypeName(labels, line.productType) })}</span>
        </p>
        {line.nonDiscountable ? <p className="bag-line__flag">{labels['line.nonDiscountable']}</p> : null}
        {line.outOfStock ? (
          <p className="bag-line__flag bag-line__flag--error" role="status">{labels['message.outOfStock']}</p>
        ) : line.lowStock && isProduct ? (
          <p className="bag-line__flag bag-line__flag--warning">{fill(labels['line.onlyLeft'], { count: line.inventoryLeft })}</p>
        ) : null}
        {line.points !== null ? <p className="bag-line__points">{fill(labels['line.points'], { points: formatNumber(line.points) })}</p> : null}
      </div>

      <div className="bag-line__price">
        {free ? (
          <span className="price">{labels['line.free']}</span>
        ) : (
          <>
            <span className={`price${original !== null ? ' price--sale' : ''}`}>{price(line.total)}</span>
            {original !== null ? <s className="price price--original">{price(original)}</s> : null}
          </>
        )}
        {line.discount > 0 ? <span className="bag-line__discount">{fill(labels['line.discount'], { amount: price(line.discount) })}</span> : null}
      </div>

      <div className="bag-line__actions">
        {isProduct ? (
          <div className="stepper" role="group" aria-label={fill(labels['line.quantityOf'], { name: line.name })}>
            <button type="button" className="stepper__button" aria-label={fill(labels['line.decrease'], { name: line.name })} disabled={busy || line.quantity <= 1} onClick={() => onQuantity(line.quantity - 1)}>−</button>
            <output className="stepper__value" aria-live="polite">{line.quantity}</output>
            <button type="button" className="stepper__button" aria-label={fill(labels['line.increase'], { name: line.name })} disabled={busy || line.quantity >= line.maxQuantity} onClick={() => onQuantity(line.quantity + 1)}>+</button>
          </div>
        ) : null}
        <button type="button" className="link-button" disabled={busy} aria-label={fill(labels['line.remove'], { name: line.name })} onClick={onRemove}>
          {labels['line.removeShort']}
        </button>
        {isProduct ? (
          signedIn ? (
            <button type="button" className="link-button" disabled={busy} aria-label={fill(labels['line.moveToWishList'], { name: line.name })} onClick={onMoveToWishList}>
              {labels['line.moveShort']}
            </button>
          ) : (
            <a className="link-button" href={signInHref}>{labels['line.signInForWishList']}</a>
          )
        ) : null}
      </div>
    </li>
  );
}
