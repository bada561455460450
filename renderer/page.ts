import pageSchema from '@/schemas/cms/page.schema.json';
import { log } from '@/lib/log';
import { validateFields, type ValidationIssue } from './validate';
import type { ContentEntry } from './types';

export interface PageFields {
  slug: string;
  title: string;
  description?: string;
  pageType: 'home' | 'landing' | 'category' | 'brand' | 'legal' | 'about';
  countries?: string[];
  blocks?: ContentEntry[];
}

/** The page entry for a slug as checked: none, one that fails the page schema (with the ajv errors), or a valid one. */
export type PageCheck =
  | { kind: 'missing' }
  | { kind: 'invalid'; entry: ContentEntry; errors: ValidationIssue[] }
  | { kind: 'valid'; page: ContentEntry<PageFields> };

/**
 * Checks a page entry against its schema; a missing or failing one is logged ("Landing Page not found", with the
 * ajv errors). The routes treat both as not found (our extension of SPEC §2's rule); in preview an editor is
 * shown why an invalid one is not (`PageReport`).
 */
export function checkPage(entry: ContentEntry | null, slug: string): PageCheck {
  if (!entry) {
    log.warn('Landing Page not found', { slug });
    return { kind: 'missing' };
  }
  const result = validateFields(pageSchema, entry.fields);
  if (!result.valid) {
    log.warn('Landing Page not found', { slug, entryId: entry.id, reason: 'invalid page entry', errors: result.errors });
    return { kind: 'invalid', entry, errors: result.errors };
  }
  return { kind: 'valid', page: entry as unknown as ContentEntry<PageFields> };
}

/** The page entry when it is valid; null when it is missing or fails its schema. */
export function validPage(entry: ContentEntry | null, slug: string): ContentEntry<PageFields> | null {
  const checked = checkPage(entry, slug);
  return checked.kind === 'valid' ? checked.page : null;
}
