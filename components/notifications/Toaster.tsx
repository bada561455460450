'use client';

/**
 * The toasts, top right, newest last (BRAND.md: 300 px wide, the type's colour as a left rule). Each toast
 * shows its type as an icon and, for screen readers, as a word; errors and warnings are alerts (read at
 * once), success and default are statuses (read politely). A click on a toast or its close button (or
 * Escape inside it) dismisses it. While the pointer is over the toasts or focus is inside them, their
 * timers are paused (WCAG 2.2.1). A toast that is going plays its exit motion hidden from assistive
 * technology and out of the tab order; if it held focus, focus moves to the next toast or back to where
 * it came from.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type CSSProperties, type FocusEvent, type JSX } from 'react';
import { useSelector } from '@xstate/react';
import type { NotificationsActorRef, NotificationType, PauseSource, Toast } from '@/flows/notifications/notifications.machine';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons/Icons';
import type { NotificationLabels } from './labels';

const ICONS: Record<NotificationType, () => JSX.Element> = { success: SuccessIcon, warn: WarningIcon, error: ErrorIcon, default: InfoIcon };
/** Errors and warnings interrupt (alert: assertive); the others wait their turn (status: polite). */
const ROLES: Record<NotificationType, 'alert' | 'status'> = { error: 'alert', warn: 'alert', success: 'status', default: 'status' };

export interface ToasterProps {
  /** The page's notification centre. */
  actor: NotificationsActorRef;
  labels: NotificationLabels;
}

export function Toaster({ actor, labels }: ToasterProps) {
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts);
  const rootRef = useRef<HTMLDivElement>(null);
  // The element focus came from when it entered the toasts, to hand it back when the last one goes.
  const cameFrom = useRef<HTMLElement | null>(null);

  const inside = (node: EventTarget | null) => node instanceof Node && Boolean(rootRef.current?.contains(node));
  const pause = (source: PauseSource) => actor.send({ type: 'PAUSE', source, at: Date.now() });
  const resume = useCallback((source: PauseSource) => actor.send({ type: 'RESUME', source, at: Date.now() }), [actor]);

  const onFocus = (event: FocusEvent) => {
    if (inside(event.relatedTarget)) return;
    cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    pause('focus');
  };
  const onBlur = (event: FocusEvent) => {
    if (!inside(event.relatedTarget)) resume('focus');
  };

  // Called as a toast starts leaving, before it is hidden: keep focus from falling back to the page top.
  const handOffFocus = useCallback((leaving: HTMLElement) => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !leaving.contains(focused)) return;
    const others = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('.toast[data-state="idle"] .toast__close') ?? []);
    const next = others.find((button) => leaving.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING) ?? others.at(-1);
    const target = next ?? (cameFrom.current?.isConnected ? cameFrom.current : null);
    if (target) target.focus();
    else focused.blur();
  }, []);

  // With no toast left, nothing can be under the pointer or hold focus: lift any pause a removed toast
  // could not report (a node taken out from under the pointer gets no pointerleave).
  const empty = toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    resume('pointer');
    resume('focus');
  }, [empty, resume]);

  return (
    <div
      ref={rootRef}
      className="toaster"
      onPointerEnter={() => pause('pointer')}
      onPointerLeave={() => resume('pointer')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <ToastView key={toast.id} centre={actor} toast={toast} labels={labels} onLeave={handOffFocus} />
      ))}
    </div>
  );
}

interface ToastViewProps {
  centre: NotificationsActorRef;
  toast: Toast;
  labels: NotificationLabels;
  onLeave: (element: HTMLElement) => void;
}

function ToastView({ centre: actor, toast, labels, onLeave }: ToastViewProps) {
  const item = useSelector(toast.ref, (snapshot) => snapshot.context.item);
  const leaving = useSelector(toast.ref, (snapshot) => !snapshot.matches('idle'));
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (leaving && ref.current) onLeave(ref.current);
  }, [leaving, onLeave]);

  const Icon = ICONS[item.type];
  const close = () => actor.send({ type: 'CLOSE', id: toast.id });

  return (
    <div
      ref={ref}
      className={`toast toast--${item.type}`}
      data-state={leaving ? 'destroyed' : 'idle'}
      aria-hidden={leaving || undefined}
      inert={leaving}
      style={{ '--toast-speed': `${item.speed}ms` } as CSSProperties}
      onClick={() => actor.send({ type: 'CLICK', id: toast.id })}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close();
      }}
    >
      <span className="toast__icon">
        <Icon />
      </span>
      {/* The live region holds the message only, so the close button's name is not read with it. */}
      <div className="toast__message" role={ROLES[item.type]}>
        <span className="visually-hidden">{labels.types[item.type]}: </span>
        {item.title ? <p className="toast__title">{item.title}</p> : null}
        {item.text ? <p className="toast__text">{item.text}</p> : null}
      </div>
      <button
        type="button"
        className="icon-button toast__close"
        aria-label={labels.close}
        onClick={(event) => {
          event.stopPropagation();
          close();
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
