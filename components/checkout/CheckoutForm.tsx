'use client';

/**
 * The checkout form's sections, as a view of the island's state: contact, delivery method, address or
 * store, recipient, delivery option, payment method, and the Place order button with the form's message.
 * Labels above inputs, errors under their field (BRAND.md), radio groups as fieldsets with legends.
 */
import { useId, useMemo, type FormEvent, type ReactNode, type RefObject } from 'react';
import { EmailField, FieldError, FormMessage, TextField } from '../account/FormField';
import { addBusinessDays } from '@/lib/checkout/options';
import { fill } from '@/lib/i18n/plural-templates';
import { formatMinor, type MoneyFormat } from '@/lib/money';
import type { Bag } from '@/schemas/api/bag';
import type { StoreLocation } from '@/schemas/api/catalog';
import { summaryTotals, type CheckoutValues, type FieldErrors, type PlaceFailure } from './checkout-form';
import type { CheckoutCountry, CheckoutLabels, CheckoutPageProps } from './labels';

export interface CheckoutFormProps {
  formRef?: RefObject<HTMLFormElement | null>;
  labels: CheckoutLabels;
  country: CheckoutCountry;
  money: MoneyFormat;
  paths: CheckoutPageProps['paths'];
  bag: Bag;
  values: CheckoutValues;
  errors: FieldErrors;
  failure: PlaceFailure | null;
  /** What left the bag for click and collect. */
  notice: string;
  /** Click and collect stores (null while loading). */
  stores: StoreLocation[] | 'failed' | null;
  onRetryStores?: () => void;
  /** Lines are leaving the bag for click and collect (`out`) or coming back for home delivery (`back`). */
  removing: 'out' | 'back' | false;
  placing: boolean;
  /** The bag cannot be ordered as it is (out of stock). */
  blocked: boolean;
  onChange: (next: Partial<CheckoutValues>) => void;
  onDelivery: (delivery: CheckoutValues['delivery']) => void;
  onSubmit: (event: FormEvent) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

interface Choice {
  value: string;
  label: ReactNode;
  detail?: ReactNode;
}

/** A radio group: a fieldset named by its legend, its error under it. */
function RadioGroup({ legend, name, choices, value, error, onChange, disabled }: { legend: string; name: string; choices: Choice[]; value: string; error?: string; onChange: (value: string) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <fieldset className="checkout-choices" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} data-invalid={error ? 'true' : undefined}>
      <legend className="form-field__label">{legend}</legend>
      {choices.map((c) => (
        <label key={c.value} className="checkout-choice">
          <input type="radio" name={name} value={c.value} checked={value === c.value} disabled={disabled} onChange={() => onChange(c.value)} />
          <span className="checkout-choice__label">{c.label}</span>
          {c.detail ? <span className="checkout-choice__detail">{c.detail}</span> : null}
        </label>
      ))}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/** The phone number with the country's calling code shown first (and read with the field's name). */
function PhoneField({ label, codeLabel, callingCode, value, error, onChange }: { label: string; codeLabel: string; callingCode: string; value: string; error?: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="form-field" data-invalid={error ? 'true' : undefined}>
      <label className="form-field__label" htmlFor={id}>{label}</label>
      <div className="form-field__control phone-field">
        <span className="phone-field__code" id={`${id}-code`} aria-label={fill(codeLabel, { code: callingCode })}>{callingCode}</span>
        <input
          id={id}
          name="phone"
          type="tel"
          className="input"
          autoComplete="tel-national"
          inputMode="tel"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-code`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function CheckoutForm({ formRef, labels, country, money, paths, bag, values, errors, failure, notice, stores, onRetryStores, removing, placing, blocked, onChange, onDelivery, onSubmit }: CheckoutFormProps) {
  const price = (amount: number) => formatMinor(amount, bag.currency, money);
  const optional = (label: string, required: boolean) => (required ? label : fill(labels.optional, { label }));
  const dates = useMemo(() => new Intl.DateTimeFormat(money.locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }), [money.locale]);
  const estimate = (days: number) => fill(labels['option.estimate'], { date: dates.format(new Date(`${addBusinessDays(new Date(), days)}T00:00:00Z`)) });
  const home = values.delivery === 'delivery';
  const busy = placing || !!removing;

  return (
    <form ref={formRef} className="bag-layout__main checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <Section title={labels['contact.heading']}>
        <EmailField label={labels['contact.email']} value={values.email} error={errors.email} onChange={(e) => onChange({ email: e.target.value })} />
      </Section>

      <Section title={labels['delivery.heading']}>
        <RadioGroup
          legend={labels['delivery.heading']}
          name="delivery"
          value={values.delivery}
          disabled={!!removing}
          onChange={(v) => onDelivery(v as CheckoutValues['delivery'])}
          choices={[
            { value: 'delivery', label: labels['delivery.home'] },
            { value: 'click_and_collect', label: labels['delivery.collect'] },
          ]}
        />
        <div role="status" className="checkout-notice">
          {removing ? labels[removing === 'back' ? 'collect.restoring' : 'collect.removing'] : notice ? <p className="form-message form-message--success">{notice}</p> : null}
        </div>
        {home ? (
          <div className="checkout-address">
            <h3>{labels['address.heading']}</h3>
            {country.addressFields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={optional(labels[`address.${field.label}`], field.required)}
                autoComplete={field.autocomplete}
                required={field.required}
                value={values.address[field.name] ?? ''}
                error={errors[`address.${field.name}`]}
                onChange={(e) => onChange({ address: { [field.name]: e.target.value } })}
              />
            ))}
          </div>
        ) : stores === null ? (
          <p role="status">{labels['store.loading']}</p>
        ) : stores === 'failed' ? (
          <div className="bag-notice" role="alert">
            <p>{labels['store.loadFailed']}</p>
            <button type="button" className="button button--secondary" onClick={onRetryStores}>{labels.retry}</button>
          </div>
        ) : stores.length === 0 ? (
          <p>{labels['store.none']}</p>
        ) : (
          <>
            <RadioGroup
              legend={labels['store.heading']}
              name="store"
              value={values.storeSlug}
              error={errors.storeSlug}
              onChange={(storeSlug) => onChange({ storeSlug })}
              choices={stores.map((s) => ({ value: s.slug, label: s.name, detail: [s.address.line, s.address.city, s.address.postcode].filter(Boolean).join(', ') }))}
            />
            <p className="form-field__hint">{labels['store.hold']}</p>
          </>
        )}
      </Section>

      <Section title={labels['recipient.heading']}>
        <div className="checkout-row">
          <TextField name="firstName" label={labels['recipient.firstName']} autoComplete="given-name" required value={values.firstName} error={errors['recipient.firstName']} onChange={(e) => onChange({ firstName: e.target.value })} />
          <TextField name="lastName" label={labels['recipient.lastName']} autoComplete="family-name" required value={values.lastName} error={errors['recipient.lastName']} onChange={(e) => onChange({ lastName: e.target.value })} />
        </div>
        <PhoneField label={labels['recipient.phone']} codeLabel={labels['recipient.callingCode']} callingCode={country.callingCode} value={values.phone} error={errors['recipient.phone']} onChange={(phone) => onChange({ phone })} />
        {country.registrationNumber ? (
          <TextField
            name="registrationNumber"
            label={optional(labels['recipient.registrationNumber'], false)}
            hint={labels['recipient.registrationHint']}
            value={values.registrationNumber}
            error={errors['recipient.registrationNumber']}
            onChange={(e) => onChange({ registrationNumber: e.target.value })}
          />
        ) : null}
      </Section>

      {home ? (
        <Section title={labels['option.heading']}>
          <RadioGroup
            legend={labels['option.heading']}
            name="deliveryOption"
            value={values.deliveryOption}
            error={errors.deliveryOption}
            onChange={(deliveryOption) => onChange({ deliveryOption })}
            choices={country.deliveryOptions.map((o) => {
              const cost = summaryTotals(bag, country, 'delivery', o.id).shipping;
              return { value: o.id, label: `${labels[`deliveryOption.${o.id}`]} · ${cost === 0 ? labels['option.free'] : price(cost)}`, detail: estimate(o.businessDays) };
            })}
          />
        </Section>
      ) : null}

      <Section title={labels['payment.heading']}>
        <RadioGroup
          legend={labels['payment.heading']}
          name="payment"
          value={values.payment}
          error={errors.paymentMethod}
          onChange={(payment) => onChange({ payment })}
          choices={country.payments.map((p) => ({ value: p.value, label: p.label }))}
        />
      </Section>

      <div className="checkout-place">
        <FormMessage tone="error">
          {failure ? (
            <>
              <p>{failure.message}</p>
              {failure.toBag ? <a href={paths.cart}>{labels.backToBag}</a> : null}
            </>
          ) : null}
        </FormMessage>
        <button type="submit" className="button checkout-place__button" disabled={busy || blocked} aria-disabled={busy || blocked || undefined}>
          {placing ? labels.placing : labels.place}
        </button>
      </div>
    </form>
  );
}
