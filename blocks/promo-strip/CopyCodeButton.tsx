'use client';

import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/hydration/useHydrated';

export interface CopyCodeButtonProps {
  code: string;
  /** The element showing the code: it describes the button, and is selected if the clipboard is refused. */
  codeElementId: string;
  copyLabel: string;
  copiedLabel: string;
}

const MESSAGE_MS = 5000;

/**
 * Copies a promo code and says so in a live region. The button appears only once hydrated (with
 * JavaScript off the code is still there to copy by hand). Where the clipboard is unavailable or refused,
 * the code is selected instead, ready for the shopper's own copy command.
 */
export function CopyCodeButton({ code, codeElementId, copyLabel, copiedLabel }: CopyCodeButtonProps) {
  const hydrated = useHydrated();
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    setMessage(''); // a second copy is announced again
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
    } catch {
      selectText(codeElementId);
      return;
    }
    setMessage(copiedLabel);
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS);
  };

  return (
    <>
      {hydrated ? (
        <button type="button" className="promo-strip__copy" aria-describedby={codeElementId} onClick={copy}>
          {copyLabel}
        </button>
      ) : null}
      <span role="status" className="promo-strip__status">
        {message}
      </span>
    </>
  );
}

function selectText(id: string) {
  const el = document.getElementById(id);
  const selection = window.getSelection();
  if (!el || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(el);
  selection.removeAllRanges();
  selection.addRange(range);
}
