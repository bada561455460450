'use client';

import { useEffect, useState } from 'react';
import { MenuIcon } from '../icons/Icons';

/**
 * Opens and closes the header menu as a drawer on small screens. The menu itself is server-rendered
 * once (`#site-menu`); this island only flips its `data-open`, and closes it on Escape.
 */
export function MenuToggle({ menuId, openLabel, closeLabel }: { menuId: string; openLabel: string; closeLabel: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (menu) menu.dataset.open = String(open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuId, open]);

  return (
    <button
      type="button"
      className="icon-button"
      aria-label={open ? closeLabel : openLabel}
      aria-expanded={open}
      aria-controls={menuId}
      onClick={() => setOpen((o) => !o)}
    >
      <MenuIcon />
    </button>
  );
}
