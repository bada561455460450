/**
 * Overlays (SPEC §2 `/preview/overlay/{id}`, §7 `preview/overlays/`): messages that content targets at user
 * segments and countries. Editors preview their drafts; who would see one follows lib/user-segments.ts.
 */
import type { Document } from '@contentful/rich-text-types';
import { loadOverlay } from '@/server/content/pages';
import { visibleToSegments } from '@/lib/user-segments';

export interface Overlay {
  id: string;
  title: string;
  body: Document | null;
  userSegments: string[];
  countries: string[];
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The latest draft of an overlay, or null when there is none (or it has no title). */
export async function previewOverlay(id: string, locale: string): Promise<Overlay | null> {
  const entry = await loadOverlay(id, locale);
  if (!entry || typeof entry.fields.title !== 'string' || !entry.fields.title) return null;
  const body = entry.fields.body as Document | undefined;
  return { id: entry.id, title: entry.fields.title, body: body?.nodeType === 'document' ? body : null, userSegments: strings(entry.fields.userSegments), countries: strings(entry.fields.countries) };
}

/** Whether a visitor in `country` and `segments` sees the overlay (no countries: every country). */
export function overlayVisible(overlay: Pick<Overlay, 'userSegments' | 'countries'>, country: string, segments: readonly string[]): boolean {
  return (overlay.countries.length === 0 || overlay.countries.includes(country)) && visibleToSegments(overlay, segments);
}
