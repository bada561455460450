'use client';

/**
 * The booking form's two steps (SPEC §5): contact details — full name, email, phone in the country's calling
 * code, each labelled above, "(optional)" on an optional one, the error under the field with an icon — and
 * the service's questions. Both check with the flow's own rules (`flows/booking/booking-form`) before they
 * hand their values on, and focus the first field in error.
 */
import { useRef, useState, type FormEvent } from 'react';
import { MAX_ANSWER_LENGTH, hasErrors, validateAnswers, validateContact, type Answers, type Contact, type ContactRules } from '@/flows/booking/booking-form';
import type { Question } from '@/schemas/api/bookings';
import { TextField } from '../account/FormField';
import { FieldError } from '../account/FormField';
import type { BookingLabels } from './labels';

const focusFirstInvalid = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

function label(text: string, optional: boolean, labels: BookingLabels) {
  return optional ? `${text} ${labels['flow.optional']}` : text;
}

export function ContactForm({ initial, rules, labels, onSubmit, onBack, backLabel }: { initial: Contact; rules: ContactRules; labels: BookingLabels; onSubmit: (contact: Contact) => void; onBack?: () => void; backLabel?: string }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReturnType<typeof validateContact>>({});
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values, rules);
    setErrors(found);
    if (hasErrors(found)) requestAnimationFrame(() => focusFirstInvalid(form.current));
    else onSubmit(values);
  };
  const field = (name: keyof Contact) => ({
    name,
    value: values[name],
    error: errors[name] ? labels[`error.${errors[name]}`] : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return (
    <form ref={form} className="booking-form" noValidate onSubmit={submit} aria-labelledby="booking-contact-heading">
      <h2 id="booking-contact-heading" tabIndex={-1}>{labels['flow.stepContact']}</h2>
      <TextField label={labels['flow.fullName']} autoComplete="name" required {...field('fullName')} />
      <TextField label={label(labels['flow.email'], !rules.emailRequired, labels)} type="email" autoComplete="email" inputMode="email" spellCheck={false} required={rules.emailRequired} {...field('email')} />
      <TextField
        label={label(labels['flow.phone'], !rules.phoneRequired, labels)}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        required={rules.phoneRequired}
        hint={rules.callingCode}
        {...field('phone')}
      />
      <div className="booking-actions">
        {onBack && <button type="button" className="button button--secondary" onClick={onBack}>{backLabel ?? labels['flow.back']}</button>}
        <button type="submit" className="button">{labels['flow.continue']}</button>
      </div>
    </form>
  );
}

export function QuestionsForm({ questions, initial, labels, submitLabel, onSubmit, onBack }: { questions: Question[]; initial: Answers; labels: BookingLabels; submitLabel: string; onSubmit: (answers: Answers) => void; onBack: () => void }) {
  const [answers, setAnswers] = useState<Answers>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const rules = questions.map((q) => ({ id: String(q.id), required: q.required }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAnswers(answers, rules);
    setErrors(found);
    if (hasErrors(found)) requestAnimationFrame(() => focusFirstInvalid(form.current));
    else onSubmit(answers);
  };
  return (
    <form ref={form} className="booking-form" noValidate onSubmit={submit} aria-labelledby="booking-questions-heading">
      <h2 id="booking-questions-heading" tabIndex={-1}>{labels['flow.stepQuestions']}</h2>
      {questions.map((q) => {
        const id = `booking-question-${q.id}`;
        const error = errors[String(q.id)];
        return (
          <div key={q.id} className="form-field" data-invalid={error ? 'true' : undefined}>
            <label className="form-field__label" htmlFor={id}>{label(q.text, !q.required, labels)}</label>
            <textarea
              id={id}
              className="input"
              rows={3}
              required={q.required}
              value={answers[String(q.id)] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setAnswers((a) => ({ ...a, [String(q.id)]: e.target.value }))}
              data-max-length={Math.min(q.maxLength, MAX_ANSWER_LENGTH)}
            />
            <FieldError id={`${id}-error`}>{error ? labels[`error.${error as 'required'}`] : undefined}</FieldError>
          </div>
        );
      })}
      <div className="booking-actions">
        <button type="button" className="button button--secondary" onClick={onBack}>{labels['flow.back']}</button>
        <button type="submit" className="button">{submitLabel}</button>
      </div>
    </form>
  );
}
