'use client';
/**
 * The page editor's live preview (issue 33): the live renderer's preview page in a frame, fed by the editor's unsaved
 * state. Each change is sent (the first after a pause at once, then at most one per 150 ms) to `PUT /api/studio/preview-state`, kept for the editor's session, and the
 * frame is then told to render again (postMessage, this origin only), where the preview page lays the unsaved fields
 * over the drafts it reads (content/unsaved-overlay.ts). The frame reports the block an editor clicks (`onSelect`).
 * Phone, tablet and desktop widths are a toggle group above it.
 */
import { useEffect, useRef, useState } from 'react';
import { frameMessage, type StudioToFrame } from '@/lib/studio/preview-messages';
import type { EntryFields } from '@/lib/studio/form-schema';
import { studioCall } from './api';

/** The shortest time between two writes of the unsaved state while the editor types. */
export const LIVE_PREVIEW_DEBOUNCE_MS = 150;

export const PREVIEW_WIDTHS = [
  { id: 'phone', label: 'Phone', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 820 },
  { id: 'desktop', label: 'Desktop', width: undefined },
] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['id'];

/** The changed entries of the page as the preview state takes them: fields by entry id, each with its content type. */
export type UnsavedState = Record<string, { contentType: string; fields: EntryFields }>;

export interface LivePreviewFrameProps {
  pageId: string;
  src: string;
  title: string;
  unsaved: UnsavedState;
  /** An editor clicked the entry (and field, where the block marks one) in the frame. */
  onSelect: (entryId: string, fieldId?: string) => void;
  /** Said when the preview could not be fed (the editor's text is still in the form). */
  onProblem?: (message: string) => void;
}

export function LivePreviewFrame({ pageId, src, title, unsaved, onSelect, onProblem }: LivePreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const sent = useRef(0);
  const handlers = useRef({ onSelect, onProblem });
  useEffect(() => {
    handlers.current = { onSelect, onProblem };
  });
  const body = JSON.stringify({ pageId, entries: unsaved });

  const tellFrame = (message: StudioToFrame) => frame.current?.contentWindow?.postMessage(message, window.location.origin);

  // Feed the frame: the latest state, one write at a time (so an older one never lands after a newer one). The first
  // change after a pause goes at once; while the editor keeps typing, at most one write per debounce interval.
  const lastWrite = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, lastWrite.current + LIVE_PREVIEW_DEBOUNCE_MS - Date.now());
    const timer = setTimeout(() => {
      lastWrite.current = Date.now();
      queue.current = queue.current.then(async () => {
        const answer = await studioCall('PUT', '/api/studio/preview-state', JSON.parse(body));
        if (!answer.ok) return handlers.current.onProblem?.(`The preview could not show your latest change: ${answer.message}`);
        sent.current += 1;
        tellFrame({ type: 'atelier-studio:refresh' });
      });
    }, wait);
    return () => clearTimeout(timer);
  }, [body]);

  // Leaving the page forgets its unsaved state (it also expires on its own).
  useEffect(
    () => () => {
      void fetch(`/api/studio/preview-state?pageId=${encodeURIComponent(pageId)}`, { method: 'DELETE', keepalive: true }).catch(() => undefined);
    },
    [pageId],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = frameMessage(event, window.location.origin, frame.current?.contentWindow);
      if (!message) return;
      // A frame that loaded after the last write has it already; one that loaded before it renders again.
      if (message.type === 'atelier-preview:ready' && sent.current > 0) tellFrame({ type: 'atelier-studio:refresh' });
      if (message.type === 'atelier-preview:select') handlers.current.onSelect(message.entryId, message.fieldId);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const chosen = PREVIEW_WIDTHS.find((w) => w.id === width)!;
  return (
    <>
      <div role="group" aria-label="Preview width" className="studio-preview-widths">
        {PREVIEW_WIDTHS.map((w) => (
          <button key={w.id} type="button" aria-pressed={w.id === width} onClick={() => setWidth(w.id)}>
            {w.label}
            {w.width ? <span className="visually-hidden"> ({w.width} pixels wide)</span> : null}
          </button>
        ))}
      </div>
      <div className="studio-preview-stage">
        <iframe ref={frame} title={title} src={src} style={chosen.width ? { width: `${chosen.width}px` } : undefined} />
      </div>
    </>
  );
}

/**
 * Focuses the field an editor clicked in the preview once its form is shown: the field's own input when the block
 * marks one (`{entryId}_{fieldId}`, the form's ids), else the entry's first field.
 */
export function useFocusFromPreview(request: { entryId: string; fieldId?: string; at: number } | undefined) {
  useEffect(() => {
    if (!request) return;
    const focusable = 'input:not([type=hidden]), textarea, select, [contenteditable="true"], button';
    const frameId = requestAnimationFrame(() => {
      const exact = request.fieldId ? document.getElementById(`${request.entryId}_${request.fieldId}`) : null;
      const field = exact?.matches(focusable) ? exact : (exact?.querySelector<HTMLElement>(focusable) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(request.entryId)}_"]:is(${focusable})`));
      field?.focus();
      field?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frameId);
  }, [request]);
}
