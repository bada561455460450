'use client';

import { useEffect } from 'react';
import { normalizeSectionTitle } from './section-title';

/**
 * Opens the legal section named by the `section` query parameter and scrolls it into view
 * (`/terms?section=Legal+Terms`). Render it once on a page of legal sections; it renders nothing.
 */
export function OpenSectionFromQuery() {
  useEffect(() => {
    openSectionFromSearch(window.location.search, document);
  }, []);
  return null;
}

/** Opens and scrolls to the section `search` names; returns it, or null when none matches. */
export function openSectionFromSearch(search: string, root: ParentNode): HTMLDetailsElement | null {
  // URLSearchParams reads `+` and `%20` as spaces.
  const wanted = new URLSearchParams(search).get('section');
  if (!wanted || !wanted.trim()) return null;
  const key = normalizeSectionTitle(wanted);
  const sections = Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-legal-section-title]'));
  const match =
    sections.find((s) => normalizeSectionTitle(s.dataset.legalSectionTitle ?? '') === key) ??
    // A link may name the section by its id (the slug of its title) instead.
    sections.find((s) => s.id === key.replace(/ /g, '-'));
  if (!match) return null;
  match.open = true;
  if (typeof match.scrollIntoView === 'function') match.scrollIntoView({ block: 'start' });
  return match;
}
