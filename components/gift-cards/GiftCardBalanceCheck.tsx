'use client';

/** "Check a card's balance": a code in, its balance and expiry out (`GET gift-cards/{code}/balance`). */
import { useId, useState } from 'react';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import { formatValidUntil } from '@/lib/gift-cards/valid-until';
import { GIFT_CARD_MESSAGES } from '@/schemas/api/gift-cards';
import type { ApiLocale } from '../account/account-api';
import type { GiftCardRedemptionLabels } from './GiftCardRedemption';
import type { GiftCardLabels } from './labels';
import { CODE_INPUT } from './code-field';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export interface GiftCardBalanceCheckProps {
  api: ApiLocale;
  money: MoneyFormat;
  labels: Pick<GiftCardLabels, 'balance.heading' | 'balance.submit' | 'balance.result' | 'error.generic'>;
  codeLabels: Pick<GiftCardRedemptionLabels, 'giftCard.field' | 'giftCard.message.required' | 'giftCard.message.invalidCode' | 'giftCard.message.tooManyAttempts'>;
}

export function GiftCardBalanceCheck({ api, money, labels, codeLabels }: GiftCardBalanceCheckProps) {
  const [code, setCode] = useState('');
  const [result, setResult] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const check = async () => {
    setResult('');
    if (!code.trim()) return setError(codeLabels['giftCard.message.required']);
    setError('');
    setBusy(true);
    const { failureMessage, giftCardApi } = await import('./gift-card-api');
    try {
      const answer = await giftCardApi(api).balance(code.trim());
      const date = formatValidUntil(answer.validUntil, money.locale);
      setResult(fill(labels['balance.result'], { amount: formatMinor(answer.balance, answer.currency, money), date }));
    } catch (failure) {
      const message = failureMessage(failure);
      setError(
        message === GIFT_CARD_MESSAGES.invalidCode ? codeLabels['giftCard.message.invalidCode']
          : message === GIFT_CARD_MESSAGES.tooManyAttempts ? codeLabels['giftCard.message.tooManyAttempts']
            : labels['error.generic'],
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="gift-card-balance" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{labels['balance.heading']}</h2>
      <form className="promo__form" noValidate onSubmit={(event) => { event.preventDefault(); void check(); }}>
        <FieldsUntilHydrated>
          <label htmlFor={id}>{codeLabels['giftCard.field']}</label>
          <div className="promo__row">
            <input id={id} name="balanceCode" {...CODE_INPUT} value={code}
              onChange={(event) => setCode(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
            <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy || undefined}>{labels['balance.submit']}</button>
          </div>
          {error ? <p id={`${id}-error`} className="field-error" role="alert">{error}</p> : null}
          <p role="status" className="gift-card-balance__result">{result}</p>
        </FieldsUntilHydrated>
      </form>
    </section>
  );
}
