'use client';

/**
 * An e-gift card as payment, in the bag's summary and at checkout: enter the code → the card applied with
 * what this order takes from it and what stays on it → remove. It reads and changes the card through
 * `cart/gift-card` and calls `onChange()` after each change, so the page reloads its bag (whose totals show
 * the gift card amount redeemed). `redeemed`, when given, is the bag's own `totals.giftCardRedeemed`
 * (it follows the bag as lines change without asking the API again). The card is the page's `cart/gift-card`
 * query; apply and remove are mutations that put their answer in it.
 */
import { useId, useRef, useState } from 'react';
import type { ApiLocale } from '../account/account-api';
import { NetworkError } from '@/lib/api-client/client';
import { apiKey } from '@/lib/api-client/query-keys';
import { useApiMutation, useApiQuery } from '../query/use-api-query';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import { formatValidUntil } from '@/lib/gift-cards/valid-until';
import { GIFT_CARD_MESSAGES, type AppliedGiftCard } from '@/schemas/api/gift-cards';
import type { BagLabels } from '../bag/labels';
import type { GiftCardApi } from './gift-card-api';
import { CODE_INPUT } from './code-field';

type GiftCardKey = Extract<keyof BagLabels, `giftCard.${string}`>;
export type GiftCardRedemptionLabels = Pick<BagLabels, GiftCardKey | 'error.generic' | 'error.network'>;

export interface GiftCardRedemptionProps {
  api: ApiLocale;
  labels: GiftCardRedemptionLabels;
  money: MoneyFormat;
  onChange: () => void;
  redeemed?: number;
}

/** The API's messages this component knows, by their label. */
const KNOWN: Partial<Record<string, GiftCardKey>> = {
  [GIFT_CARD_MESSAGES.invalidCode]: 'giftCard.message.invalidCode',
  [GIFT_CARD_MESSAGES.otherCountry]: 'giftCard.message.otherCountry',
  [GIFT_CARD_MESSAGES.expired]: 'giftCard.message.expired',
  [GIFT_CARD_MESSAGES.empty]: 'giftCard.message.empty',
  [GIFT_CARD_MESSAGES.tooManyAttempts]: 'giftCard.message.tooManyAttempts',
  [GIFT_CARD_MESSAGES.balanceChanged]: 'giftCard.message.balanceChanged',
};

async function loadApi(locale: ApiLocale): Promise<GiftCardApi> {
  const { giftCardApi } = await import('./gift-card-api');
  return giftCardApi(locale);
}

export function GiftCardRedemption({ api, labels, money, onChange, redeemed }: GiftCardRedemptionProps) {
  const [code, setCode] = useState('');
  const key = apiKey('cart/gift-card', api);
  // The applied card (the page's `cart/gift-card` query); a card that cannot be read shows the code field.
  const query = useApiQuery(key, (signal) => loadApi(api).then((client) => client.applied(signal)));
  const card: AppliedGiftCard | null | undefined = query.isSuccess ? query.data.giftCard : query.isError && !query.isFetching ? null : undefined;
  // Applying and removing are mutations (never retried); the answer's card becomes the query's.
  const write = useApiMutation(
    async (kind: 'apply' | 'remove') => {
      const client = await loadApi(api);
      return kind === 'apply' ? client.apply(code.trim()) : client.remove();
    },
    (answer, _kind, queries) => queries.setQueryData(key, answer),
  );
  const [busy, setBusy] = useState<'apply' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // The page's `redeemed` as it was when the card last changed: until the page's bag is reloaded, the
  // API's answer is the fresher figure.
  const [staleRedeemed, setStaleRedeemed] = useState<number | undefined>(undefined);
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const explain = async (failure: unknown) => {
    const { failureMessage } = await import('./gift-card-api');
    const message = failureMessage(failure);
    const key = message ? KNOWN[message] : undefined;
    if (key) return labels[key];
    if (failure instanceof NetworkError) return labels['error.network'];
    return message ?? labels['error.generic'];
  };

  const change = async (kind: 'apply' | 'remove') => {
    if (kind === 'apply' && !code.trim()) {
      setError(labels['giftCard.message.required']);
      inputRef.current?.focus();
      return;
    }
    setBusy(kind);
    setError(null);
    setNotice('');
    try {
      await write.mutateAsync(kind);
      setStaleRedeemed(redeemed);
      setCode('');
      setNotice(labels[kind === 'apply' ? 'giftCard.appliedNotice' : 'giftCard.removedNotice']);
      onChange();
    } catch (failure) {
      setError(await explain(failure));
      if (kind === 'apply') inputRef.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const price = (amount: number) => formatMinor(amount, card?.currency ?? money.currency, money);
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;

  return (
    <section className="bag-section gift-card" aria-labelledby={`${fieldId}-heading`} aria-busy={card === undefined || undefined}>
      <h2 id={`${fieldId}-heading`}>{labels['giftCard.heading']}</h2>
      <p className="visually-hidden" role="status">{notice}</p>
      {card === undefined ? (
        <div className="skeleton skeleton--line" aria-hidden="true" />
      ) : card ? (
        <AppliedCard card={card} redeemed={redeemed === undefined || redeemed === staleRedeemed ? card.redeemed : redeemed} labels={labels} price={price} locale={money.locale} busy={busy === 'remove'} onRemove={() => void change('remove')} error={error} />
      ) : (
        <form
          className="promo__form gift-card__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void change('apply');
          }}
        >
          <label htmlFor={fieldId}>{labels['giftCard.field']}</label>
          <p id={hintId} className="field-hint">{labels['giftCard.hint']}</p>
          <div className="promo__row">
            <input
              ref={inputRef}
              id={fieldId}
              name="giftCardCode"
              {...CODE_INPUT}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
            <button type="submit" className="button" disabled={busy !== null} aria-busy={busy === 'apply' || undefined}>
              {busy === 'apply' ? labels['giftCard.applying'] : labels['giftCard.apply']}
            </button>
          </div>
          {error ? <p className="field-error" id={errorId} role="alert">{error}</p> : null}
        </form>
      )}
    </section>
  );
}

function AppliedCard({ card, redeemed, labels, price, locale, busy, onRemove, error }: {
  card: AppliedGiftCard;
  redeemed: number;
  labels: GiftCardRedemptionLabels;
  price: (amount: number) => string;
  locale: string;
  busy: boolean;
  onRemove: () => void;
  error: string | null;
}) {
  const date = formatValidUntil(card.validUntil, locale);
  return (
    <div className="gift-card__applied">
      <p className="gift-card__code">{fill(labels['giftCard.current'], { code: card.code })}</p>
      <dl className="totals__list">
        <div className="totals__row" data-total="gift-card-redeemed">
          <dt>{labels['giftCard.redeemed']}</dt>
          <dd>−{price(redeemed)}</dd>
        </div>
        <div className="totals__row">
          <dt>{labels['giftCard.balance']}</dt>
          <dd>{price(card.balance)}</dd>
        </div>
        <div className="totals__row" data-total="gift-card-remaining">
          <dt>{labels['giftCard.remaining']}</dt>
          <dd>{price(Math.max(0, card.balance - redeemed))}</dd>
        </div>
      </dl>
      <p className="gift-card__expiry">{fill(labels['giftCard.expires'], { date })}</p>
      <button type="button" className="button button--secondary" onClick={onRemove} disabled={busy} aria-busy={busy || undefined}>
        {busy ? labels['giftCard.removing'] : labels['giftCard.remove']}
      </button>
      {error ? <p className="field-error" role="alert">{error}</p> : null}
    </div>
  );
}
