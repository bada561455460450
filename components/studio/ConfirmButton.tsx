'use client';
/**
 * A studio action that asks first (issue 33: Unpublish, Restore as draft): the button opens a modal dialog (the
 * native `<dialog>` with `showModal()`, as the people page asks before removing someone: the rest of the page is
 * inert, Escape cancels) named by its question, with the action and Cancel; Cancel has the focus when it opens, so
 * Enter never does the action by accident; when it closes, either way, the focus is back on the button.
 */
import { useId, useRef, type ReactNode } from 'react';

export interface ConfirmButtonProps {
  /** The button's text (and its accessible name unless `buttonLabel` says more). */
  children: ReactNode;
  buttonLabel?: string;
  /** The dialog's heading, its accessible name: "Unpublish this page?" */
  question: string;
  /** What happens, in a sentence or two. */
  explanation: ReactNode;
  /** The dialog's action button: "Unpublish". */
  confirm: string;
  disabled?: boolean;
  onConfirm: () => void;
}

export function ConfirmButton({ children, buttonLabel, question, explanation, confirm, disabled, onConfirm }: ConfirmButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const close = () => dialog.current?.close();
  // React does not write `autofocus` into the page, so the dialog would focus its first button (the action): Cancel is focused here.
  const open = () => {
    dialog.current?.showModal();
    cancel.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" aria-label={buttonLabel} aria-haspopup="dialog" disabled={disabled} onClick={open}>
        {children}
      </button>
      <dialog ref={dialog} className="studio-confirm" aria-labelledby={headingId} onClose={() => opener.current?.focus()}>
        <h2 id={headingId}>{question}</h2>
        <p>{explanation}</p>
        <p className="studio-confirm__actions">
          <button
            type="button"
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirm}
          </button>{' '}
          <button ref={cancel} type="button" onClick={close}>
            Cancel
          </button>
        </p>
      </dialog>
    </>
  );
}
