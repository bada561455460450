'use client';

/**
 * The `/e-gift-cards` island: choose a preset or another amount (within the country's limits), the
 * recipient's email, your name and a message (with a character count), your email and a payment method;
 * placing it makes an order of one e-gift card (`POST gift-cards` with an Idempotency-Key kept while the
 * same form is retried), then the order number and a link to pay it. Below, a card's balance by its code.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { EmailField, FieldError, FormMessage, TextField } from '../account/FormField';
import { NetworkError } from '@/lib/api-client/client';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor } from '@/lib/money';
import { BuyGiftCardBody, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGES } from '@/schemas/api/gift-cards';
import type { GiftCardApi } from './gift-card-api';
import type { GiftCardLabels, GiftCardShopContext } from './labels';
import { FieldsUntilHydrated } from '../hydration/FieldsUntilHydrated';

export interface GiftCardShopProps extends GiftCardShopContext {
  labels: GiftCardLabels;
}

type Field = 'amount' | 'recipientEmail' | 'senderName' | 'message' | 'email' | 'paymentMethod';
type Errors = Partial<Record<Field, string>>;

const api = async (locale: GiftCardShopContext['api']): Promise<GiftCardApi> => (await import('./gift-card-api')).giftCardApi(locale);
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** "75", "75.5" or "75,50" in major units → minor units; NaN when it is not an amount. */
export function toMinor(text: string, minorUnits: number): number {
  const clean = text.trim().replace(/[\s,](?=\d{3}\b)/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return Number.NaN;
  const [whole, fraction = ''] = clean.split('.');
  if (fraction.length > minorUnits) return Number.NaN;
  return Number(whole) * 10 ** minorUnits + Number(fraction.padEnd(minorUnits, '0') || '0');
}

export function GiftCardShop({ labels, api: locale, money, limits, paymentMethods, orderPath }: GiftCardShopProps) {
  const [preset, setPreset] = useState<number | 'custom'>(limits.presets[Math.min(1, limits.presets.length - 1)]);
  const [custom, setCustom] = useState('');
  const [form, setForm] = useState({ recipientEmail: '', senderName: '', message: '', email: '' });
  const [method, setMethod] = useState(paymentMethods[0]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<{ number: string; recipient: string } | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const confirmation = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const price = (amount: number) => formatMinor(amount, money.currency, money);
  const range = { min: price(limits.min), max: price(limits.max) };
  const amount = preset === 'custom' ? toMinor(custom, money.minorUnits) : preset;
  const amountOk = Number.isInteger(amount) && amount >= limits.min && amount <= limits.max;
  const symbol = useMemo(() => new Intl.NumberFormat(money.locale, { style: 'currency', currency: money.currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? money.currency, [money]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!amountOk) found.amount = fill(labels['error.amount'], range);
    const parsed = BuyGiftCardBody.safeParse({ amount: amountOk ? amount : limits.min, ...form, paymentMethod: method });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (found[field]) continue;
        const value = field in form ? form[field as keyof typeof form].trim() : '';
        found[field] = issue.message === 'Character limit exceeded' ? labels['error.tooLong'] : !value ? labels['error.required'] : labels['error.email'];
      }
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
      return;
    }
    const body = BuyGiftCardBody.parse({ amount, ...form, paymentMethod: method });
    const signature = JSON.stringify(body);
    if (key.current?.body !== signature) key.current = { body: signature, key: newKey() };
    setSubmitting(true);
    try {
      const order = await (await api(locale)).buy(body, key.current.key);
      setPlaced({ number: order.number, recipient: body.recipientEmail });
      key.current = null;
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      const { failureMessage } = await import('./gift-card-api');
      const message = failureMessage(error);
      if (message === GIFT_CARD_MESSAGES.amountOutOfRange) setErrors({ amount: fill(labels['error.amount'], range) });
      else if (message === GIFT_CARD_MESSAGES.notSold) setFailure(labels['error.notSold']);
      else setFailure(error instanceof NetworkError || !message ? labels['error.generic'] : message);
    } finally {
      setSubmitting(false);
    }
  };

  if (placed) {
    return (
      <div className="gift-card-shop__placed">
        <h2 ref={confirmation} tabIndex={-1}>{fill(labels.placed, { number: placed.number })}</h2>
        <p>{fill(labels.placedBody, { email: placed.recipient })}</p>
        <p className="gift-card-shop__actions">
          <a className="button" href={orderPath.replace('{number}', encodeURIComponent(placed.number))}>{labels.viewOrder}</a>
          <button type="button" className="button button--secondary" onClick={() => { setPlaced(null); setForm({ recipientEmail: '', senderName: '', message: '', email: form.email }); }}>
            {labels.another}
          </button>
        </p>
      </div>
    );
  }

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  const messageLength = form.message.trim().length;

  return (
    <form ref={formRef} className="account-form gift-card-shop__form" noValidate onSubmit={submit} aria-describedby={`${id}-how`}>
      <FieldsUntilHydrated>
        <FormMessage tone="error">{failure || (Object.keys(errors).length ? labels['error.summary'] : '')}</FormMessage>
        <fieldset className="gift-card-shop__amounts" aria-describedby={preset === 'custom' ? undefined : errors.amount ? `${id}-amount-error ${id}-range` : `${id}-range`}>
          <legend className="form-field__label">{labels.amount}</legend>
          <div className="gift-card-shop__choices">
            {limits.presets.map((value) => (
              <label key={value} className="gift-card-shop__choice">
                <input type="radio" name="amount" value={value} checked={preset === value} onChange={() => setPreset(value)} />
                <span>{price(value)}</span>
              </label>
            ))}
            <label className="gift-card-shop__choice">
              <input type="radio" name="amount" value="custom" checked={preset === 'custom'} onChange={() => setPreset('custom')} />
              <span>{labels.custom}</span>
            </label>
          </div>
          {preset === 'custom' ? (
            <TextField
              label={fill(labels.customField, { currency: symbol })}
              name="customAmount"
              inputMode="decimal"
              autoComplete="off"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              error={errors.amount}
              hint={fill(labels.range, range)}
            />
          ) : null}
          {preset !== 'custom' ? (
            <>
              <p id={`${id}-range`} className="form-field__hint">{fill(labels.range, range)}</p>
              <FieldError id={`${id}-amount-error`}>{errors.amount}</FieldError>
            </>
          ) : null}
        </fieldset>

        <div className="gift-card-preview" aria-label={labels.preview} role="img">
          <span className="gift-card-preview__brand">Atelier</span>
          <span className="gift-card-preview__amount">{amountOk ? price(amount) : '—'}</span>
          {form.message.trim() ? <span className="gift-card-preview__message">{form.message.trim()}</span> : null}
        </div>

        <EmailField label={labels.recipientEmail} name="recipientEmail" autoComplete="off" value={form.recipientEmail} onChange={set('recipientEmail')} error={errors.recipientEmail} />
        <TextField label={labels.senderName} name="senderName" autoComplete="name" required value={form.senderName} onChange={set('senderName')} error={errors.senderName} />
        <MessageField
          label={labels.message}
          value={form.message}
          onChange={set('message')}
          error={errors.message}
          count={fill(labels.characters, { count: String(messageLength), max: String(GIFT_CARD_MESSAGE_MAX) })}
          over={messageLength > GIFT_CARD_MESSAGE_MAX}
          overText={labels['error.tooLong']}
        />
        <EmailField label={labels.buyerEmail} value={form.email} onChange={set('email')} error={errors.email} />

        <fieldset className="gift-card-shop__methods">
          <legend className="form-field__label">{labels.payment}</legend>
          {paymentMethods.map((m) => (
            <label key={m} className="gift-card-shop__choice">
              <input type="radio" name="paymentMethod" value={m} checked={method === m} onChange={() => setMethod(m)} />
              <span>{labels[`method.${m}`]}</span>
            </label>
          ))}
        </fieldset>

        <button type="submit" className="button account-form__submit" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? labels.submitting : amountOk ? fill(labels.submit, { amount: price(amount) }) : labels.buy}
        </button>
        <p id={`${id}-how`} className="account-form__note">{labels.howTo}</p>
      </FieldsUntilHydrated>
    </form>
  );
}

/** The personal message: a text area with its character count; over the limit says so (SPEC §5). */
function MessageField({ label, value, onChange, error, count, over, overText }: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
  count: string;
  over: boolean;
  overText: string;
}) {
  const id = useId();
  const shown = error ?? (over ? overText : undefined);
  return (
    <div className="form-field" data-invalid={shown ? 'true' : undefined}>
      <label className="form-field__label" htmlFor={id}>{label}</label>
      <textarea id={id} name="message" className="input gift-card-shop__message" rows={4} value={value} onChange={onChange} aria-invalid={shown ? true : undefined} aria-describedby={`${id}-count${shown ? ` ${id}-error` : ''}`} />
      <p id={`${id}-count`} className="form-field__hint" aria-live="polite">{count}</p>
      <FieldError id={`${id}-error`}>{shown}</FieldError>
    </div>
  );
}
