'use client';

import { useEffect } from 'react';
import { isChunkLoadError, mayReloadAfterChunkFailure, needsFullNavigation, type ExemptRule } from '@/lib/navigation-guard';
import { buildIsStale } from '@/lib/build-version';

const RELOADED_AT = 'atelier.chunk-reload-at';

/**
 * The global navigation guard (SPEC §2). Listens in the capture phase, before Next's links, and lets the
 * browser do a full navigation when the rules say so, or when the server runs a newer build than the page's
 * (components/build-watch); reloads once after a chunk-load failure. Mounted once for every layout.
 */
export function NavigationGuard({ exemptedPaths }: { exemptedPaths: ExemptRule[] }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      // A link whose click the page handles itself (the header's bag opens its menu): not a navigation.
      if (anchor.hasAttribute('data-opens-menu')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (buildIsStale() || needsFullNavigation(window.location.pathname, url.pathname, exemptedPaths)) {
        event.stopPropagation(); // Next's Link never sees the click: the browser navigates in full
      }
    };
    const onChunkFailure = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? '') || undefined;
      if (!mayReloadAfterChunkFailure(last, Date.now())) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => onChunkFailure(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onChunkFailure(event.reason);
    document.addEventListener('click', onClick, true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [exemptedPaths]);
  return null;
}
