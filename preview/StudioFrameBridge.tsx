'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { studioMessage, type FrameToStudio } from '@/lib/studio/preview-messages';
import './studio-frame-bridge.css';

const TAGGED = '[data-contentful-entry-id]';
const HOVER_CLASS = 'studio-preview-hover';

/** Whether this page is the studio's own preview frame: framed by a page of this origin under /studio. */
function inStudioFrame(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === window.location.origin && window.parent.location.pathname.startsWith('/studio');
  } catch {
    return false; // a parent of another origin (Contentful's web app): not the studio
  }
}

/** The outermost element of the entry tagged at `from` (the block's own box, not just the field clicked). */
function blockElement(from: Element): HTMLElement | undefined {
  let found = from.closest<HTMLElement>(TAGGED);
  const id = found?.dataset.contentfulEntryId;
  for (let up = found?.parentElement?.closest<HTMLElement>(TAGGED); up && up.dataset.contentfulEntryId === id; up = up.parentElement?.closest<HTMLElement>(TAGGED)) found = up;
  return found ?? undefined;
}

/**
 * The preview frame's side of the studio's live preview (issue 33), in the preview layout only (draft mode: shoppers'
 * pages never load it) and idle unless the page is the studio's own frame. When the studio says its unsaved state
 * changed, the page's server components render again (`router.refresh()`: no reload, the scroll kept). A click on a
 * block (on an element with the renderer's inspector tags) is reported to the studio instead of followed, which
 * selects that entry and focuses its field; the hovered block is outlined.
 */
export function StudioFrameBridge() {
  const router = useRouter();
  useEffect(() => {
    if (!inStudioFrame()) return;
    const origin = window.location.origin;
    const tell = (message: FrameToStudio) => window.parent.postMessage(message, origin);
    let hovered: HTMLElement | undefined;

    const onMessage = (event: MessageEvent) => {
      if (studioMessage(event, origin, window.parent)) router.refresh();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const field = target?.closest<HTMLElement>(TAGGED);
      if (!field?.dataset.contentfulEntryId) return;
      event.preventDefault();
      event.stopPropagation();
      tell({ type: 'atelier-preview:select', entryId: field.dataset.contentfulEntryId, ...(field.dataset.contentfulFieldId ? { fieldId: field.dataset.contentfulFieldId } : {}) });
    };
    const onOver = (event: MouseEvent) => {
      const block = event.target instanceof Element ? blockElement(event.target) : undefined;
      if (block === hovered) return;
      hovered?.classList.remove(HOVER_CLASS);
      hovered = block;
      block?.classList.add(HOVER_CLASS);
      tell({ type: 'atelier-preview:hover', ...(block?.dataset.contentfulEntryId ? { entryId: block.dataset.contentfulEntryId } : {}) });
    };

    window.addEventListener('message', onMessage);
    document.addEventListener('click', onClick, true);
    document.addEventListener('mouseover', onOver);
    document.documentElement.classList.add('in-studio-frame');
    tell({ type: 'atelier-preview:ready' });
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('mouseover', onOver);
      hovered?.classList.remove(HOVER_CLASS);
    };
  }, [router]);
  return null;
}
