'use client';

/**
 * `/sandbox/cart-line-item`: the bag line component with the bag's example lines (`flows/bag/bag.fixtures`,
 * those of its component tests), signed in or not and busy or not. The controls do nothing but say what they
 * would send.
 */
import { useState } from 'react';
import { lineExamples } from '@/flows/bag/bag.fixtures';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import { BagLineItem } from '../bag/BagLineItem';
import type { BagLabels } from '../bag/labels';

/** The examples are Singapore bags (SGD cents); they are shown in the page's locale. */
const CURRENCY = { currency: 'SGD', minorUnits: 2 };

export function BagLineGallery({ labels, locale, signInHref }: { labels: BagLabels; locale: string; signInHref: string }) {
  const [signedIn, setSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState('');
  const money: MoneyFormat = { locale, ...CURRENCY };
  const price = (amount: number) => formatMinor(amount, CURRENCY.currency, money);
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <div className="sandbox-form">
        <label><input type="checkbox" checked={signedIn} onChange={(e) => setSignedIn(e.target.checked)} /> Signed in</label>
        <label><input type="checkbox" checked={busy} onChange={(e) => setBusy(e.target.checked)} /> Busy</label>
      </div>
      <p role="status">{last}</p>
      {lineExamples.map(({ title, line }) => (
        <section key={line.id} aria-label={title}>
          <h2>{title}</h2>
          <ul className="bag-lines">
            <BagLineItem
              line={line}
              labels={labels}
              price={price}
              formatNumber={(v) => number.format(v)}
              busy={busy}
              signedIn={signedIn}
              signInHref={signInHref}
              onQuantity={(quantity) => setLast(`${line.name}: SET_QUANTITY ${quantity}`)}
              onRemove={() => setLast(`${line.name}: REMOVE`)}
              onMoveToWishList={() => setLast(`${line.name}: REMOVE (move to wish list)`)}
            />
          </ul>
        </section>
      ))}
    </>
  );
}
