import 'server-only';
import { cacheLife } from 'next/cache';

/** The current year for cached pages (footer copyright); refreshed daily. */
export async function currentYear(): Promise<number> {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}
