'use client';

/**
 * Promo codes (SPEC §5: case sensitive, one per order): the code in the bag with "Remove", the entry
 * field, a refusal ("Sorry, the promotion is invalid") with the answer's help list under the field, and the
 * promotions of `cart/offers` with their terms ("Use CODE" fills the field); a bundle lists its products, each a
 * link to its page.
 */
import { useId, useState } from 'react';
import type { Bag } from '@/schemas/api/bag';
import type { CartFailure } from '@/flows/bag/bag.machine';
import type { Offer } from './bag-types';
import { fill } from '@/lib/i18n/plural-templates';
import type { BagLabels } from './labels';
import { bagMessage } from './messages';
import type { Read } from './use-bag';

export interface PromoCodesProps {
  bag: Bag;
  labels: BagLabels;
  offers: Read<Offer[]>;
  applying: boolean;
  refusal: CartFailure | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** A product page's path with `{slug}` (a bundle offer links to its products). */
  productPath: string;
}

export function PromoCodes({ bag, labels, offers, applying, refusal, onApply, onRemove, productPath }: PromoCodesProps) {
  const [code, setCode] = useState('');
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const current = bag.promoCode;
  const listed = offers.state === 'ready' ? offers.data : [];

  return (
    <section className="bag-section promo" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>{labels['promo.heading']}</h2>
      {current ? (
        <div className="promo__current">
          <p>
            {fill(labels[current.applied ? 'promo.current' : 'promo.notApplied'], { code: current.code })}
            {current.reason === 'staff_discount_better' ? <span className="promo__reason"> {labels['promo.staffBetter']}</span> : null}
          </p>
          <button type="button" className="button button--secondary" onClick={onRemove} disabled={applying}>
            {fill(labels['promo.remove'], { code: current.code })}
          </button>
        </div>
      ) : (
        <form
          className="promo__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) onApply(code.trim());
          }}
        >
          <label htmlFor={fieldId}>{labels['promo.field']}</label>
          <div className="promo__row">
            <input
              id={fieldId}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              maxLength={40}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? errorId : undefined}
            />
            <button type="submit" className="button" disabled={applying || !code.trim()} aria-busy={applying || undefined}>
              {applying ? labels['promo.applying'] : labels['promo.apply']}
            </button>
          </div>
          {refusal ? (
            <div className="field-error" id={errorId} role="alert">
              <p>{bagMessage(refusal.message, labels)}</p>
              {refusal.help.length ? (
                <>
                  <p>{labels['promo.help']}</p>
                  <ul>{refusal.help.map((h) => <li key={h}>{bagMessage(h, labels)}</li>)}</ul>
                </>
              ) : null}
            </div>
          ) : null}
        </form>
      )}

      {listed.length ? (
        <>
          <h3 className="promo__offers-heading">{labels['promo.offers']}</h3>
          <ul className="promo__offers">
            {listed.map((offer) => (
              <li key={offer.id} className="promo__offer" data-applicable={offer.applicable}>
                <p className="promo__offer-title">{offer.title}</p>
                {offer.products.length ? (
                  <ul className="promo__bundle" aria-label={labels['promo.bundle']}>
                    {offer.products.map((p) => (
                      <li key={p.slug}><a href={fill(productPath, { slug: p.slug })}>{p.brand.name} {p.name}</a></li>
                    ))}
                  </ul>
                ) : null}
                <details>
                  <summary>{labels['promo.terms']}</summary>
                  <p>{offer.terms}</p>
                </details>
                {offer.code ? (
                  current ? null : (
                    <button type="button" className="link-button" onClick={() => setCode(offer.code!)}>
                      {fill(labels['promo.use'], { code: offer.code })}
                    </button>
                  )
                ) : (
                  <p className="promo__automatic">{labels['promo.automatic']}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
