/**
 * Who may see drafts (DESIGN.md: draft mode behind a secret). An editor opens `/api/preview?secret=…`, which
 * turns on Next's draft mode (a signed cookie) for their browser; preview pages and preview APIs answer only
 * then. API clients without a browser may send the secret in `X-Preview-Secret` instead.
 */
import { connection } from 'next/server';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { configuredSecret, secretEquals } from '@/server/revalidate-secret';
import type { PreviewState } from '@/renderer/types';
import { unsavedOfRequest } from '@/server/studio/unsaved-state';
import { parseSegments } from './options';

/** PREVIEW_SECRET; the development default (README) only with the developer sandbox on, else none (no preview). */
export const previewSecret = () => configuredSecret(process.env.PREVIEW_SECRET, 'atelier-preview-secret');

export const isPreviewSecret = (given: string | null | undefined) => secretEquals(given, previewSecret());

/** True for an editor: draft mode is on, or the request carries the preview secret. */
export async function hasPreviewAccess(request?: Request): Promise<boolean> {
  if ((await draftMode()).isEnabled) return true;
  return request ? isPreviewSecret(request.headers.get('x-preview-secret')) : false;
}

/**
 * The first call of every preview page: rendered per request (never cached), and a 404 for anyone
 * without draft mode, before anything streams.
 */
export async function requirePreviewAccess(): Promise<void> {
  await connection();
  if (!(await draftMode()).isEnabled) notFound();
}

/** Search params of a page, as Next hands them over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What a preview page renders for, after the access check: the editor's preview options (SPEC §3; the
 * country and language are the route's, the segments come from `user_segments`). Never null: a preview
 * page always has options, so preview mode is on (SPEC §4) and the renderer shows editors' reports.
 */
export async function previewStateFor(searchParams: SearchParams): Promise<PreviewState> {
  await requirePreviewAccess();
  // The studio editor's unsaved fields (its live preview): the session's own, never anyone else's.
  return { selectedUserSegments: parseSegments((await searchParams).user_segments), unsaved: await unsavedOfRequest() };
}
