'use client';

/**
 * The header's search control. Without JavaScript (and until hydration) it is a link to the search page;
 * once hydrated it is a button that opens the search overlay, whose code loads only when first wanted
 * (on hover, focus or click), so it adds nothing to a page's first-load JavaScript.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useHydrated } from '../hydration/useHydrated';
import { SearchIcon } from '../icons/Icons';
import type { SearchLabels } from './labels';

const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazy(loadOverlay);

export interface SearchLauncherProps {
  labels: SearchLabels;
  /** The search page's public path, e.g. `/search` or `/en/search`. */
  searchPath: string;
  /** Locale prefix of links (`''` or `/en`). */
  pathPrefix: string;
  api: { country: string; language: string };
}

export function SearchLauncher({ labels, searchPath, pathPrefix, api }: SearchLauncherProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <a className="icon-button" href={searchPath} aria-label={labels.open}>
        <SearchIcon />
      </a>
    );
  }
  const preload = () => void loadOverlay();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay
            labels={labels}
            searchPath={searchPath}
            pathPrefix={pathPrefix}
            api={api}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
