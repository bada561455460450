'use client';
/**
 * The studio's warning before unsaved work is lost (issue 33): while `unsaved`, closing or reloading the tab asks (the
 * browser's own question, `beforeunload`), and so does following any link to another page, the studio's Next links
 * included (caught in the capture phase, before Next's router; `window.confirm`, the browser's own keyboard-usable
 * dialog). A link to a part of the same page, a new tab or a download is let through.
 */
import { useEffect } from 'react';

export const LEAVE_QUESTION = 'Leave this page? Your unsaved changes will be lost.';

export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin === window.location.origin && link.pathname === window.location.pathname && link.hash) return;
      if (window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);
}
