/**
 * Preview options (SPEC §3: locale, country, selectedUserSegments) and what follows from them; pure, so the
 * browser island and the server share them.
 */
import { safeReturnTo } from '@/lib/auth/safe-return-to';
import { localizedPath, splitLocalePrefix } from '@/lib/locale/paths';
import { isPreviewPath } from '@/lib/routes';
import { SEGMENT_ID } from '@/lib/user-segments';

const MAX_SEGMENTS = 20;

/** Where the preview entry route may send an editor: a preview page of this store, else null. */
export function previewTarget(value: string | null | undefined): string | null {
  if (!value) return null;
  const target = safeReturnTo(value);
  const { rest } = splitLocalePrefix(target.split(/[?#]/)[0]);
  return isPreviewPath(rest) ? target : null;
}

/** The segments of a `user_segments` value (`a,b`, or repeated): valid ids only, each once, at most 20. */
export function parseSegments(value: string | readonly string[] | null | undefined): string[] {
  const raw = (Array.isArray(value) ? value : [value ?? '']).flatMap((v: string) => v.split(','));
  const ids = raw.map((s) => s.trim().toLowerCase()).filter((s) => SEGMENT_ID.test(s));
  return [...new Set(ids)].slice(0, MAX_SEGMENTS);
}

/**
 * Where the preview options picker reloads to: the same preview page in the chosen language (locale prefix
 * and `language` query unless it is the country's default, as the language switcher does), with the chosen
 * segments in `user_segments`.
 */
export function previewOptionsUrl(currentPathname: string, options: { lang: string; defaultLang: string; segments: readonly string[] }): string {
  const { rest } = splitLocalePrefix(currentPathname);
  const query = new URLSearchParams();
  if (options.lang !== options.defaultLang) query.set('language', options.lang);
  const segments = parseSegments(options.segments.join(','));
  const search = [query.toString(), segments.length ? `user_segments=${segments.join(',')}` : ''].filter(Boolean).join('&');
  return `${localizedPath(rest, options.lang, options.defaultLang)}${search ? `?${search}` : ''}`;
}
