'use client';

import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from '@/components/hydration/useHydrated';

export interface ReadMoreProps {
  /** The id of the text element (the button's `aria-controls`). */
  id: string;
  /** How many lines show while collapsed. */
  lines: number;
  readMoreLabel: string;
  readLessLabel: string;
  /** The text, rendered on the server. */
  children: ReactNode;
}

/**
 * Clamps server-rendered text to `lines` lines with a Read more / Read less button. Until it has hydrated
 * (and with JavaScript off) the whole text shows and there is no button. The button appears only when the
 * clamped text actually overflows.
 */
export function ReadMore({ id, lines, readMoreLabel, readLessLabel, children }: ReadMoreProps) {
  const text = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // False on the server and while hydrating, true after: the clamp never applies without JavaScript.
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  // Measure while collapsed (the clamp is on), before paint, and again when the text's box changes size.
  useLayoutEffect(() => {
    const el = text.current;
    if (!hydrated || expanded || !el) return;
    const measure = () => setOverflows(clampedTextOverflows(el));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [hydrated, expanded]);

  const collapse = () => {
    setExpanded(false);
    // The button moves up with the shortened text: keep it on screen.
    requestAnimationFrame(() => button.current?.scrollIntoView?.({ block: 'nearest' }));
  };

  const clamped = hydrated && !expanded;
  return (
    <>
      <div
        ref={text}
        id={id}
        className={clamped ? 'landing-text__body landing-text__body--clamped' : 'landing-text__body'}
        style={{ '--landing-text-lines': lines } as CSSProperties}
      >
        {children}
      </div>
      {hydrated && (expanded || overflows) ? (
        <button
          ref={button}
          type="button"
          className="landing-text__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={expanded ? collapse : () => setExpanded(true)}
        >
          {expanded ? readLessLabel : readMoreLabel}
        </button>
      ) : null}
    </>
  );
}

/** True when clamped text is cut off. Without layout (jsdom, a hidden parent) it cannot tell, and says yes. */
function clampedTextOverflows(el: HTMLElement): boolean {
  if (el.clientHeight === 0 && el.scrollHeight === 0) return true;
  return el.scrollHeight > el.clientHeight + 1;
}
