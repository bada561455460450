'use client';

/**
 * The embedded payment provider's card page (sandbox): the shopper enters a test card; the provider
 * settles the payment through the sandbox events endpoint — the same signed event path a real provider's
 * webhook takes — and sends the shopper back to the order page (`return_to`, through `safeReturnTo`),
 * where `orders/enquireKbankPayment` tells the page how the card payment went.
 */
import { useState, type FormEvent } from 'react';
import { safeReturnTo } from '@/lib/auth/safe-return-to';
import { fullNavigation, useQueryParam } from '../account/location';
import { checkCard, TEST_CARDS } from './card-test';
import { sendPaymentEvent } from './sandbox-events';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

type Field = 'number' | 'expiry' | 'cvc';

export function SandboxCardForm({ paymentId, api, navigate = fullNavigation }: { paymentId: string; api: { country: string; language: string }; navigate?: (url: string) => void }) {
  const order = useQueryParam('order');
  const amount = useQueryParam('amount');
  const returnTo = useQueryParam('return_to');
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkCard(values);
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      document.getElementById(`card-${check.field}`)?.focus();
      return;
    }
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      await sendPaymentEvent(api, paymentId, check.outcome);
      navigate(safeReturnTo(returnTo));
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof Error ? error.message : 'The payment could not be processed');
    }
  };

  const field = (name: Field, label: string, props: Record<string, string>) => (
    <div className="form-field">
      <label htmlFor={`card-${name}`}>{label}</label>
      <input
        id={`card-${name}`}
        name={name}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `card-${name}-error` : undefined}
        required
        {...props}
      />
      {errors[name] ? <p id={`card-${name}-error`} className="form-error">{errors[name]}</p> : null}
    </div>
  );

  return (
    <div className="sandbox-orders">
      <p>{order ? `Order ${order}` : 'A card payment'}{amount ? ` — ${amount}` : ''}</p>
      <form onSubmit={submit} noValidate aria-label="Card details">
        <FieldsUntilHydrated>
          {field('number', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number' })}
          {field('expiry', 'Expiry (MM/YY)', { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
          {field('cvc', 'Security code', { inputMode: 'numeric', autoComplete: 'cc-csc' })}
          {failure ? <p className="form-error" role="alert">{failure}</p> : null}
          <button type="submit" className="button" disabled={busy}>{busy ? 'Paying…' : amount ? `Pay ${amount}` : 'Pay'}</button>
        </FieldsUntilHydrated>
      </form>
      <section aria-labelledby="test-cards">
        <h2 id="test-cards">Test cards</h2>
        <p>Any future expiry and any 3-digit code. Any other valid card number is paid.</p>
        <ul>
          {TEST_CARDS.map((card) => (
            <li key={card.number}><code>{card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> — {card.description}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
