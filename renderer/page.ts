import pageSchema from '@/schemas/cms/page.schema.json';
import { log } from '@/lib/log';
import { validateFields } from './validate';
import type { ContentEntry } from './types';

export interface PageFields {
  slug: string;
  title: string;
  description?: string;
  pageType: 'home' | 'landing' | 'category' | 'brand' | 'legal' | 'about';
  countries?: string[];
  blocks?: ContentEntry[];
}

/**
 * A page entry that fails its own schema is treated as not found (our extension of SPEC §2's rule);
 * the failure is logged with the ajv errors.
 */
export function validPage(entry: ContentEntry | null, slug: string): ContentEntry<PageFields> | null {
  if (!entry) {
    log.warn('Landing Page not found', { slug });
    return null;
  }
  const result = validateFields(pageSchema, entry.fields);
  if (!result.valid) {
    log.warn('Landing Page not found', { slug, entryId: entry.id, reason: 'invalid page entry', errors: result.errors });
    return null;
  }
  return entry as unknown as ContentEntry<PageFields>;
}
