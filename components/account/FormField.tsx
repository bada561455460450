'use client';

/**
 * The account forms' fields (BRAND.md forms): the label above the input, a hint, and the error under the
 * field in the error colour with an icon, tied to the input by `aria-describedby` and `aria-invalid`.
 * One text field (with an optional show/hide control for passwords), one checkbox, one message block.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AlertIcon } from '../icons/Icons';

/** An error line under a field, or under the group it belongs to. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="form-field__error">
      <AlertIcon />
      <span>{children}</span>
    </p>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** A password field's show/hide control, with its two names. */
  reveal?: { show: string; hide: string };
}

export function TextField({ label, error, hint, reveal, type = 'text', className, ...input }: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`} data-invalid={error ? 'true' : undefined}>
      <label className="form-field__label" htmlFor={id}>{label}</label>
      <div className="form-field__control">
        <input
          {...input}
          id={id}
          type={reveal && shown ? 'text' : type}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
        />
        {reveal ? (
          <button type="button" className="form-field__reveal link-button" aria-controls={id} onClick={() => setShown((s) => !s)}>
            {shown ? reveal.hide : reveal.show}
          </button>
        ) : null}
      </div>
      {hint ? <div id={hintId} className="form-field__hint">{hint}</div> : null}
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

type FieldProps = Omit<TextFieldProps, 'name' | 'type' | 'reveal'> & { name?: string };

/** An email field: the keyboard, autocomplete and spelling of an email address. */
export function EmailField(props: FieldProps) {
  return <TextField name="email" type="email" autoComplete="email" inputMode="email" spellCheck={false} required {...props} />;
}

/** A password field with its show/hide control. */
export function PasswordField({ revealLabels, ...props }: FieldProps & { revealLabels: { showPassword: string; hidePassword: string } }) {
  return <TextField name="password" type="password" required reveal={{ show: revealLabels.showPassword, hide: revealLabels.hidePassword }} {...props} />;
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  name: string;
  error?: string;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="form-check" data-invalid={error ? 'true' : undefined}>
      <input {...input} id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={errorId} />
      <label htmlFor={id}>{label}</label>
      {errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/**
 * A form-level message: an error (`role="alert"`) or a result (`role="status"`, polite). The region is
 * always in the page, so that what appears in it is announced; children may hold links.
 */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children?: ReactNode }) {
  return (
    <div className={children ? `form-message form-message--${tone}` : 'form-message--empty'} role={tone === 'error' ? 'alert' : 'status'}>
      {children ? (
        <>
          {tone === 'error' ? <AlertIcon /> : null}
          <div>{children}</div>
        </>
      ) : null}
    </div>
  );
}
